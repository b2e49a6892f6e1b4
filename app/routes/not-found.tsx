import { paths } from "../../common/paths";
import { pages } from "../../content";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../seo";

// Every unknown path shows this page; none of them is a page of its own to index.
export const meta = () => [
  ...pageMeta(pages.notFound.meta, paths.notFound),
  { name: "robots", content: "noindex" },
];

export default NotFoundPage;
