import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { countGalleryClick } from "../features/expression/count-gallery-click";
import { images as expressionArt } from "../generated/images/expression";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/expression";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.expression.meta, location.pathname);
};

export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["expression"]) };
}

export default function Expression() {
  const { pages, festival } = useContent();
  const text = pages.expression;
  const { expressionGallery, socials } = festival;
  const icon = pictureOf(expressionArt, "short-video-icon");
  return (
    <article className="page expression">
      <h1 className="page__title">{text.title}</h1>
      <p className="page__intro">{text.intro}</p>
      <a
        className="expression__gallery"
        href={expressionGallery.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={countGalleryClick}
      >
        <ResponsiveImage
          asset={pictureOf(expressionArt, "gallery")}
          alt={text.galleryImageAlt}
          eager
        />
        <span className="expression__gallery-label">{expressionGallery.label}</span>
      </a>
      <p className="expression__vote-call">{text.voteCall}</p>
      <a className="pill-link" href={socials.tiktok.url} target="_blank" rel="noopener noreferrer">
        <img src={icon.src} width={48} height={48} alt="" loading="lazy" />
        <span>{socials.tiktok.label}</span>
      </a>
    </article>
  );
}
