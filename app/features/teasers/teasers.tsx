import { Link } from "react-router";
import { entrepreneurAnchor, paths } from "../../../common/paths";
import { pages } from "../../../content";
import { ArtDirectedPicture } from "../../components/ui/art-directed-picture";
import { pictureOf } from "../../components/ui/asset-types";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as home } from "../../generated/images/home";

/** The three programme teasers, shared by Home and the reduced /trial page. */

export function EntrepreneurTeaser() {
  const teaser = pages.home.entrepreneurTeaser;
  return (
    <section
      id={entrepreneurAnchor}
      tabIndex={-1}
      className="section teaser teaser--entrepreneur"
      aria-labelledby="teaser-8trepreneur"
    >
      <ResponsiveImage
        className="teaser__art"
        asset={pictureOf(home, "teaser-8trepreneur")}
        alt={teaser.imageAlt}
      />
      <div className="teaser__text">
        <h2 id="teaser-8trepreneur" className="section__title">
          {teaser.title}
        </h2>
        <p>{teaser.body}</p>
        <Link to={paths.entrepreneur} className="button button--gradient">
          {teaser.cta}
        </Link>
      </div>
    </section>
  );
}

export function CollaboreightTeaser() {
  const teaser = pages.home.collaboreightTeaser;
  return (
    <section className="section teaser teaser--collaboreight" aria-labelledby="teaser-collab">
      <div className="teaser__text">
        <h2 id="teaser-collab" className="section__title">
          {teaser.title}
        </h2>
        <p className="teaser__subtitle">{teaser.subtitle}</p>
        <p>{teaser.body}</p>
        <Link to={paths.collaboreight} className="button button--primary">
          {teaser.cta}
        </Link>
      </div>
      {/* Drawn twice: wide from 950 px, square below; only one is downloaded. */}
      <ArtDirectedPicture
        className="teaser__art"
        alternative={pictureOf(home, "teaser-collaboreight-large")}
        media="(min-width: 950px)"
        fallback={pictureOf(home, "teaser-collaboreight-small")}
        alt={teaser.imageAlt}
      />
    </section>
  );
}

export function ExpressionTeaser() {
  const teaser = pages.home.expressionTeaser;
  return (
    <section className="section teaser teaser--expression" aria-labelledby="teaser-expression">
      <ResponsiveImage
        className="teaser__art"
        asset={pictureOf(home, "teaser-expression")}
        alt={teaser.imageAlt}
      />
      <div className="teaser__text">
        <h2 id="teaser-expression" className="section__title">
          {teaser.title}
        </h2>
        <ol className="teaser__points">
          {teaser.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
        <Link to={paths.expression} className="button button--primary">
          {teaser.cta}
        </Link>
      </div>
    </section>
  );
}
