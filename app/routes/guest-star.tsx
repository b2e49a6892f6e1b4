import { pages } from "../../content/pages";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.guestStar.meta);

export default function GuestStar() {
  const text = pages.guestStar;
  return (
    <article className="page guest-star">
      <h1 className="page__title">{text.title}</h1>
      <section className="guest-star__section" aria-labelledby="guess-title">
        <h2 id="guess-title" className="section__title">
          {text.guessPrompt}
        </h2>
        <div className="guest-star__mystery" role="img" aria-label={text.mysteryAlt}>
          <span aria-hidden="true">?</span>
        </div>
      </section>
      <section className="guest-star__section" aria-labelledby="choose-title">
        <h2 id="choose-title" className="section__title">
          {text.choosePrompt}
        </h2>
        <ul className="mascot-tiles">
          {text.mascots.map((mascot) => (
            <li key={mascot.id} className={`mascot-tile mascot-tile--${mascot.id}`}>
              <span className="mascot-tile__figure" aria-hidden="true" />
              <span className="mascot-tile__name">{mascot.tileLabel}</span>
              <p className="mascot-tile__teaser">{mascot.description.split("\n")[0]}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
