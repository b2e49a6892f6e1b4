import { pages } from "../../content/pages";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../seo";

export const meta = () => [
  ...pageMeta(pages.notFound.meta),
  { name: "robots", content: "noindex" },
];

export default NotFoundPage;
