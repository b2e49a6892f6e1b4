import { Link } from "react-router";
import { paths } from "../../../common/paths";
import type { ArchivedResults } from "../../../common/results-archive";
import { useContent } from "../../site-content/use-content";

export type ArchivedEdition = Pick<ArchivedResults, "year" | "name">;

/**
 * The editions a page links to, picked by its loader from the release's archive: only their
 * names and years reach the browser, never the whole archive's rankings.
 */
export const archivedEditions = (archive: readonly ArchivedResults[]): ArchivedEdition[] =>
  archive.map(({ year, name }) => ({ year, name }));

/** "Hasil festival sebelumnya": a link per archived edition; nothing while there is none. */
export function ArchiveLinks({ editions, id }: { editions: ArchivedEdition[]; id: string }) {
  const { pages } = useContent();
  if (editions.length === 0) return null;
  return (
    <nav className="results__archive" aria-labelledby={id}>
      <h2 className="results__archive-title" id={id}>
        {pages.results.archive.heading}
      </h2>
      <ul className="pill-list">
        {editions.map((edition) => (
          <li key={edition.year}>
            <Link className="pill-link" to={paths.archivedResults(edition.year)}>
              {edition.name} {edition.year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
