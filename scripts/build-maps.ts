import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
import { dishes } from "../content";
import { placeLabels } from "./map-labels";

type MapMarker = {
  point: { left: number; top: number };
  label: { left: number; top: number };
};

/**
 * Builds the 8trepreneur maps from Natural Earth data (world-atlas) at build time: a dotted
 * world map and a map of Indonesia, as static SVG, plus each dish marker's position in
 * percent of the map, projected from the real coordinates in content/dishes.json, and where its
 * flag or pin is drawn so that no marker covers another (scripts/map-labels.ts). The browser
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

/**
 * Land drawn as a grid of dots. Each dot whose centre falls on land (Natural Earth 1:50m, so
 * small islands keep their dots) is written out, rather than a dot pattern clipped by the
 * coastlines: about 2,000 dots compress to a few kilobytes where the coastline path took
 * 16 KB, and this picture is what a phone paints last on /8trepreneur/international.
 */
function dottedWorld(): MapBuild {
  const width = 1000;
  const height = 470;
  const spacing = 8;
  const dotRadius = 2.1;
  const withoutAntarctica = (file: string): FeatureCollection => ({
    type: "FeatureCollection",
    // Antarctica would take a fifth of the height and hold no marker.
    features: countries(file).features.filter(
      (country) => country.properties.name !== "Antarctica",
    ),
  });
  const projection = geoEquirectangular().fitExtent(
    [
      [8, 8],
      [width - 8, height - 8],
    ],
    withoutAntarctica("countries-110m.json"),
  );
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

function markerPositions(map: MapBuild, category: "domestic" | "international") {
  const inputs = dishes
    .filter((entry) => entry.category === category)
    .map((dish) => {
      const point = map.projection([dish.origin.marker.longitude, dish.origin.marker.latitude]);
      if (!point) throw new Error(`${dish.slug}: marker cannot be projected`);
      const [x, y] = point;
      if (x < 0 || x > map.width || y < 0 || y > map.height) {
        throw new Error(`${dish.slug}: marker falls outside the ${category} map`);
      }
      return { id: dish.slug, point: { x, y } };
    });
  const unitsPerPx = map.width / narrowestClickableMapPx;
  const placed = placeLabels(inputs, {
    width: map.width,
    height: map.height,
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
      point: { left: percent(point.x, map.width), top: percent(point.y, map.height) },
      label: { left: percent(label.x, map.width), top: percent(label.y, map.height) },
    };
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

/** Percent of the map: the true place, and where its flag or pin is drawn (the same when the
 * place has room; elsewhere a leader line joins them). */
export type MapMarker = {
  point: { left: number; top: number };
  label: { left: number; top: number };
};

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
