import { festival } from "../../content/festival";
import { pages } from "../../content/pages";
import { HomeCountdown } from "../features/countdown/home-countdown";
import {
  CollaboreightTeaser,
  EntrepreneurTeaser,
  ExpressionTeaser,
} from "../features/teasers/teasers";
import { entrepreneurAnchor } from "../paths";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.home.meta);

function scrollToEntrepreneur() {
  const target = document.getElementById(entrepreneurAnchor);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

export default function Home() {
  const { hero, sponsors } = pages.home;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__lead">{hero.lead}</p>
          <button type="button" className="button button--primary" onClick={scrollToEntrepreneur}>
            {hero.cta}
          </button>
        </div>
      </section>
      <EntrepreneurTeaser />
      <CollaboreightTeaser />
      <ExpressionTeaser />
      <HomeCountdown />
      <section className="section sponsors" aria-labelledby="sponsors-title">
        <h2 id="sponsors-title" className="section__title">
          {sponsors.title}
        </h2>
        <ul className="sponsors__grid">
          {sponsors.items.map((sponsor) => (
            <li key={sponsor.name} className={`sponsor-card sponsor-card--${sponsor.kind}`}>
              <span className="sponsor-card__name">{sponsor.name}</span>
              <span className="sponsor-card__label">{sponsor.classLabel}</span>
            </li>
          ))}
        </ul>
        <p className="sponsors__thanks">
          Terima kasih kepada semua sponsor dan media partner {festival.product}.
        </p>
      </section>
    </>
  );
}
