import { Link } from "react-router";
import { paths } from "../../common/paths";
import { voteCategories } from "../../common/vote-category";
import { ArchiveLinks, archivedEditions } from "../features/results/archive-links";
import { ResultsBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import { contentPart, named, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.results.meta, location.pathname, "results");
};

/**
 * The page's words, every dish (the board links a ranked dish only while the catalogue holds
 * it), and the archived editions this page links to.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["results", "entrepreneur"], {
      dishNames: source.dishes.map(named),
    }),
    archived: archivedEditions(source.archive),
  };
}

export default function Results({ loaderData }: Route.ComponentProps) {
  const { pages } = useContent();
  const text = pages.results;
  return (
    <article className="page results">
      <h1 className="page__title results__title">{text.title}</h1>
      <p className="page__intro">{text.intro}</p>
      <ResultsBoard />
      <nav className="results__explore" aria-labelledby="hasil-jelajah">
        <p id="hasil-jelajah">{text.explore}</p>
        <ul className="pill-list">
          {voteCategories.map((category) => (
            <li key={category}>
              <Link className="pill-link" to={paths.picker(category)}>
                {pages.entrepreneur.choices[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ArchiveLinks editions={loaderData.archived} id="hasil-sebelumnya" />
    </article>
  );
}
