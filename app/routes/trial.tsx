import { pages } from "../../content/pages";
import {
  CollaboreightTeaser,
  EntrepreneurTeaser,
  ExpressionTeaser,
} from "../features/teasers/teasers";
import { pageMeta } from "../seo";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.trial.meta, location.pathname);

/** The reduced page: only the three programme teasers. */
export default function Trial() {
  return (
    <>
      <h1 className="visually-hidden">Program FB8</h1>
      <EntrepreneurTeaser />
      <CollaboreightTeaser />
      <ExpressionTeaser />
    </>
  );
}
