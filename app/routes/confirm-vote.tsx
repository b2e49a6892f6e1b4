import { paths } from "../../common/paths";
import { ConfirmByLink } from "../features/voting/confirm-by-link";
import { pageMeta } from "../seo";
import { contentPart, named, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/confirm-vote";

// Reached only from a confirmation e-mail: not a page to index, and its address carries a token.
export const meta: Route.MetaFunction = ({ matches }) => {
  const content = contentOfMatches(matches);
  return [
    ...pageMeta(content, content.pages.confirmVote.meta, paths.confirmVote),
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
};

/**
 * The page's words, the dish page's thanks, and the whole catalogue without descriptions: the
 * confirmed dish is known only in the browser, from the server's answer to the link's token.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["confirmVote", "dish"], {
      dishNames: source.dishes.map(named),
    }),
  };
}

export default ConfirmByLink;
