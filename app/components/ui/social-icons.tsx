import type { ReactNode } from "react";

/** A 24 px glyph; the link text beside it carries the accessible name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function YouTubeIcon() {
  return (
    <Glyph>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9l5 3-5 3z" fill="#140b2e" />
    </Glyph>
  );
}

export function InstagramIcon() {
  return (
    <Glyph>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </Glyph>
  );
}

export function TikTokIcon() {
  return (
    <Glyph>
      <path
        d="M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z"
        fill="currentColor"
      />
    </Glyph>
  );
}
