// @ts-check
// Soto betawi.
import { compactNumber } from "../../kit/format.mjs";
import { chunk, limeHalf, scallions, shallots } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, plate } from "../tableware.mjs";

export function sotoBetawi(r) {
  const cx = 360,
    cy = 320;
  let b = plate(630, 330, 120, 42, {});
  // emping
  for (let i = 0; i < 7; i++) {
    const x = 580 + (i % 4) * 32 + r.range(-6, 6),
      y = 318 + Math.floor(i / 4) * 16 + r.range(-4, 4);
    b +=
      shapes.svgPath(shapes.blob(x, y, 30, 13, 12, 0.12, r), shapes.ink("#f0dfa2", { sw: 2 })) +
      shapes.svgPath(shapes.dots(r, 6, shapes.ellSample(r, x, y, 20, 8)), {
        stroke: "#cdb36a",
        sw: 3,
        lc: "round",
      });
  }
  let c = "";
  c += shapes.svgPath(shapes.dots(r, 30, shapes.ellSample(r, cx, cy, 170, 55)), {
    stroke: "#e59a32",
    sw: 6,
    lc: "round",
    so: 0.8,
  });
  c += shapes.svgPath(shapes.blob(cx - 20, cy - 5, 150, 40, 12, 0.2, r), {
    fill: "#f6dea0",
    op: 0.7,
  });
  for (const [x, y, rx, ry] of [
    [cx - 90, cy - 10, 30, 18],
    [cx + 40, cy - 25, 28, 17],
    [cx + 100, cy + 15, 30, 18],
    [cx - 30, cy + 25, 32, 18],
    [cx - 120, cy + 30, 22, 14],
  ])
    c += chunk(r, x, y, rx, ry, "#8c4d2a", "#66331a", "#b06c40");
  for (const [x, y] of [
    [cx + 10, cy + 5],
    [cx - 55, cy - 35],
    [cx + 120, cy - 20],
  ]) {
    c +=
      shapes.svgEllipse(x, y, 26, 17, shapes.ink("#d8352a", { sw: 2.5 })) +
      shapes.svgEllipse(x, y, 20, 12, { fill: "#f26a50" });
    let sg = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      sg += `M${compactNumber(x)} ${compactNumber(y)}L${compactNumber(x + Math.cos(a) * 17)} ${compactNumber(y + Math.sin(a) * 10)}`;
    }
    c +=
      shapes.svgPath(sg, { fill: "none", stroke: "#d8352a", sw: 2 }) +
      shapes.svgPath(shapes.dots(r, 6, shapes.ellSample(r, x, y, 14, 8)), {
        stroke: "#ffd8b0",
        sw: 3,
        lc: "round",
      });
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = shapes.inEllipse(r, cx, cy, 140, 40);
    c += `<rect x="${compactNumber(x - 11)}" y="${compactNumber(y - 9)}" width="22" height="18" rx="4" fill="#f3df9a" stroke="${shapes.OUTLINE}" stroke-width="2"/>`;
  }
  c += scallions(r, 16, shapes.ellSample(r, cx, cy, 160, 50));
  c += shapes.svgPath(
    shapes.blob(cx - 130, cy - 25, 14, 9, 7, 0.3, r) +
      shapes.blob(cx + 70, cy + 35, 13, 8, 7, 0.3, r),
    shapes.ink("#4f9a33", { sw: 2 }),
  );
  c += shallots(r, 30, shapes.ellSample(r, cx, cy, 160, 48));
  b += bowl("sb", cx, cy, 205, 72, 130, "#efcf86", c, {
    band: () =>
      shapes.svgEllipse(cx, cy + 18, 205, 72, { fill: "none", stroke: "#2c5aa0", sw: 10 }) +
      shapes.svgEllipse(cx, cy + 34, 205, 72, { fill: "none", stroke: "#2c5aa0", sw: 3 }),
  });
  b += limeHalf(615, 470, 40, 24) + limeHalf(690, 455, 34, 20);
  b += shapes.steam(310, 200, 100, 14) + shapes.steam(410, 190, 110, -14);
  return { defs: "", body: b };
}
