import type { ReactNode } from "react";
import { Link } from "react-router";
import { entrepreneurAnchor, paths } from "../../../common/paths";
import { ArtDirectedPicture } from "../../components/ui/art-directed-picture";
import { pictureOf } from "../../components/ui/asset-types";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as home } from "../../generated/images/home";
import { useContent } from "../../site-content/use-content";

type TeaserProps = {
  variant: "entrepreneur" | "collaboreight" | "expression";
  /** The teaser's words in the content (pages.home): its title and its button's label. */
  words: { title: string; cta: string };
  art: ReactNode;
  /** The Collaboreight teaser shows its picture after the text, so the page alternates. */
  artAfterText?: boolean;
  /** Where its button leads, and the button's look. */
  cta: { to: string; look: "primary" | "gradient" };
  children: ReactNode;
} & Pick<React.ComponentProps<"section">, "id" | "tabIndex">;

function TeaserPicture({ name, alt }: { name: string; alt: string }) {
  return <ResponsiveImage className="teaser__art" asset={pictureOf(home, name)} alt={alt} />;
}

/** One programme's section: its picture, its title and what the programme offers. */
function Teaser({
  variant,
  words,
  art,
  artAfterText = false,
  cta,
  children,
  ...section
}: TeaserProps) {
  const titleId = `teaser-${variant}`;
  return (
    <section {...section} className={`section teaser teaser--${variant}`} aria-labelledby={titleId}>
      {!artAfterText && art}
      <div className="teaser__text">
        <h2 id={titleId} className="section__title">
          {words.title}
        </h2>
        {children}
        <Link to={cta.to} className={`button button--${cta.look}`}>
          {words.cta}
        </Link>
      </div>
      {artAfterText && art}
    </section>
  );
}

/** The three programme teasers, shared by Home and the reduced /trial page. */
export function ProgrammeTeasers() {
  const { pages } = useContent();
  const { entrepreneurTeaser, collaboreightTeaser, expressionTeaser } = pages.home;
  return (
    <>
      <Teaser
        variant="entrepreneur"
        id={entrepreneurAnchor}
        tabIndex={-1}
        words={entrepreneurTeaser}
        cta={{ to: paths.entrepreneur, look: "gradient" }}
        art={<TeaserPicture name="teaser-8trepreneur" alt={entrepreneurTeaser.imageAlt} />}
      >
        <p>{entrepreneurTeaser.body}</p>
      </Teaser>
      <Teaser
        variant="collaboreight"
        words={collaboreightTeaser}
        cta={{ to: paths.collaboreight, look: "primary" }}
        artAfterText
        art={
          // Drawn twice: wide from 950 px, square below; only one is downloaded.
          <ArtDirectedPicture
            className="teaser__art"
            alternative={pictureOf(home, "teaser-collaboreight-large")}
            media="(min-width: 950px)"
            fallback={pictureOf(home, "teaser-collaboreight-small")}
            alt={collaboreightTeaser.imageAlt}
          />
        }
      >
        <p className="teaser__subtitle">{collaboreightTeaser.subtitle}</p>
        <p>{collaboreightTeaser.body}</p>
      </Teaser>
      <Teaser
        variant="expression"
        words={expressionTeaser}
        cta={{ to: paths.expression, look: "primary" }}
        art={<TeaserPicture name="teaser-expression" alt={expressionTeaser.imageAlt} />}
      >
        <ol className="teaser__points">
          {expressionTeaser.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </Teaser>
    </>
  );
}
