import { data } from "react-router";
import { type MapMarker, type MarkedDish, markersOf } from "../../../common/map-markers";
import type { VoteCategory } from "../../../common/vote-category";
import { frames } from "../../generated/maps/frames";

/**
 * The markers of a category's dishes on the map the code was built with, for the pickers'
 * loaders: the release's dishes are placed when it is rendered, so a new dish or a moved
 * origin needs no build (common/map-markers.ts). A `.server` module, so that d3-geo and the
 * projections never reach the browser.
 *
 * A dish that cannot stand on its map fails the render. The error is thrown as a response,
 * whose text React Router passes on as it is (an Error's message it hides in production), so
 * the publish's log names the dish.
 */
export function mapMarkersOf(
  dishes: readonly MarkedDish[],
  category: VoteCategory,
): Record<string, MapMarker> {
  try {
    return markersOf(dishes, category, frames[category]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw data(`Map markers: ${message}`, { status: 500 });
  }
}
