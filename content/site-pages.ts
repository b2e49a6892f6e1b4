import { paths } from "../common/paths";
import { voteCategories } from "../common/vote-category";
import { dishes } from "./index";

/**
 * Every page the build writes: each fixed path of common/paths.ts, each picker and each dish
 * of the catalogue. The prerender list and the sitemap both come from here.
 */
export function sitePagePaths(): string[] {
  const fixed = Object.values(paths).filter((path) => typeof path === "string");
  const pickers = voteCategories.map((category) => paths.picker(category));
  const dishPages = dishes.map((dish) => paths.dish(dish.category, dish.slug));
  return [...fixed, ...pickers, ...dishPages];
}
