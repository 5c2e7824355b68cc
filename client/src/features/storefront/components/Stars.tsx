/** A star rating (plain elements styled by the theme's `.stars` classes: cheap to hydrate). */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const full = Math.round(rating);
  return (
    <span
      className="stars-row"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5${count != null ? `, ${count} reviews` : ''}`}
    >
      <span className="stars" aria-hidden>
        {'★'.repeat(full)}
        <span className="stars__empty">{'☆'.repeat(5 - full)}</span>
      </span>
      {count != null && <span className="muted-xs">({count})</span>}
    </span>
  );
}
