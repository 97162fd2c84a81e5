/** Episode length: 754 s → "12:34 Min.", 3725 s → "1:02:05 Std." */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest} Std.` : `${m}:${rest} Min.`;
}
