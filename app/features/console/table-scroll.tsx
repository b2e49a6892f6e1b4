import type { ReactNode } from "react";

/**
 * A table's own horizontal scroll box. It takes focus so a keyboard can scroll it (arrow
 * keys) when the table is wider than a phone, and it is named after the table it holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard (WCAG 2.1.1).
    <section className="console-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
