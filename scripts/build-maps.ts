import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type GeoProjection, geoEquirectangular, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { dishes } from "../content/dishes";

/**
 * Builds the 8trepreneur maps from Natural Earth data (world-atlas) at build time: a dotted
 * world map and a map of Indonesia, as static SVG, plus each dish marker's position in
 * percent of the map, projected from the real coordinates in content/dishes.ts. The browser
 * gets two small pictures and a table of numbers, and no map library.
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

type MapBuild = { svg: string; width: number; height: number; projection: GeoProjection };

/** Land drawn as a grid of dots: a dot pattern clipped by the coastlines. */
function dottedWorld(): MapBuild {
  const width = 1000;
  const height = 470;
  const all = countries("countries-110m.json");
  // Antarctica would take a fifth of the height and hold no marker.
  const land: FeatureCollection = {
    type: "FeatureCollection",
    features: all.features.filter((country) => country.properties.name !== "Antarctica"),
  };
  const projection = geoEquirectangular().fitExtent(
    [
      [8, 8],
      [width - 8, height - 8],
    ],
    land,
  );
  // Whole pixels are plenty for a map drawn as dots, and halve the file.
  const path = geoPath(projection).digits(0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
<pattern id="dots" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.1" fill="${palette.dots}"/></pattern>
<clipPath id="land"><path d="${path(land)}"/></clipPath>
</defs>
<rect width="${width}" height="${height}" fill="url(#dots)" clip-path="url(#land)" opacity="0.75"/>
</svg>
`;
  return { svg, width, height, projection };
}

/** Indonesia's islands, with the neighbouring coasts faint for context. */
function indonesia(): MapBuild {
  const width = 1000;
  const height = 400;
  const all = countries("countries-50m.json");
  const indonesiaFeature = all.features.find((country) => country.properties.name === "Indonesia");
  if (!indonesiaFeature) throw new Error("Indonesia is missing from world-atlas");
  const projection = geoMercator()
    .fitExtent(
      [
        [28, 20],
        [width - 28, height - 20],
      ],
      indonesiaFeature,
    )
    .clipExtent([
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
  return { svg, width, height, projection };
}

function markerPositions(map: MapBuild, category: "domestic" | "international") {
  const positions: Record<string, { left: number; top: number }> = {};
  for (const dish of dishes.filter((entry) => entry.category === category)) {
    const point = map.projection([dish.origin.marker.longitude, dish.origin.marker.latitude]);
    if (!point) throw new Error(`${dish.slug}: marker cannot be projected`);
    const [x, y] = point;
    if (x < 0 || x > map.width || y < 0 || y > map.height) {
      throw new Error(`${dish.slug}: marker falls outside the ${category} map`);
    }
    const percent = (value: number, total: number) => Math.round((value / total) * 10000) / 100;
    positions[dish.slug] = { left: percent(x, map.width), top: percent(y, map.height) };
  }
  return positions;
}

mkdirSync(outDir, { recursive: true });
const world = dottedWorld();
const archipelago = indonesia();
writeFileSync(`${outDir}/world.svg`, world.svg);
writeFileSync(`${outDir}/indonesia.svg`, archipelago.svg);
writeFileSync(
  `${outDir}/index.ts`,
  `// Generated by scripts/build-maps.ts from world-atlas (Natural Earth). Do not edit.
import indonesiaUrl from "./indonesia.svg?url";
import worldUrl from "./world.svg?url";

export type MapMarker = { left: number; top: number };

export const maps: Record<
  "international" | "domestic",
  { src: string; width: number; height: number; markers: Record<string, MapMarker> }
> = {
  international: {
    src: worldUrl,
    width: ${world.width},
    height: ${world.height},
    markers: ${JSON.stringify(markerPositions(world, "international"))},
  },
  domestic: {
    src: indonesiaUrl,
    width: ${archipelago.width},
    height: ${archipelago.height},
    markers: ${JSON.stringify(markerPositions(archipelago, "domestic"))},
  },
};
`,
);
console.log(
  `maps: world.svg ${(world.svg.length / 1024).toFixed(1)} KB, indonesia.svg ${(archipelago.svg.length / 1024).toFixed(1)} KB`,
);
