export type Star = 'full' | 'half' | 'empty';

/** Five stars for a rating from 1 to 5 in half steps, and its text, e.g. 3.5 → "3,5 von 5". */
export function ratingView(rating: number): { stars: Star[]; text: string } {
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  const stars = Array.from({ length: 5 }, (_, i): Star =>
    clamped >= i + 1 ? 'full' : clamped >= i + 0.5 ? 'half' : 'empty',
  );
  const number = Number.isInteger(clamped) ? String(clamped) : String(clamped).replace('.', ',');
  return { stars, text: `${number} von 5` };
}
