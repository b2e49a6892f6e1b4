import { entrepreneurAnchor } from "../../common/paths";
import { pages } from "../../content";
import { FirstScreenArt } from "../components/ui/art-directed-picture";
import { prefersReducedMotion } from "../components/ui/reduced-motion";
import { HomeCountdown } from "../features/countdown/home-countdown";
import { HomeSponsors } from "../features/sponsors/home-sponsors";
import { ProgrammeTeasers } from "../features/teasers/teasers";
import { images as home } from "../generated/images/home";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.home.meta, location.pathname);

function scrollToEntrepreneur() {
  const target = document.getElementById(entrepreneurAnchor);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

export default function Home() {
  const { hero } = pages.home;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {/* The only eager picture on Home: it is what a visitor sees first. */}
        <FirstScreenArt className="hero__art" images={home} name="hero" />
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
      <ProgrammeTeasers />
      <HomeCountdown />
      <HomeSponsors />
    </>
  );
}
