import "./testimony-stars.css";

/** Whole stars out of five. */
const stars = (rating: number) => Math.min(5, Math.max(0, Math.round(rating)));

/**
 * A testimony's rating as five stars: one image whose name is the rating ("4 out of 5"). Plain
 * characters, not Mantine's Rating: read-only, that one is a div carrying an aria-label with no
 * role (axe: aria-prohibited-attr, serious), and it costs ~1.8 KB of script on home.
 */
export function TestimonyStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5`} className="testimony-stars">
      <span aria-hidden>{"★".repeat(stars(rating))}</span>
      <span aria-hidden className="testimony-stars__empty">
        {"★".repeat(5 - stars(rating))}
      </span>
    </span>
  );
}
