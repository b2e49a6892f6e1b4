import { Link } from "react-router";
import { dishesIn } from "../../../common/catalogue";
import type { VoteCategory } from "../../../common/vote-category";
import { pages } from "../../../content/pages";
import { paths } from "../../paths";

/** The destinations of one category, each a real link named after its place and its dish. */
export function DestinationPicker({ category }: { category: VoteCategory }) {
  const text = pages.picker[category];
  return (
    <article className="page picker">
      <p className="picker__kicker">{text.title}</p>
      <h1 className="page__title">{pages.picker.heading}</h1>
      <p className="page__intro">{text.intro}</p>
      <ul className="destination-list">
        {dishesIn(category).map((dish) => (
          <li key={dish.slug}>
            <Link className="destination-card" to={paths.dish(category, dish.slug)}>
              <span className="destination-card__place">{dish.origin.name}</span>
              <span className="destination-card__dish">{dish.name}</span>
              <span className="destination-card__class">{dish.classLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
