import { Link } from "react-router";
import { pages } from "../../../content/pages";
import { entrepreneurAnchor, paths } from "../../paths";

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
      <div className="teaser__art teaser__art--plates" aria-hidden="true" />
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
      <div className="teaser__art teaser__art--stage" aria-hidden="true" />
    </section>
  );
}

export function ExpressionTeaser() {
  const teaser = pages.home.expressionTeaser;
  return (
    <section className="section teaser teaser--expression" aria-labelledby="teaser-expression">
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
