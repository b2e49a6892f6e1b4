import { isRecord } from "./json-schema";

/** "Es Pisang Ijo" → "es-pisang-ijo"; "Crème Brûlée" → "creme-brulee": a-z, 0-9 and '-' only. */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A dish the server has not given its id yet: it has never been saved, so never published. */
export const isNewDish = (dish: unknown) =>
  isRecord(dish) && (typeof dish.id !== "string" || dish.id === "");

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A dish after an edit, its slug following its name while both hold: the dish is new, and
 * its slug is empty or still the one its previous name gave (not typed by hand). A saved
 * dish's slug never moves by itself: its page's address is on shared links and printed QR
 * posters (votes are safe either way: they name the dish by its id).
 */
export function slugFollowsName(before: unknown, after: unknown): unknown {
  if (!isRecord(before) || !isRecord(after) || before.name === after.name) return after;
  if (!isNewDish(after)) return after;
  const slug = textOf(before.slug);
  if (slug !== "" && slug !== slugOf(textOf(before.name))) return after;
  return { ...after, slug: slugOf(textOf(after.name)) };
}
