import { dishes } from "../content/dishes";
import { festival } from "../content/festival";
import { isVoteCategory, type VoteCategory } from "./vote-category";

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

/** Content writes the product name as {product}, so next year's rename is one edit. */
export function withProduct(text: string): string {
  return text.replaceAll("{product}", festival.product);
}
