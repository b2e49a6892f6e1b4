import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { dishOf } from "../../../common/catalogue";
import type { PublicResultsResponse } from "../../../common/committee-api";
import { paths } from "../../../common/paths";
import type { AnnouncedCategory } from "../../../common/results-archive";
import { type VoteCategory, voteCategories } from "../../../common/vote-category";
import { formatWib } from "../../../common/wib";
import { useContent } from "../../site-content/use-content";
import { fetchPublicResults, type RankedDish } from "./results-api";
import { Trophy } from "./trophy";

type Board =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "loaded"; results: PublicResultsResponse };

/**
 * The ranking of both categories, read in the browser: the page is prerendered once, and the
 * committee publishes the results later, so the HTML holds only the loading state. The big
 * screen passes `linkDishes={false}`: nobody clicks a projector.
 */
export function ResultsBoard({ linkDishes = true }: { linkDishes?: boolean } = {}) {
  const text = useContent().pages.results;
  const [board, setBoard] = useState<Board>({ kind: "loading" });

  const load = useCallback(() => {
    let current = true;
    setBoard({ kind: "loading" });
    fetchPublicResults().then(
      (results) => current && setBoard({ kind: "loaded", results }),
      () => current && setBoard({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(load, [load]);

  if (board.kind === "loading") {
    return (
      <p className="results__message results__message--loading" role="status">
        {text.loading}
      </p>
    );
  }
  if (board.kind === "failed") {
    return (
      <div className="results__message" role="alert">
        <p>{text.error}</p>
        <button type="button" className="button button--primary" onClick={() => load()}>
          {text.retry}
        </button>
      </div>
    );
  }
  const { results } = board;
  if (!results.published) {
    return (
      <div className="results__message results__message--waiting" role="status">
        <Trophy className="results__waiting-cup" />
        <p>{text.unpublished}</p>
      </div>
    );
  }
  return (
    <AnnouncedBoard
      publishedAt={results.publishedAt}
      categories={results.categories}
      linkDishes={linkDishes}
    />
  );
}

/**
 * Announced results, drawn: the live page's board once the API answers, and an archived
 * edition's page from the archive its loader found. `linkDishes` links each dish to its
 * page in today's catalogue; an archived edition's dishes are not today's, so they are not.
 */
export function AnnouncedBoard({
  publishedAt,
  categories,
  linkDishes = false,
}: {
  publishedAt: string;
  categories: AnnouncedCategory[];
  linkDishes?: boolean;
}) {
  const { pages } = useContent();
  const ordered = voteCategories.flatMap((category) =>
    categories.filter((entry) => entry.category === category),
  );
  return (
    <div className="results__board">
      <p className="results__published">
        {pages.results.publishedAt} {formatWib(publishedAt)}
      </p>
      <div className="results__categories">
        {ordered.map((entry) => (
          <CategoryRanking
            key={entry.category}
            category={entry.category}
            dishes={entry.dishes}
            linkDishes={linkDishes}
          />
        ))}
      </div>
    </div>
  );
}

function CategoryRanking({
  category,
  dishes,
  linkDishes,
}: {
  category: VoteCategory;
  dishes: RankedDish[];
  linkDishes: boolean;
}) {
  const { pages } = useContent();
  const name = pages.entrepreneur.choices[category];
  const headingId = `hasil-${category}`;
  return (
    <section className="ranking" aria-labelledby={headingId}>
      <h2 className="ranking__title" id={headingId}>
        {name}
      </h2>
      <ol className="ranking__list">
        {dishes.map((dish) => (
          <RankedDishItem key={dish.food} category={category} dish={dish} linkDishes={linkDishes} />
        ))}
      </ol>
    </section>
  );
}

function RankedDishItem({
  category,
  dish,
  linkDishes,
}: {
  category: VoteCategory;
  dish: RankedDish;
  linkDishes: boolean;
}) {
  const { pages, dishNames } = useContent();
  const text = pages.results;
  // Ties share a rank, so every dish ranked 1 is a winner; a category nobody voted in has none.
  const winner = dish.rank === 1 && dish.votes > 0;
  // A dish the catalogue no longer has keeps its place in the ranking, without a link.
  const inCatalogue = linkDishes && dishOf(dishNames, category, dish.food) !== undefined;
  return (
    <li className={winner ? "ranking__item ranking__item--winner" : "ranking__item"}>
      <span className="ranking__rank">
        <span className="visually-hidden">{text.rank} </span>
        {dish.rank}
      </span>
      <span className="ranking__dish">
        {winner ? (
          <span className="ranking__badge">
            <Trophy className="ranking__trophy" />
            {text.winner}
          </span>
        ) : null}
        {inCatalogue ? (
          <Link className="ranking__name" to={paths.dish(category, dish.food)}>
            {dish.name}
          </Link>
        ) : (
          <span className="ranking__name">{dish.name}</span>
        )}
        <span className="ranking__class">{dish.classLabel}</span>
      </span>
      <span className="ranking__votes">
        {dish.votes} {text.votesUnit}
      </span>
    </li>
  );
}
