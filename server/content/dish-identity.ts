import { randomBytes } from "node:crypto";
import type { ContentIssue } from "../../common/content-api";
import { isObject } from "../../common/guards";

/**
 * Dish ids are given here and nowhere else (docs/decisions/0037). A dish the editor adds
 * arrives without one (the form has no way to type it); it gets `d-` and 8 random base-32
 * characters at its first save, and keeps it for good.
 */
export function newDishId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return `d-${Array.from(randomBytes(8), (byte) => alphabet[byte % 32]).join("")}`;
}

/** The dishes section as sent, each new dish (no id, or an empty one) given its id. */
export function withNewDishIds(dishes: unknown): unknown {
  if (!Array.isArray(dishes)) return dishes;
  return dishes.map((dish) =>
    isObject(dish) && (dish.id === undefined || dish.id === "")
      ? { ...dish, id: newDishId() }
      : dish,
  );
}

/**
 * An id the draft does not have can only have been typed or copied by hand: it would take
 * over another dish's votes, or invent one. Refused at its field, in Indonesian. `sent` is the
 * section as it arrived, before new dishes got their ids.
 */
export function unknownDishIds(sent: unknown, before: readonly { id: string }[]): ContentIssue[] {
  if (!Array.isArray(sent)) return [];
  const known = new Set(before.map((dish) => dish.id));
  return sent.flatMap((dish, index) => {
    const id = isObject(dish) ? dish.id : undefined;
    if (typeof id !== "string" || id === "" || known.has(id)) return [];
    return [
      {
        path: ["dishes", index, "id"],
        message: `Kode hidangan "${id}" tidak dikenal: kode diberikan server saat hidangan baru pertama kali disimpan, dan tidak dapat diubah.`,
      },
    ];
  });
}
