const labels: Record<string, string> = {
  PLUS_USER: 'plus-Abo',
  EPAPER_USER: 'E-Paper-Abo',
  PUR_USER: 'pur-Abo (werbefrei)',
  WALLET_USER: 'Coins-Guthaben',
};

/** The German label of an identity role; PLUS-TAG-{id} is a subscription to one topic. */
export function roleLabel(role: string): string {
  const tag = /^PLUS-TAG-(\d+)$/.exec(role);
  if (tag) return `Themen-Abo (Thema ${tag[1]})`;
  return labels[role] ?? role;
}
