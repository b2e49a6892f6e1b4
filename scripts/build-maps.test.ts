import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storedSiteContentSchema } from "../common/content-schema";
import { markersOf, placeMarkers, projectionOf } from "../common/map-markers";
import { readContentFolder } from "../content/content-folder.server";
import { fittedIndonesia, fittedWorld, frameOf } from "./build-maps";

// The markers used to be computed by the build with the projection it had just fitted; now
// the build writes the projection's numbers and the loaders re-create it. For the
// repository's dishes, both must give the very same numbers, or the published maps would move.
const content = storedSiteContentSchema.parse(
  await readContentFolder(join(process.cwd(), "content")),
);
const maps = [
  { category: "international", fitted: fittedWorld() },
  { category: "domestic", fitted: fittedIndonesia() },
] as const;

describe("the maps' projections written by the build", () => {
  for (const { category, fitted } of maps) {
    // Written as JSON into app/generated/maps/frames.ts, and read back from it.
    const frame = JSON.parse(JSON.stringify(frameOf(fitted)));

    it(`re-create the ${category} map's projection to the last digit`, () => {
      const recreated = projectionOf(frame.projection);
      const dishes = content.dishes.filter((dish) => dish.category === category);
      expect(dishes.length).toBeGreaterThan(5);
      for (const dish of dishes) {
        const place: [number, number] = [dish.origin.marker.longitude, dish.origin.marker.latitude];
        expect(recreated(place), dish.slug).toEqual(fitted.projection(place));
      }
    });

    it(`place the ${category} markers where the build placed them`, () => {
      const atBuild = placeMarkers(content.dishes, category, fitted, (place) =>
        fitted.projection(place),
      );
      const atRender = markersOf(content.dishes, category, frame);
      expect(Object.keys(atRender)).toEqual(
        content.dishes.filter((dish) => dish.category === category).map((dish) => dish.slug),
      );
      expect(atRender).toEqual(atBuild);
    });
  }

  it("refuse a dish whose marker falls off its map, naming it", () => {
    const lost = structuredClone(content.dishes);
    const dish = lost.find((entry) => entry.category === "domestic");
    if (!dish) throw new Error("the repository has no domestic dish");
    dish.origin.marker = { longitude: 10, latitude: 50 };
    expect(() => markersOf(lost, "domestic", frameOf(fittedIndonesia()))).toThrow(
      `${dish.slug}: marker falls outside the domestic map`,
    );
  });
});
