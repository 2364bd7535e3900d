/** A chevron pointing back (previous, all news) or on (next, see all), drawn in the text's colour. */
export function Chevron({ points, size }: { points: 'back' | 'on'; size: 16 | 24 }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={points === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
