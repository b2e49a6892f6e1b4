import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import { paths } from "../../common/paths";
import { AnnouncedBoard } from "../features/results/results-board";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";

/*
 * Registered only while content/archive.json holds an edition (app/routes.ts), so this module
 * names its own types rather than reading the generated ones, which exist only for a route
 * registered when the types are generated.
 */

/**
 * Runs for each archived year of the release, the only years prerendered: any other year is
 * the site's 404 (the server sends it to /not-found, as an unknown dish).
 */
export async function loader({ params, context }: Pick<LoaderFunctionArgs, "params" | "context">) {
  const source = await sourceOf(context);
  const edition = source.archive.find((entry) => String(entry.year) === params.year);
  if (!edition) throw redirect(paths.notFound);
  return { content: contentPart(source, ["results", "entrepreneur"]), edition };
}

/** The edition's name and year after the page's title: "Hasil 8trepreneur FB8 2022". */
const titleOf = (title: string, edition: { name: string; year: number }) =>
  `${title} ${edition.name} ${edition.year}`;

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches }) => {
  const content = contentOfMatches(matches);
  if (!loaderData) return pageMeta(content, content.pages.notFound.meta, location.pathname);
  const { meta } = content.pages.results.archive;
  return pageMeta(
    content,
    { title: titleOf(meta.title, loaderData.edition), description: meta.description },
    location.pathname,
    "results",
  );
};

export default function ArchivedResults() {
  const { edition } = useLoaderData<typeof loader>();
  const text = useContent().pages.results.archive;
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
