import { paths } from "./paths";
import { type VoteCategory, voteCategories } from "./vote-category";

/**
 * Every page a release has: each fixed path of common/paths.ts, each picker, each dish of its
 * catalogue and each archived edition's results. The renderer's list and the sitemap both
 * come from here.
 */
export function sitePagePathsOf(
  dishes: readonly { category: VoteCategory; slug: string }[],
  archive: readonly { year: number }[],
): string[] {
  const fixed = Object.values(paths).filter((path) => typeof path === "string");
  const pickers = voteCategories.map((category) => paths.picker(category));
  const dishPages = dishes.map((dish) => paths.dish(dish.category, dish.slug));
  const archivedPages = archive.map((entry) => paths.archivedResults(entry.year));
  return [...fixed, ...pickers, ...dishPages, ...archivedPages];
}
