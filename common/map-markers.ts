import { type GeoProjection, geoEquirectangular, geoMercator } from "d3-geo";
import { placeLabels } from "./map-labels";
import type { VoteCategory } from "./vote-category";

/**
 * Where each dish's marker stands on its 8trepreneur map. The maps are pictures drawn once per
 * version of the code (scripts/build-maps.ts), but which dishes stand on them is content: the
 * build writes the parameters of the projection it fitted each map with, and the pickers'
 * loaders project the release's dishes with them when a release is rendered, so a new dish or
 * a moved origin is published in a second instead of a whole build (docs/decisions/0042).
 *
 * Server only (the pickers' loaders, through app/features/entrepreneur/map-markers.server.ts):
 * d3-geo stays out of the browser, which gets only the resulting percentages.
 */

/** Percent of the map: the true place, and where its flag or pin is drawn (the same when the
 * place has room; elsewhere a leader line joins them). */
export type MapMarker = {
  point: { left: number; top: number };
  label: { left: number; top: number };
};

/**
 * A fitted d3-geo projection as numbers. `fitExtent` sets only the scale and the translation;
 * the centre and rotation are kept too, so that any later fit re-creates exactly.
 */
export type MapProjection = {
  type: "equirectangular" | "mercator";
  scale: number;
  translate: [number, number];
  center: [number, number];
  rotate: [number, number, number];
};

/** A map as its markers need it: its size in map units (its SVG's viewBox) and projection. */
export type MapFrame = { width: number; height: number; projection: MapProjection };

/** What the build writes of a projection it fitted. */
export function projectionParamsOf(
  projection: GeoProjection,
  type: MapProjection["type"],
): MapProjection {
  const [x, y] = projection.translate();
  const [longitude, latitude] = projection.center();
  const [lambda, phi, gamma] = projection.rotate();
  return {
    type,
    scale: projection.scale(),
    translate: [x, y],
    center: [longitude, latitude],
    rotate: [lambda, phi, gamma ?? 0],
  };
}

/** The projection the build fitted, re-created from its parameters. */
export function projectionOf(params: MapProjection): GeoProjection {
  const projection = params.type === "mercator" ? geoMercator() : geoEquirectangular();
  return projection
    .rotate(params.rotate)
    .center(params.center)
    .scale(params.scale)
    .translate(params.translate);
}

/**
 * The narrowest the map is drawn while its markers are links: 704 px at a 768 px window, the
 * first width above the phone layout (app/features/entrepreneur/destination-picker.css).
 * Labels are spaced for this width; every wider map only spreads them further apart.
 */
const narrowestClickableMapPx = 700;
/** Each marker's link is 44 px square (destination-picker.css, .map-marker). */
const linkPx = 44;
/** Room between one marker's link and the next marker's flag or pin. */
const gapPx = 4;
/** The visible symbols: a 36×27 px flag on the world map, an 18 px pin on Indonesia's. */
const symbolPx = { international: { width: 36, height: 27 }, domestic: { width: 18, height: 18 } };

export type MarkedDish = {
  slug: string;
  category: VoteCategory;
  origin: { marker: { longitude: number; latitude: number } };
};

/** A point of the map in its units, or null where the projection has none. */
export type Projector = (lonLat: [number, number]) => [number, number] | null;

/**
 * The markers of one category's dishes, in the catalogue's order (the order breaks ties in
 * the label placement, so a release lays out the same way every time). A dish whose marker
 * cannot be projected, or falls off its map, stops the render with its slug: published, it
 * would be a flag in the margin or missing from the map.
 */
export function placeMarkers(
  dishes: readonly MarkedDish[],
  category: VoteCategory,
  size: { width: number; height: number },
  project: Projector,
): Record<string, MapMarker> {
  const inputs = dishes
    .filter((entry) => entry.category === category)
    .map((dish) => {
      const point = project([dish.origin.marker.longitude, dish.origin.marker.latitude]);
      if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) {
        throw new Error(`${dish.slug}: marker cannot be projected`);
      }
      const [x, y] = point;
      if (x < 0 || x > size.width || y < 0 || y > size.height) {
        throw new Error(`${dish.slug}: marker falls outside the ${category} map`);
      }
      return { id: dish.slug, point: { x, y } };
    });
  const unitsPerPx = size.width / narrowestClickableMapPx;
  const placed = placeLabels(inputs, {
    width: size.width,
    height: size.height,
    hitHalf: (linkPx / 2) * unitsPerPx,
    gap: gapPx * unitsPerPx,
    symbol: {
      halfWidth: (symbolPx[category].width / 2) * unitsPerPx,
      halfHeight: (symbolPx[category].height / 2) * unitsPerPx,
    },
  });
  const percent = (value: number, total: number) => Math.round((value / total) * 10000) / 100;
  const positions: Record<string, MapMarker> = {};
  for (const { id, point, label } of placed) {
    positions[id] = {
      point: { left: percent(point.x, size.width), top: percent(point.y, size.height) },
      label: { left: percent(label.x, size.width), top: percent(label.y, size.height) },
    };
  }
  return positions;
}

/** The markers of one category's dishes on the map the build drew for it. */
export function markersOf(
  dishes: readonly MarkedDish[],
  category: VoteCategory,
  frame: MapFrame,
): Record<string, MapMarker> {
  const projection = projectionOf(frame.projection);
  return placeMarkers(dishes, category, frame, (lonLat) => projection(lonLat));
}
