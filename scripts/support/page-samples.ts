import { paths } from "../../common/paths";
import { voteCategories } from "../../common/vote-category";
import { dishesIn } from "../../content";

/**
 * One page of each kind, for axe, the picture budget and the screenshots: every fixed page
 * and picker, and the first dish of each category, from the same lists the build uses.
 */
export const pagePaths = [
  ...Object.values(paths).filter((path) => typeof path === "string"),
  ...voteCategories.flatMap((category) => {
    const [firstDish] = dishesIn(category);
    return [paths.picker(category), ...(firstDish ? [paths.dish(category, firstDish.slug)] : [])];
  }),
];
