import { paths } from "../../common/paths";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../seo";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/not-found";

// Every unknown path shows this page; none of them is a page of its own to index. Its words
// are a shared section that the root's loader gives, so this route needs no loader.
export const meta: Route.MetaFunction = ({ matches }) => {
  const content = contentOfMatches(matches);
  return [
    ...pageMeta(content, content.pages.notFound.meta, paths.notFound),
    { name: "robots", content: "noindex" },
  ];
};

export default NotFoundPage;
