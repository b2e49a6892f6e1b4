// @ts-check
// FB8 portraits: flat-vector head-and-shoulders pictures of the Collaboreight cast and
// committee, fully seeded. Writes content/assets/people/cast-01.svg … cast-12.svg and
// committee-01.svg … committee-13.svg (run through npm run art).
// Style rules: docs/art-direction.md (palette tokens, 2–4 px dark line-work,
// subtle kawung pattern, flat glows, four-point stars, no text).
import { writeAsset } from "../kit/write.mjs";
import { BGSEQ, cast, committee } from "./cast.mjs";
import { build } from "./portrait.mjs";

const pad = (n) => String(n).padStart(2, "0");

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
