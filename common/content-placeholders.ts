import type { Festival } from "./content-schema";

/**
 * The festival's name and dates, as content writes them: {product}, {fullName}, {year},
 * {showDate}, {openingDate} and {countdownDate}. They are filled in once, where
 * content/index.ts exports the content, so a rename next year is one edit in festival.json.
 */
export function festivalPlaceholders(
  festival: Festival,
): Record<(typeof festivalPlaceholderNames)[number], string> {
  return {
    product: festival.product,
    fullName: festival.fullName,
    year: String(festival.year),
    showDate: festival.events.showDateLabel,
    openingDate: festival.events.comingSoonLabel,
    countdownDate: festival.events.homeCountdownLabel,
  };
}

/** Where each placeholder's value is typed, for a message on that field. */
export const festivalPlaceholderPaths: Record<
  (typeof festivalPlaceholderNames)[number],
  readonly string[]
> = {
  product: ["festival", "product"],
  fullName: ["festival", "fullName"],
  year: ["festival", "year"],
  showDate: ["festival", "events", "showDateLabel"],
  openingDate: ["festival", "events", "comingSoonLabel"],
  countdownDate: ["festival", "events", "homeCountdownLabel"],
};

/** The placeholders a page fills in itself: a partner's name, a slide's position, the address a code went to, a countdown. */
export const pagePlaceholders = ["name", "current", "total", "email", "time"] as const;

/** Replaces each {key} of `values` in `text`; any other {word} is left for a later fill. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}

/** Every string inside `content`, filled in; numbers, booleans and the shape stay as they are. */
export function fillInEverywhere<T>(content: T, values: Record<string, string>): T {
  // A JSON round trip visits every string of plain data, and the shape is unchanged by
  // construction, so the result keeps the input's type.
  const filled: T = JSON.parse(JSON.stringify(content), (_key, value) =>
    typeof value === "string" ? fillIn(value, values) : value,
  );
  return filled;
}

/** The placeholders festival.json fills in everywhere (see festivalPlaceholders). */
export const festivalPlaceholderNames = [
  "product",
  "fullName",
  "year",
  "showDate",
  "openingDate",
  "countdownDate",
] as const;

/** The {word}s of a text that no one fills in: typos, for an editor. */
export function unknownPlaceholders(text: string): string[] {
  const allowed: readonly string[] = [...festivalPlaceholderNames, ...pagePlaceholders];
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map(([, key]) => key ?? "")
    .filter((key) => !allowed.includes(key));
}
