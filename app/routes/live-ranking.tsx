import { LiveRanking } from "../features/live-ranking/live-ranking";
import { ResultsBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import { contentPart, named, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/live-ranking";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.live.meta, location.pathname, "results");
};

/**
 * The live board's words, and the results board's for once they are published; every dish,
 * so that the pushed slugs are shown by their names.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["live", "results", "entrepreneur"], {
      dishNames: source.dishes.map(named),
    }),
  };
}

export default function LiveRankingPage() {
  return <LiveRanking publishedResults={<ResultsBoard linkDishes={false} />} />;
}
