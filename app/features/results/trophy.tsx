/**
 * The winner's cup, drawn in the festival's gold with a coral star, like the site's other art.
 * Decoration only: the "Juara" badge beside it says the same in words.
 */
export function Trophy({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <path
        d="M14 6h20v4h8v5c0 6-4.5 10.5-10.3 11A12 12 0 0 1 26 32v5h6v5H16v-5h6v-5a12 12 0 0 1-5.7-6C10.5 25.5 6 21 6 15v-5h8zm-4 8v1c0 3.4 2.2 6.3 5.3 7.1A18 18 0 0 1 14 16v-2zm28 0h-4v2c0 2.1-.5 4.2-1.3 6.1 3.1-.8 5.3-3.7 5.3-7.1z"
        fill="#f5c04e"
      />
      <path d="M24 11l1.8 3.7 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" fill="#ff7a59" />
    </svg>
  );
}
