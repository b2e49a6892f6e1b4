import { ProgrammeTeasers } from "../features/teasers/teasers";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.trial.meta, location.pathname);
};

/** The teasers' words live in Home's section (pages.home), so this page picks it too. */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["trial", "home"]) };
}

/** The reduced page: only the three programme teasers. */
export default function Trial() {
  const { pages } = useContent();
  return (
    <>
      <h1 className="visually-hidden">{pages.trial.title}</h1>
      <ProgrammeTeasers />
    </>
  );
}
