import { ratingView } from './ratingView';

const glyph = { full: '★', half: '★', empty: '☆' } as const;

/** The rating as stars (decorative) and as text "4 von 5" for everyone. */
export function RatingStars({ rating }: { rating: number }) {
  const { stars, text } = ratingView(rating);
  return (
    <p className="ar-rating">
      <span className="ar-rating__stars" aria-hidden="true">
        {stars.map((s, i) => (
          <span key={i} className={`ar-rating__star ar-rating__star--${s}`}>
            {glyph[s]}
          </span>
        ))}
      </span>{' '}
      <span className="ar-rating__text">Bewertung: {text}</span>
    </p>
  );
}
