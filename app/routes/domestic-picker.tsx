import { dishesOf } from "../../common/catalogue";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { mapMarkersOf } from "../features/entrepreneur/map-markers.server";
import { pageMeta } from "../seo";
import { contentPart, listed, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/domestic-picker";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.picker.domestic.meta, location.pathname);
};

/**
 * The picker's words, the category's dishes as the map and the list name them, and where
 * each stands on the map, placed for this release's dishes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["picker"], {
      dishes: dishesOf(source.dishes, "domestic").map(listed),
    }),
    markers: mapMarkersOf(source.dishes, "domestic"),
  };
}

export default function DomesticPicker({ loaderData }: Route.ComponentProps) {
  return <DestinationPicker category="domestic" markers={loaderData.markers} />;
}
