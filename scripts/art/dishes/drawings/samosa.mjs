// @ts-check
// Samosa.
import { compactNumber } from "../../kit/format.mjs";
import { chili } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, plate, shadow } from "../tableware.mjs";

function samosa(x, y, s, r, flip = false) {
  const m = flip ? -1 : 1;
  const T = (px, py) => [x + px * s * m, y + py * s];
  const apex = T(0, -120),
    bl = T(-105, 28),
    br = T(72, 38),
    back = T(118, -2);
  let o = shadow(x + 8 * m, y + 36 * s, 120 * s, 20 * s, 0.35);
  o += shapes.svgPath(shapes.roundPoly([apex, br, back], 14, 4), shapes.ink("#b5752a"));
  const front = shapes.roundPoly([apex, bl, br], 16, 5);
  o += shapes.svgPath(front, shapes.ink("#e0a04a"));
  o += shapes.svgPath(shapes.dots(r, 14, shapes.triSample(r, T(0, -100), T(-80, 18), T(58, 26))), {
    stroke: "#f6cf7f",
    sw: 5,
    lc: "round",
  });
  o += shapes.svgPath(shapes.dots(r, 16, shapes.triSample(r, T(0, -100), T(-80, 18), T(58, 26))), {
    stroke: "#b46b22",
    sw: 2.5,
    lc: "round",
  });
  o += shapes.svgPath(shapes.dots(r, 8, shapes.triSample(r, T(8, -100), T(64, 30), T(104, -2))), {
    stroke: "#8f561b",
    sw: 2.5,
    lc: "round",
  });
  // crimped seam along left edge
  const e1 = T(-6, -108),
    e2 = T(-96, 18);
  o += shapes.svgPath(
    `M${compactNumber(e1[0])} ${compactNumber(e1[1])}L${compactNumber(e2[0])} ${compactNumber(e2[1])}`,
    shapes.line({ stroke: "#c98535", sw: 11 }),
  );
  let t = "";
  for (let i = 0; i <= 9; i++) {
    const u = i / 9,
      px = e1[0] + (e2[0] - e1[0]) * u,
      py = e1[1] + (e2[1] - e1[1]) * u;
    t += `M${compactNumber(px - 5 * m)} ${compactNumber(py - 4)}l${compactNumber(9 * m)} ${compactNumber(5)}`;
  }
  o += shapes.svgPath(t, shapes.line({ stroke: "#8f531a", sw: 2 }));
  o += shapes.svgPath(
    `M${compactNumber(T(10, -96)[0])} ${compactNumber(T(10, -96)[1])}L${compactNumber(T(40, -40)[0])} ${compactNumber(T(40, -40)[1])}`,
    shapes.line({ stroke: "#f8d898", sw: 4, so: 0.8 }),
  );
  return o;
}
export function samosaDish(r) {
  let b = plate(400, 420, 300, 100, { rim: "#cdd2da", well: "#aeb4bf", edge: "#7d8491" });
  b += samosa(420, 345, 0.82, r, true);
  b += samosa(300, 420, 1, r);
  b += samosa(515, 432, 0.95, r, true);
  // chutneys
  b += bowl(
    "ch",
    650,
    455,
    72,
    27,
    38,
    "#4e9a35",
    shapes.svgPath(
      "M625 458c10-12 40-10 42 2s-30 10-24-2",
      shapes.line({ stroke: "#9ad46c", sw: 4 }),
    ) +
      shapes.svgPath(shapes.dots(r, 16, shapes.ellSample(r, 650, 458, 50, 14)), {
        stroke: "#2f6e22",
        sw: 3,
        lc: "round",
      }),
    { body: "#e9e2d4" },
  );
  b += bowl(
    "ta",
    155,
    455,
    60,
    23,
    32,
    "#7e2418",
    shapes.svgPath("M135 458c10-8 30-8 36 2", shapes.line({ stroke: "#b8543e", sw: 3 })),
    { body: "#e9e2d4" },
  );
  // green chili + onion rings
  b += chili(690, 505, 560, 528, 14, 9, "#3f9b37");
  b +=
    shapes.svgEllipse(245, 520, 20, 9, { fill: "none", stroke: shapes.OUTLINE, sw: 7 }) +
    shapes.svgEllipse(245, 520, 20, 9, { fill: "none", stroke: "#d99ac8", sw: 4 });
  b +=
    shapes.svgEllipse(275, 528, 16, 7, { fill: "none", stroke: shapes.OUTLINE, sw: 7 }) +
    shapes.svgEllipse(275, 528, 16, 7, { fill: "none", stroke: "#e8b6dc", sw: 4 });
  return { defs: "", body: b };
}
