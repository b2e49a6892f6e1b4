import { Link } from "react-router";
import { paths } from "../../common/paths";
import { voteCategories } from "../../common/vote-category";
import { pages } from "../../content";
import { ArchiveLinks, archivedEditions } from "../features/results/archive-links";
import { ResultsBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.results.meta, location.pathname, "results");

/** At build time: the archived editions this page links to. */
export function loader() {
  return { archived: archivedEditions() };
}

export default function Results({ loaderData }: Route.ComponentProps) {
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
