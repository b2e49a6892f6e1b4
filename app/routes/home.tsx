import { entrepreneurAnchor } from "../../common/paths";
import { FirstScreenArt } from "../components/ui/art-directed-picture";
import { prefersReducedMotion } from "../components/ui/reduced-motion";
import { HomeCountdown } from "../features/countdown/home-countdown";
import { HomeSponsors } from "../features/sponsors/home-sponsors";
import { ProgrammeTeasers } from "../features/teasers/teasers";
import { images as home } from "../generated/images/home";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.home.meta, location.pathname);
};

/** Home's texts, the countdown's unit names and the words of the sponsors' logos and clips. */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["home", "countdownUnits", "partners"]) };
}

function scrollToEntrepreneur() {
  const target = document.getElementById(entrepreneurAnchor);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

export default function Home() {
  const { pages } = useContent();
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
