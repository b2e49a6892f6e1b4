import { paths } from "../../common/paths";
import { pages } from "../../content";
import { ConfirmByLink } from "../features/voting/confirm-by-link";
import { pageMeta } from "../seo";

// Reached only from a confirmation e-mail: not a page to index, and its address carries a token.
export const meta = () => [
  ...pageMeta(pages.confirmVote.meta, paths.confirmVote),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default ConfirmByLink;
