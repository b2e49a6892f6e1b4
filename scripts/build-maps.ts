import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import {
  type GeoProjection,
  geoBounds,
  geoContains,
  geoEquirectangular,
  geoMercator,
  geoPath,
} from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { type MapFrame, type MapProjection, projectionParamsOf } from "../common/map-markers";

/**
 * Builds the 8trepreneur maps from Natural Earth data (world-atlas) at build time: a dotted
 * world map and a map of Indonesia, as static SVG, plus the parameters of the projection each
 * was fitted with. The dishes' markers are content: the pickers' loaders project them with
 * those parameters when a release is rendered (common/map-markers.ts), so a new dish needs no
 * build. The browser gets two small pictures and a table of numbers, and no map library.
 */
const outDir = "app/generated/maps";
const palette = { dots: "#4fd1c5", land: "#35237a", coast: "#f5c04e", faint: "#2a1a5e" };

function readTopology(file: string): Topology {
  return JSON.parse(readFileSync(`node_modules/world-atlas/${file}`, "utf8"));
}

function countries(file: string): FeatureCollection<Geometry, { name: string }> {
  const topology = readTopology(file);
  const objects = topology.objects.countries as GeometryCollection<{ name: string }>;
  return feature(topology, objects);
}

type FittedMap = {
  width: number;
  height: number;
  type: MapProjection["type"];
  projection: GeoProjection;
};
type MapBuild = FittedMap & { svg: string };

const withoutAntarctica = (file: string): FeatureCollection => ({
  type: "FeatureCollection",
  // Antarctica would take a fifth of the height and hold no marker.
  features: countries(file).features.filter((country) => country.properties.name !== "Antarctica"),
});

/** The world map's projection: fitted to the land, Antarctica left out. */
export function fittedWorld(): FittedMap {
  const width = 1000;
  const height = 470;
  const projection = geoEquirectangular().fitExtent(
    [
      [8, 8],
      [width - 8, height - 8],
    ],
    withoutAntarctica("countries-110m.json"),
  );
  return { width, height, type: "equirectangular", projection };
}

function indonesiaFeatureOf(all: FeatureCollection<Geometry, { name: string }>) {
  const found = all.features.find((country) => country.properties.name === "Indonesia");
  if (!found) throw new Error("Indonesia is missing from world-atlas");
  return found;
}

/** Indonesia's map projection: fitted to its islands. */
export function fittedIndonesia(): FittedMap {
  const width = 1000;
  const height = 400;
  const projection = geoMercator().fitExtent(
    [
      [28, 20],
      [width - 28, height - 20],
    ],
    indonesiaFeatureOf(countries("countries-50m.json")),
  );
  return { width, height, type: "mercator", projection };
}

/** What a loader needs to place markers on a map: its size and its projection's numbers. */
export function frameOf(map: FittedMap): MapFrame {
  return {
    width: map.width,
    height: map.height,
    projection: projectionParamsOf(map.projection, map.type),
  };
}

/**
 * Land drawn as a grid of dots. Each dot whose centre falls on land (Natural Earth 1:50m, so
 * small islands keep their dots) is written out, rather than a dot pattern clipped by the
 * coastlines: about 2,000 dots compress to a few kilobytes where the coastline path took
 * 16 KB, and this picture is what a phone paints last on /8trepreneur/international.
 */
