import type { ContentIssue } from "./content-api";

/**
 * Which characters a stand's poster can print, checked against the poster font's own glyph
 * table, which the server reads (server/festival-day/poster-assets.ts `posterCanDraw`) and
 * passes in. Free of zod and of the font, so the content's checks on the server and any
 * other caller share one rule.
 */

/** Whether the poster's font has a glyph for a code point. */
export type CanDraw = (codePoint: number) => boolean;

/** How a character is named to the committee: itself, or its code when it shows as nothing. */
function shown(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0;
  if (/\p{M}/u.test(character)) return `◌${character}`;
  if (/[\p{C}\p{Z}]/u.test(character)) {
    return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return character;
}

/** The characters of `text` the font cannot draw, each once, as the committee reads them. */
export function undrawableCharacters(text: string, canDraw: CanDraw): string[] {
  const found = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    // The font's space draws every kind of line break and tab the title's wrapping removes.
    if (/\s/u.test(character)) continue;
    if (!canDraw(codePoint)) found.add(shown(character));
  }
  return [...found];
}

export const undrawableMessage = (characters: readonly string[]) =>
  `Huruf ini tidak bisa dicetak di poster: ${characters.join(", ")}. Ganti dengan huruf Latin biasa.`;

/**
 * The texts a poster prints that the committee writes: the festival's name, each dish's name
 * and its class (free text since the 2022 pattern was dropped).
 */
export function posterTextIssues(
  content: {
    festival: { fullName: string };
    dishes: readonly { name: string; classLabel: string }[];
  },
  canDraw: CanDraw,
): ContentIssue[] {
  const texts: { path: (string | number)[]; text: string }[] = [
    { path: ["festival", "fullName"], text: content.festival.fullName },
    ...content.dishes.flatMap((dish, index) => [
      { path: ["dishes", index, "name"], text: dish.name },
      { path: ["dishes", index, "classLabel"], text: dish.classLabel },
    ]),
  ];
  return texts.flatMap(({ path, text }) => {
    const characters = undrawableCharacters(text, canDraw);
    return characters.length > 0 ? [{ path, message: undrawableMessage(characters) }] : [];
  });
}
