/**
 * The festival mark: a planet whose orbit draws the figure 8, for the eighth festival and its
 * theme of ever-moving space and time. Decorative wherever the festival name stands beside it.
 */
export function FestivalLogo({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="festival-logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" fill="#1f1147" stroke="#f5c04e" strokeWidth="3" />
      <ellipse
        cx="32"
        cy="32"
        rx="25"
        ry="9"
        fill="none"
        stroke="#ff7a59"
        strokeWidth="3"
        transform="rotate(-28 32 32)"
      />
      <circle cx="32" cy="23.5" r="7.5" fill="none" stroke="#f5c04e" strokeWidth="4" />
      <circle cx="32" cy="40.5" r="9" fill="none" stroke="#f5c04e" strokeWidth="4" />
      <circle cx="52" cy="14" r="2.5" fill="#ffe9b0" />
    </svg>
  );
}
