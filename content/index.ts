import type { VoteCategory } from "../common/vote-category";
import { isVoteCategory } from "../common/vote-category";
import { dishes as dishesAsWritten } from "./dishes";
import { festival as festivalAsWritten } from "./festival";
import { pages as pagesAsWritten } from "./pages";
import { festivalPlaceholders, fillInEverywhere } from "./placeholders";

/**
 * The content as pages read it: the festival's name and dates are filled in here, once.
 * Everything outside content/ imports from this module, never from the files beside it.
 */
const values = festivalPlaceholders(festivalAsWritten);
export const festival = fillInEverywhere(festivalAsWritten, values);
export const pages = fillInEverywhere(pagesAsWritten, values);
export const dishes = fillInEverywhere(dishesAsWritten, values);

export { fillIn } from "./placeholders";

export type CatalogueDish = (typeof dishes)[number];

export function dishesIn(category: VoteCategory): CatalogueDish[] {
  return dishes.filter((dish) => dish.category === category);
}

/** Finds a dish only under its own category, so /domestic/onigiri is as unknown as /domestic/x. */
export function findDish(category: string, slug: string): CatalogueDish | undefined {
  if (!isVoteCategory(category)) return undefined;
  return dishes.find((dish) => dish.category === category && dish.slug === slug);
}

/** The title the specification asks for: the dish name followed by the class label. */
export function dishTitle(dish: Pick<CatalogueDish, "name" | "classLabel">): string {
  return `${dish.name} – ${dish.classLabel}`;
}
