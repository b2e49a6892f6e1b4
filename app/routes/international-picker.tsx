import { dishesOf } from "../../common/catalogue";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { pageMeta } from "../seo";
import { contentPart, listed, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/international-picker";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.picker.international.meta, location.pathname);
};

/** The picker's words and the category's dishes as the map and the list name them. */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["picker"], {
      dishes: dishesOf(source.dishes, "international").map(listed),
    }),
  };
}

export default function InternationalPicker() {
  return <DestinationPicker category="international" />;
}
