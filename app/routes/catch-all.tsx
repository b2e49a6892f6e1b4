import { pages } from "../../content/pages";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../seo";

// Same page as /not-found: the server answers unknown paths with its HTML and status 404,
// and this route renders the identical markup when such a page hydrates or is reached in-app.
export const meta = () => [...pageMeta(pages.notFound.meta), { name: "robots", content: "noindex" }];

export default NotFoundPage;
