// @ts-check
// FB8 portraits: flat-vector head-and-shoulders pictures of the Collaboreight cast and
// committee, fully seeded. Writes content/assets/people/cast-01.svg … cast-12.svg and
// committee-01.svg … committee-13.svg (run through npm run art).
// Style rules: docs/art-direction.md (palette tokens, 2–4 px dark line-work,
// subtle kawung pattern, flat glows, four-point stars, no text).
import { existsSync } from "node:fs";
import { portraitName } from "../../../common/asset-names.ts";
import { pages } from "../../../content/index.ts";
import { writeAsset } from "../kit/write.mjs";
import { BGSEQ, cast, committee } from "./cast.mjs";
import { build } from "./portrait.mjs";

const pad = (n) => String(n).padStart(2, "0");

/**
 * Every person content/pages.json lists has a portrait: drawn here, or a photo the committee
 * dropped into content/assets/people under the person's number. A name added without
 * either stops the run, naming it.
 */
export function checkPortraits() {
  const photoTypes = ["jpg", "jpeg", "png", "webp", "avif"];
  const groups = /** @type {const} */ ([
    ["cast", pages.collaboreight.cast, cast],
    ["committee", pages.collaboreight.committee, committee],
  ]);
  const missing = groups.flatMap(([group, people, drawn]) =>
    people
      .map((person, index) => ({ person, name: portraitName(group, index), index }))
      .filter(({ name, index }) => {
        if (index < drawn.length) return false;
        return !photoTypes.some((type) => existsSync(`content/assets/people/${name}.${type}`));
      })
      .map(({ person, name }) => `${person.name} (${name})`),
  );
  if (missing.length) {
    throw new Error(`portraits: no drawing or photo for ${missing.join(", ")}`);
  }
}

export function drawPortraits() {
  // Backgrounds cycle through four tones; the committee starts two tones on.
  cast.forEach((spec, i) => {
    spec.bg = BGSEQ[i % 4];
    const id = `cast-${pad(i + 1)}`;
    writeAsset(`people/${id}.svg`, build(spec, id));
  });
  committee.forEach((spec, i) => {
    spec.bg = BGSEQ[(i + 2) % 4];
    const id = `committee-${pad(i + 1)}`;
    writeAsset(`people/${id}.svg`, build(spec, id));
  });
}
