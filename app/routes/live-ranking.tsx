import { pages } from "../../content";
import { LiveRanking } from "../features/live-ranking/live-ranking";
import { ResultsBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import type { Route } from "./+types/live-ranking";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.live.meta, location.pathname, "results");

export default function LiveRankingPage() {
  return <LiveRanking publishedResults={<ResultsBoard linkDishes={false} />} />;
}
