import { Link } from "react-router";
import { pages } from "../../content/pages";
import { paths } from "../paths";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.entrepreneur.meta);

export default function Entrepreneur() {
  const text = pages.entrepreneur;
  return (
    <article className="page entrepreneur">
      <h1 className="page__title entrepreneur__title">{text.title}</h1>
      <p className="page__intro">{text.intro}</p>
      <div className="entrepreneur__scan" aria-hidden="true" />
      <ul className="entrepreneur__choices">
        <li>
          <Link className="ticket" to={paths.picker("domestic")}>
            <span className="ticket__label">{text.choices.domestic}</span>
          </Link>
        </li>
        <li>
          <Link className="ticket ticket--international" to={paths.picker("international")}>
            <span className="ticket__label">{text.choices.international}</span>
          </Link>
        </li>
      </ul>
    </article>
  );
}
