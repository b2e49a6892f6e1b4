import { Link } from "react-router";
import { paths } from "../../common/paths";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { images as entrepreneurArt } from "../generated/images/entrepreneur";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/entrepreneur";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.entrepreneur.meta, location.pathname);
};

export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["entrepreneur"]) };
}

export default function Entrepreneur() {
  const { pages } = useContent();
  const text = pages.entrepreneur;
  const choices = [
    { category: "domestic" as const, label: text.choices.domestic },
    { category: "international" as const, label: text.choices.international },
  ];
  return (
    <article className="page entrepreneur">
      <h1 className="page__title entrepreneur__title">{text.title}</h1>
      <p className="page__intro">{text.intro}</p>
      <ResponsiveImage
        className="entrepreneur__scan"
        asset={pictureOf(entrepreneurArt, "scan")}
        alt={text.scanAlt}
        eager
      />
      <ul className="entrepreneur__choices">
        {choices.map((choice) => {
          const ticket = pictureOf(entrepreneurArt, `ticket-${choice.category}`);
          return (
            <li key={choice.category}>
              {/* A real link, named by its label, drawn as a boarding pass. */}
              <Link className="ticket" to={paths.picker(choice.category)}>
                <img src={ticket.src} width={ticket.width} height={ticket.height} alt="" />
                <span className="ticket__label">{choice.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="entrepreneur__results">
        <Link to={paths.results}>{text.resultsLink}</Link>
        <Link to={paths.live}>{text.liveLink}</Link>
      </p>
    </article>
  );
}
