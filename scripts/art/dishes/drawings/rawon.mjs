// @ts-check
// Rawon.
import { compactNumber } from "../../kit/format.mjs";
import { chunk, mound, scallions, shallots } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, plate } from "../tableware.mjs";

export function rawon(r) {
  const cx = 330,
    cy = 330;
  let b = plate(630, 300, 118, 40);
  b += mound("rice", r, 630, 318, 82, 70, { n: 90 });
  let c = shapes.svgPath(shapes.blob(cx - 10, cy - 4, 150, 40, 12, 0.2, r), {
    fill: "#34221a",
    op: 0.9,
  });
  c += shapes.svgPath(shapes.dots(r, 26, shapes.ellSample(r, cx, cy, 160, 50)), {
    stroke: "#5b3a22",
    sw: 7,
    lc: "round",
  });
  for (const [x, y, rx, ry] of [
    [cx - 80, cy - 12, 30, 17],
    [cx + 10, cy - 26, 28, 16],
    [cx + 85, cy + 10, 30, 17],
    [cx - 25, cy + 22, 30, 16],
    [cx - 120, cy + 24, 22, 13],
  ])
    c += chunk(r, x, y, rx, ry, "#5e3521", "#3a1d10", "#8a5a3a");
  let sp = "";
  for (let i = 0; i < 24; i++) {
    const [x, y] = shapes.inEllipse(r, cx + 60, cy - 10, 70, 22);
    const a = r.range(-0.8, 0.8) + (r() < 0.5 ? Math.PI : 0);
    sp += `M${compactNumber(x)} ${compactNumber(y)}q${compactNumber(Math.cos(a) * 14)} ${compactNumber(Math.sin(a) * 6 - 8)} ${compactNumber(Math.cos(a) * 28)} ${compactNumber(Math.sin(a) * 10)}`;
  }
  c +=
    shapes.svgPath(sp, { fill: "none", stroke: shapes.OUTLINE, sw: 6, lc: "round" }) +
    shapes.svgPath(sp, { fill: "none", stroke: "#f6f0d8", sw: 3.5, lc: "round" });
  c += shapes.svgPath(shapes.dots(r, 16, shapes.ellSample(r, cx + 60, cy - 10, 70, 22)), {
    stroke: "#e8d36a",
    sw: 5,
    lc: "round",
  });
  c += scallions(r, 16, shapes.ellSample(r, cx - 40, cy, 130, 44), 6);
  c += shallots(r, 34, shapes.ellSample(r, cx, cy, 150, 46), 3.5);
  b += bowl("rw", cx, cy, 195, 68, 125, "#1c1310", c, {
    band: () =>
      shapes.svgEllipse(cx, cy + 16, 195, 68, { fill: "none", stroke: "#2c5aa0", sw: 7 }) +
      shapes.svgEllipse(cx, cy + 28, 195, 68, { fill: "none", stroke: "#2c5aa0", sw: 2 }),
  });
  // salted egg saucer
  b += plate(600, 470, 95, 32, {});
  b +=
    shapes.svgEllipse(575, 462, 36, 22, shapes.ink("#fbf8ef")) +
    shapes.svgEllipse(575, 462, 19, 13, shapes.ink("#e5621c", { sw: 2 })) +
    shapes.svgEllipse(571, 459, 7, 4, { fill: "#f59a52" });
  b +=
    shapes.svgEllipse(640, 458, 24, 30, shapes.ink("#bfd9cf", { tr: "rotate(20 640 458)" })) +
    shapes.svgEllipse(634, 448, 6, 9, { fill: "#e5f2ec", tr: "rotate(20 634 448)" });
  // sambal
  b += bowl(
    "sbl",
    140,
    470,
    56,
    21,
    30,
    "#c8321f",
    shapes.svgPath(shapes.dots(r, 10, shapes.ellSample(r, 140, 472, 40, 10)), {
      stroke: "#f7b27a",
      sw: 3,
      lc: "round",
    }),
  );
  b += shapes.steam(280, 200, 100, 14) + shapes.steam(370, 190, 100, -14);
  return { defs: "", body: b };
}
