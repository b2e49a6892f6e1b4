import { Link, redirect } from "react-router";
import { paths } from "../../common/paths";
import { dishTitle, fillIn, findDish, pages } from "../../content";
import { readMarkdown } from "../../content/read-markdown.server";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { VotePanel } from "../features/voting/vote-panel";
import { images as dishImages } from "../generated/images/dishes";
import { pageMeta } from "../seo";
import type { Route } from "./+types/dish";

/** Runs at build time for every prerendered dish page. */
export async function loader({ params }: Route.LoaderArgs) {
  const dish = findDish(params.category, params.dish);
  if (!dish) throw redirect(paths.notFound);
  return { dish, description: await readMarkdown(`dishes/${dish.slug}.md`) };
}

/** In-app links to a slug outside the catalogue never reach the server; send them on here. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!findDish(params.category, params.dish)) throw redirect(paths.notFound);
  return serverLoader();
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(pages.notFound.meta, location.pathname);
  const { dish, description } = loaderData;
  const summary = description.summary;
  return pageMeta(
    {
      title: fillIn(pages.dish.metaTitle, { name: dishTitle(dish) }),
      description: summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary,
    },
    location.pathname,
    `dish-${dish.image.file}`,
  );
}

export default function DishPage({ loaderData }: Route.ComponentProps) {
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
        {/* Markdown rendered at build time to a safe subset (read-markdown.server.ts). */}
        <div
          className="dish__body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML escaped, links checked at build
          dangerouslySetInnerHTML={{ __html: description.html }}
        />
      </div>
    </article>
  );
}
