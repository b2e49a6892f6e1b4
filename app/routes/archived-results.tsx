import { Link, redirect } from "react-router";
import { paths } from "../../common/paths";
import { findArchived, pages } from "../../content";
import { AnnouncedBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import type { Route } from "./+types/archived-results";

/**
 * Runs at build time for each year of content/archive.json, the only years prerendered: any
 * other year is the site's 404 (the server sends it to /not-found, as an unknown dish).
 */
export function loader({ params }: Route.LoaderArgs) {
  const edition = findArchived(params.year);
  if (!edition) throw redirect(paths.notFound);
  return { edition };
}

/** The edition's name and year after the page's title: "Hasil 8trepreneur FB8 2022". */
const titleOf = (title: string, edition: { name: string; year: number }) =>
  `${title} ${edition.name} ${edition.year}`;

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(pages.notFound.meta, location.pathname);
  const { meta } = pages.results.archive;
  return pageMeta(
    { title: titleOf(meta.title, loaderData.edition), description: meta.description },
    location.pathname,
    "results",
  );
}

export default function ArchivedResults({ loaderData }: Route.ComponentProps) {
  const { edition } = loaderData;
  const text = pages.results.archive;
  return (
    <article className="page results">
      <Link className="back-link" to={paths.results}>
        <span aria-hidden="true">←</span> {text.back}
      </Link>
      <h1 className="page__title results__title">{titleOf(text.title, edition)}</h1>
      <p className="page__intro">{text.intro}</p>
      <AnnouncedBoard publishedAt={edition.publishedAt} categories={edition.categories} />
    </article>
  );
}
