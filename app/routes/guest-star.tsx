import { lazy, Suspense, useState } from "react";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { useIsPast } from "../features/guest-star/use-is-past";
import type { Mascot } from "../features/mascots/character-dialog";
import { images as guestStar } from "../generated/images/guest-star";
import { images as mascots } from "../generated/images/mascots";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/guest-star";

// Loaded when a visitor first reaches for a character, not with the page.
const loadCharacterDialog = () => import("../features/mascots/character-dialog");
const CharacterDialog = lazy(loadCharacterDialog);

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.guestStar.meta, location.pathname);
};

/** The page's texts, with the characters' stories that the lazily loaded dialog shows. */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["guestStar"]) };
}

export default function GuestStar() {
  const { pages, festival } = useContent();
  const text = pages.guestStar;
  const revealed = useIsPast(festival.events.guestStarReveal);
  const [chosen, setChosen] = useState<Mascot | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  return (
    <article className="page guest-star">
      <h1 className="page__title">{text.title}</h1>
      <section className="guest-star__section" aria-labelledby="guess-title">
        <h2 id="guess-title" className="section__title">
          {text.guessPrompt}
        </h2>
        <ResponsiveImage
          className={
            revealed ? "guest-star__picture guest-star__picture--revealed" : "guest-star__picture"
          }
          asset={pictureOf(guestStar, revealed ? "revealed" : "mystery")}
          alt={revealed ? text.revealedAlt : text.mysteryAlt}
          eager
        />
      </section>
      <section className="guest-star__section" aria-labelledby="choose-title">
        <h2 id="choose-title" className="section__title">
          {text.choosePrompt}
        </h2>
        <ul className="mascot-tiles">
          {text.mascots.map((mascot) => (
            <li key={mascot.id}>
              <button
                type="button"
                className="mascot-tile"
                aria-haspopup="dialog"
                onPointerEnter={() => void loadCharacterDialog()}
                onFocus={() => void loadCharacterDialog()}
                onClick={() => {
                  setDialogMounted(true);
                  setChosen(mascot);
                }}
              >
                <ResponsiveImage
                  className="mascot-tile__picture"
                  asset={pictureOf(mascots, `${mascot.id}-tile`)}
                  alt=""
                />
                <span className="mascot-tile__name">{mascot.tileLabel}</span>
                <span className="mascot-tile__teaser">{mascot.description.split("\n")[0]}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CharacterDialog mascot={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      ) : null}
    </article>
  );
}
