import { pages } from "../../content";
import { ProgrammeTeasers } from "../features/teasers/teasers";
import { pageMeta } from "../seo";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.trial.meta, location.pathname);

/** The reduced page: only the three programme teasers. */
export default function Trial() {
  return (
    <>
      <h1 className="visually-hidden">{pages.trial.title}</h1>
      <ProgrammeTeasers />
    </>
  );
}
