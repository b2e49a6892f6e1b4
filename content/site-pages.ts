import { paths } from "../common/paths";
import { voteCategories } from "../common/vote-category";
import { archive, dishes } from "./index";

/**
 * Every page the build writes: each fixed path of common/paths.ts, each picker, each dish
 * of the catalogue and each archived edition's results. The prerender list and the sitemap
 * both come from here.
 */
export function sitePagePaths(): string[] {
  const fixed = Object.values(paths).filter((path) => typeof path === "string");
  const pickers = voteCategories.map((category) => paths.picker(category));
  const dishPages = dishes.map((dish) => paths.dish(dish.category, dish.slug));
  const archivedPages = archive.map((entry) => paths.archivedResults(entry.year));
  return [...fixed, ...pickers, ...dishPages, ...archivedPages];
}