function dottedWorld(): MapBuild {
  const fitted = fittedWorld();
  const { width, height, projection } = fitted;
  const spacing = 8;
  const dotRadius = 2.1;
  const land = withoutAntarctica("countries-50m.json").features.map((country) => ({
    country,
    bounds: geoBounds(country),
  }));
  const onLand = (point: [number, number]) =>
    land.some(
      ({ country, bounds: [[west, south], [east, north]] }) =>
        point[1] >= south &&
        point[1] <= north &&
        // A country across the antimeridian has west > east.
        (west <= east
          ? point[0] >= west && point[0] <= east
          : point[0] >= west || point[0] <= east) &&
        geoContains(country, point),
    );
  // One subpath per row: "M" to the first dot, then "m" by whole grid steps. A round cap on a
  // 0.1 px stroke draws each dot; the tiny length keeps every engine drawing the cap.
  const rows: string[] = [];
  for (let y = spacing / 2; y < height; y += spacing) {
    let previousX: number | undefined;
    let row = "";
    for (let x = spacing / 2; x < width; x += spacing) {
      const point = projection.invert?.([x, y]);
      if (!point || !onLand(point)) continue;
      row += previousX === undefined ? `M${x} ${y}h.1` : `m${x - previousX - 0.1} 0h.1`;
      previousX = x;
    }
    rows.push(row);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<path d="${rows.join("")}" stroke="${palette.dots}" stroke-width="${dotRadius * 2}" stroke-linecap="round" opacity="0.75"/>
</svg>
`;
  return { ...fitted, svg };
}

/** Indonesia's islands, with the neighbouring coasts faint for context. */
function indonesia(): MapBuild {
  const fitted = fittedIndonesia();
  const { width, height } = fitted;
  const all = countries("countries-50m.json");
  const indonesiaFeature = indonesiaFeatureOf(all);
  // Clipping shapes what is drawn, not where a point lands: the markers' projection (fitted,
  // unclipped) is the same.
  const projection = fitted.projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection).digits(1);
  const neighbours = all.features.filter(
    (country: Feature<Geometry, { name: string }>) => country !== indonesiaFeature,
  );
  const neighbourPaths = neighbours
    .map((country) => path(country))
    .filter((d): d is string => Boolean(d))
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
<pattern id="dots" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.6" fill="${palette.dots}"/></pattern>
</defs>
<path d="${neighbourPaths}" fill="${palette.faint}"/>
<path d="${path(indonesiaFeature)}" fill="${palette.land}" stroke="${palette.coast}" stroke-width="1" stroke-linejoin="round"/>
<path d="${path(indonesiaFeature)}" fill="url(#dots)" opacity="0.5"/>
</svg>
`;
  return { ...fitted, svg };
}

function main() {
  mkdirSync(outDir, { recursive: true });
  const world = dottedWorld();
  const archipelago = indonesia();
  writeFileSync(`${outDir}/world.svg`, world.svg);
  writeFileSync(`${outDir}/indonesia.svg`, archipelago.svg);
  // The pictures, for the browser.
  writeFileSync(
    `${outDir}/index.ts`,
    `// Generated by scripts/build-maps.ts from world-atlas (Natural Earth). Do not edit.
import indonesiaUrl from "./indonesia.svg?url";
import worldUrl from "./world.svg?url";

/** The map pictures; the markers on them come from the pickers' loaders. */
export const maps: Record<"international" | "domestic", { src: string; width: number; height: number }> = {
  international: { src: worldUrl, width: ${world.width}, height: ${world.height} },
  domestic: { src: indonesiaUrl, width: ${archipelago.width}, height: ${archipelago.height} },
};
`,
  );
  // The projections, for the loaders only (app/features/entrepreneur/map-markers.server.ts):
  // a module of its own, so the browser's bundle never carries them.
  writeFileSync(
    `${outDir}/frames.ts`,
    `// Generated by scripts/build-maps.ts from world-atlas (Natural Earth). Do not edit.
import type { MapFrame } from "../../../common/map-markers";

/** Each map's size and the projection it was drawn with, to place the release's markers. */
export const frames: Record<"international" | "domestic", MapFrame> = ${JSON.stringify(
      { international: frameOf(world), domestic: frameOf(archipelago) },
      null,
      2,
    )};
`,
  );
  console.log(
    `maps: world.svg ${(world.svg.length / 1024).toFixed(1)} KB, indonesia.svg ${(archipelago.svg.length / 1024).toFixed(1)} KB`,
  );
}

// Run by `npm run generate`; imported by the tests for its fitted projections only.
if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) main();
