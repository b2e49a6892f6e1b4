/**
 * The texts of the draft that still speak of the previous festival: its year ("2022"), its
 * name ("FB8") or its number as an Indonesian ordinal ("kedelapan"). Listed in Konten after
 * the next festival is opened, each a link to its field, so nothing from last year is
 * published by mistake. Placeholders such as `{year}` follow the festival by themselves and
 * are never listed.
 */

export type OldText = { path: (string | number)[]; term: string; text: string };

const ordinals = [
  "",
  "pertama",
  "kedua",
  "ketiga",
  "keempat",
  "kelima",
  "keenam",
  "ketujuh",
  "kedelapan",
  "kesembilan",
  "kesepuluh",
  "kesebelas",
  "kedua belas",
  "ketiga belas",
  "keempat belas",
  "kelima belas",
  "keenam belas",
  "ketujuh belas",
  "kedelapan belas",
  "kesembilan belas",
  "kedua puluh",
];

/** The words that name a festival: its year, its name, and its number as an ordinal. */
export function termsOf(edition: { year: number; name: string }): string[] {
  const number = Number(edition.name.match(/(\d+)(?!.*\d)/)?.[1]);
  const ordinal = Number.isInteger(number) ? ordinals[number] : undefined;
  return [String(edition.year), edition.name, ...(ordinal ? [ordinal] : [])].filter(
    (term) => term.trim() !== "",
  );
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every string in `content` holding one of `terms` as a word of its own, in document order. */
export function oldEditionTexts(content: unknown, terms: string[]): OldText[] {
  if (terms.length === 0) return [];
  // Not inside a longer word or number: "2022" is not in "20221", "FB8" not in "FB80".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms.map(literally).join("|")})(?![\\p{L}\\p{N}])`,
    "iu",
  );
  const found: OldText[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const match = value.match(pattern);
      if (match?.[1]) found.push({ path, term: match[1], text: value });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(content, []);
  return found;
}
