import { useEffect } from "react";
import { assetName, portraitName } from "../../common/asset-names";
import { fillIn } from "../../common/content-placeholders";
import { FirstScreenArt } from "../components/ui/art-directed-picture";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { SocialLinks } from "../components/ui/social-links";
import { images as stageArt } from "../generated/images/collaboreight";
import { images as partners } from "../generated/images/partners";
import { images as portraits } from "../generated/images/people";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/collaboreight";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.collaboreight.meta, location.pathname);
};

/** The page's texts and the words of the partners' logos. */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["collaboreight", "partners"]) };
}

const sectionId = (index: number) => `collaboreight-${index}`;

/** Jumps to the next section; the label is hidden on phones but stays the accessible name. */
function ExploreLink({ to }: { to: number }) {
  const { pages } = useContent();
  return (
    <a className="explore-link" href={`#${sectionId(to)}`} aria-label={pages.collaboreight.explore}>
      <span className="explore-link__text">{pages.collaboreight.explore}</span>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 3v13M4 10l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </a>
  );
}

function PeopleGrid({
  people,
  variant,
}: {
  people: { name: string; role: string }[];
  variant: "cast" | "committee";
}) {
  return (
    <ul className={`three-column-grid people-grid people-grid--${variant}`}>
      {people.map((person, index) => (
        <li key={person.name} className="person-card">
          {/* The caption names the person, so the portrait itself needs no alt text. */}
          <ResponsiveImage
            className="person-card__portrait"
            asset={pictureOf(portraits, portraitName(variant, index))}
            alt=""
          />
          <span className="person-card__name">{person.name}</span>
          <span className="person-card__role">{person.role}</span>
        </li>
      ))}
    </ul>
  );
}

function LogoRow({ names }: { names: string[] }) {
  const { pages } = useContent();
  return (
    <ul className="three-column-grid logo-row">
      {names.map((name) => (
        <li key={name}>
          <ResponsiveImage
            asset={pictureOf(partners, assetName(name))}
            alt={fillIn(pages.partners.logoAlt, { name })}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Collaboreight() {
  const { pages } = useContent();
  const text = pages.collaboreight;
  // Sections 2 and 3: the cast, then the committee, each in its own grid.
  const peopleSections = [
    { variant: "cast", title: text.castTitle, people: text.cast },
    { variant: "committee", title: text.committeeTitle, people: text.committee },
  ] as const;
  // The page opens at its first section, even where the browser would restore a position.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, []);
  return (
    <div className="collaboreight">
      <section
        id={sectionId(1)}
        className="collab-section collab-section--stage"
        aria-labelledby="collab-title"
      >
        {/* The show's stage across the bottom of the first screen: the page's first picture, and
            the only one it loads eagerly. Decorative; the text above says what the show is. */}
        <FirstScreenArt className="collab-stage__art" images={stageArt} name="stage" />
        <div className="collab-stage__content">
          <h1 id="collab-title" className="page__title">
            {text.title}
          </h1>
          <p className="collab-section__subtitle">{text.subtitle}</p>
          <dl className="faq">
            {text.faq.map((item) => (
              <div key={item.question} className="faq__item">
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
          <div className="find-us">
            <h2 className="find-us__title">{text.findUs}</h2>
            <SocialLinks className="find-us__links" />
          </div>
          <ExploreLink to={2} />
        </div>
      </section>
      {peopleSections.map(({ variant, title, people }, index) => (
        <section
          key={variant}
          id={sectionId(index + 2)}
          className="collab-section"
          aria-labelledby={`collab-${variant}`}
        >
          <h2 id={`collab-${variant}`} className="collab-section__title">
            <span>{title.lead}</span> {title.rest}
          </h2>
          <PeopleGrid people={people} variant={variant} />
          <ExploreLink to={index + 3} />
        </section>
      ))}
      <section id={sectionId(4)} className="collab-section" aria-labelledby="collab-sponsor">
        <h2 id="collab-sponsor" className="collab-section__title">
          {text.sponsorTitle}
        </h2>
        <LogoRow names={text.sponsors} />
        <h2 className="collab-section__title">{text.mediaPartnerTitle}</h2>
        <LogoRow names={text.mediaPartners} />
      </section>
    </div>
  );
}
