import { isRouteErrorResponse, Link, redirect } from "react-router";
import { dishOf, dishTitle } from "../../common/catalogue";
import { fillIn } from "../../common/content-placeholders";
import { paths } from "../../common/paths";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { VotePanel } from "../features/voting/vote-panel";
import { images as dishImages } from "../generated/images/dishes";
import { pageMeta } from "../seo";
import {
  contentPart,
  listed,
  renderMarkdown,
  sourceOf,
} from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/dish";

/** Runs when a release is rendered, for every dish page of its catalogue. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  const found = dishOf(source.dishes, params.category, params.dish);
  if (!found) throw redirect(paths.notFound);
  return {
    content: contentPart(source, ["dish"]),
    dish: listed(found),
    description: renderMarkdown(source, found.description),
  };
}

/**
 * In-app links to a slug outside the catalogue: the bundle holds no catalogue to check them
 * against, so the page's prerendered data is asked for, and a dish that has none (the site
 * answers 404 for an unknown address) sends the visitor on to the not-found page. Any other
 * failure (no connection, a server error) stays an error, as before.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw redirect(paths.notFound);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const content = contentOfMatches(matches);
  if (!loaderData) return pageMeta(content, content.pages.notFound.meta, location.pathname);
  const { dish, description } = loaderData;
  const summary = description.summary;
  return pageMeta(
    content,
    {
      title: fillIn(content.pages.dish.metaTitle, { name: dishTitle(dish) }),
      description: summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary,
    },
    location.pathname,
    `dish-${dish.image.file}`,
  );
};

export default function DishPage({ loaderData }: Route.ComponentProps) {
  const { pages } = useContent();
  const { dish, description } = loaderData;
  return (
    <article className="page dish">
      <Link className="back-link" to={paths.picker(dish.category)}>
        <span aria-hidden="true">←</span> {pages.dish.back}
      </Link>
      <div className="dish__layout">
        <h1 className="page__title dish__title">
          {dish.name} <span className="dish__class">{dish.classLabel}</span>
        </h1>
        <p className="dish__origin">{dish.origin.name}</p>
        <ResponsiveImage
          className="dish__image"
          asset={pictureOf(dishImages, dish.image.file)}
          alt={dish.image.alt}
          sizes="(min-width: 1120px) 560px, 100vw"
          eager
        />
        <VotePanel category={dish.category} food={dish.slug} />
        {/* Markdown rendered by the renderer to a safe subset (render-source.server.ts). */}
        <div
          className="dish__body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML escaped, links checked at render
          dangerouslySetInnerHTML={{ __html: description.html }}
        />
      </div>
    </article>
  );
}
