import type { Dish } from "./content-schema";
import type { VoteCategory } from "./vote-category";
import { isVoteCategory } from "./vote-category";

/** A dish as pages list it: its long description stays with the dish's own page. */
export type CatalogueDish = Omit<Dish, "description">;

/** What the pages that only name dishes need of them: the results, the live board, the confirmation. */
export type DishName = Pick<CatalogueDish, "id" | "slug" | "category" | "name" | "classLabel">;

type Listed = Pick<CatalogueDish, "category" | "slug">;

/** The dishes of one category in a catalogue, in its order. */
export function dishesOf<T extends Listed>(catalogue: T[], category: VoteCategory): T[] {
  return catalogue.filter((dish) => dish.category === category);
}

/** Finds a dish only under its own category, so /domestic/onigiri is as unknown as /domestic/x. */
export function dishOf<T extends Listed>(catalogue: T[], category: string, slug: string) {
  if (!isVoteCategory(category)) return undefined;
  return catalogue.find((dish) => dish.category === category && dish.slug === slug);
}

/** The title the specification asks for: the dish name followed by the class label. */
export function dishTitle(dish: Pick<CatalogueDish, "name" | "classLabel">): string {
  return `${dish.name} – ${dish.classLabel}`;
}
