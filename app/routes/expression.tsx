import { festival } from "../../content/festival";
import { pages } from "../../content/pages";
import { TikTokIcon } from "../components/ui/social-icons";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.expression.meta);

export default function Expression() {
  const expression = pages.expression;
  const { expressionGallery, socials } = festival;
  return (
    <article className="page expression">
      <h1 className="page__title">{expression.title}</h1>
      <p className="page__intro">{expression.intro}</p>
      <a
        className="expression__gallery"
        href={expressionGallery.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={expression.galleryImageAlt}
      >
        <span className="expression__gallery-art" aria-hidden="true" />
        <span className="expression__gallery-label">{expressionGallery.label}</span>
      </a>
      <p className="expression__vote-call">{expression.voteCall}</p>
      <a
        className="expression__tiktok"
        href={socials.tiktok.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <TikTokIcon />
        <span>{socials.tiktok.label}</span>
      </a>
    </article>
  );
}
