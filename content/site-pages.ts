import { sitePagePathsOf } from "../common/site-page-paths";
import { archive, dishes } from "./index";

/** Every page of the repository's own content (common/site-page-paths.ts). */
export function sitePagePaths(): string[] {
  return sitePagePathsOf(dishes, archive);
}
