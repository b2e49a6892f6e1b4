// @ts-check
// Rendang.
import { chunk, mound } from "../ingredients.mjs";
import { blob, dots, ellSample, inEllipse, ink, line, svgEllipse, svgPath } from "../shapes.mjs";
import { leafLiner, rattan } from "../tableware.mjs";

export function rendang(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: -0.2 });
  b += lf.body;
  b += mound("rice", r, 235, 425, 115, 100, { n: 120 });
  const cx = 480,
    cy = 415;
  b += svgPath(blob(cx, cy + 5, 150, 48, 16, 0.18, r), ink("#4e230c", { sw: 2.5 }));
  b += svgPath(dots(r, 80, ellSample(r, cx, cy + 5, 145, 45)), {
    stroke: "#7a3a16",
    sw: 5,
    lc: "round",
  });
  const ch = [];
  for (let i = 0; i < 11; i++) {
    const [x, y] = inEllipse(r, cx, cy, 125, 38);
    const lift = (1 - Math.hypot((x - cx) / 125, (y - cy) / 38)) * 45;
    ch.push([x, y - lift]);
  }
  ch.sort((a, c) => a[1] - c[1]);
  for (const [x, y] of ch) {
    const rx = r.range(38, 48),
      ry = r.range(27, 33);
    b += chunk(r, x, y, rx, ry, "#5e2a11", "#351407", "#98532a", { jit: 0.3 });
    b += svgPath(dots(r, 16, ellSample(r, x, y, rx * 0.75, ry * 0.7)), {
      stroke: "#8d4a1e",
      sw: 4.5,
      lc: "round",
    });
    b += svgPath(dots(r, 9, ellSample(r, x, y, rx * 0.75, ry * 0.7)), {
      stroke: "#c0652a",
      sw: 2.6,
      lc: "round",
    });
  }
  for (const [x, y, a] of [
    [575, 365, 20],
    [395, 372, -30],
  ])
    b += `<g transform="rotate(${a} ${x} ${y})">${svgPath(`M${x - 28} ${y}Q${x} ${y - 16} ${x + 28} ${y}Q${x} ${y + 16} ${x - 28} ${y}Z`, ink("#2f5a26", { sw: 2 }))}${svgPath(`M${x - 24} ${y}L${x + 24} ${y}`, line({ stroke: "#5c8a3a", sw: 1.5 }))}</g>`;
  for (const [x, y] of [
    [470, 352],
    [540, 420],
    [420, 428],
    [610, 408],
  ])
    b +=
      svgEllipse(x, y, 9, 6, ink("#c8281e", { sw: 2 })) +
      svgEllipse(x, y, 4.5, 2.8, { fill: "#f5c6a0" });
  return { defs: lf.defs, body: b };
}
