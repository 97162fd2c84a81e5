/** "Noch 2 freie plus-Artikel diesen Monat" (spec meter), below the body of a plus article the meter opened. */
export function meterNoticeText(remaining: number): string {
  if (remaining === 0) return 'Dies war Ihr letzter freier plus-Artikel diesen Monat';
  return remaining === 1
    ? 'Noch 1 freier plus-Artikel diesen Monat'
    : `Noch ${remaining} freie plus-Artikel diesen Monat`;
}

export function MeterNotice({
  remaining,
  subscriptionLink,
}: {
  remaining: number;
  subscriptionLink: string;
}) {
  return (
    <aside className="pw-meter" aria-label="Ihre freien plus-Artikel">
      <p className="pw-meter__count">{meterNoticeText(remaining)}</p>
      <a href={subscriptionLink}>Ohne Limit lesen mit plus</a>
    </aside>
  );
}
