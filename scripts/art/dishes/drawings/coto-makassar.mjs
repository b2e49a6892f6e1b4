// @ts-check
// Coto makassar.
import { compactNumber } from "../../kit/format.mjs";
import { chunk, limeHalf, scallions, shallots } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, plate, shadow } from "../tableware.mjs";

function ketupat(id, x, y, s, r, cut = false) {
  const T = (px, py) => [x + px * s, y + py * s];
  const top = T(0, -62),
    rt = T(58, 0),
    bot = T(0, 62),
    lf = T(-58, 0);
  let out = shadow(x, y + 58 * s, 58 * s, 12 * s, 0.35);
  const shell = cut ? shapes.poly([lf, T(0, 14), rt, bot]) : shapes.poly([top, rt, bot, lf]);
  out += `<clipPath id="${id}"><path d="${shell}"/></clipPath>`;
  let w = `<rect x="${compactNumber(x - 70 * s)}" y="${compactNumber(y - 70 * s)}" width="${compactNumber(140 * s)}" height="${compactNumber(140 * s)}" fill="#c9d25a"/>`;
  let dk = "";
  const st = 14 * s;
  for (let i = -6; i <= 6; i++)
    for (let j = -6; j <= 6; j++)
      if ((i + j) % 2 === 0) {
        const cxp = x + (i - j) * st * 0.5,
          cyp = y + (i + j) * st * 0.55;
        dk += `M${compactNumber(cxp)} ${compactNumber(cyp - st * 0.55)}l${compactNumber(st * 0.5)} ${compactNumber(st * 0.55)}l${compactNumber(-st * 0.5)} ${compactNumber(st * 0.55)}l${compactNumber(-st * 0.5)} ${compactNumber(-st * 0.55)}Z`;
      }
  w += shapes.svgPath(dk, { fill: "#98ae3c", stroke: "#7d9430", sw: 1 });
  w += shapes.svgPath(shapes.poly([top, rt, bot]), { fill: "#3a4a10", op: 0.18 });
  out += shapes.svgGroup({ cp: `url(#${id})` }, w);
  out += shapes.svgPath(shell, { fill: "none", stroke: shapes.OUTLINE, sw: 3, lj: "round" });
  if (cut) {
    const face = shapes.poly([lf, T(0, -14), rt, T(0, 14)]);
    out +=
      shapes.svgPath(face, shapes.ink("#b7c64e")) +
      shapes.svgPath(shapes.poly([T(-48, 0), T(0, -10), T(48, 0), T(0, 10)]), { fill: "#f6f2e4" }) +
      shapes.svgPath(shapes.dots(r, 10, shapes.ellSample(r, x, y, 30 * s, 5 * s)), {
        stroke: "#e2dcc6",
        sw: 3,
        lc: "round",
      });
  } else {
    const tl = `M${compactNumber(top[0])} ${compactNumber(top[1])}q${compactNumber(-6 * s)} ${compactNumber(-30 * s)} ${compactNumber(-30 * s)} ${compactNumber(-44 * s)}M${compactNumber(top[0])} ${compactNumber(top[1])}q${compactNumber(10 * s)} ${compactNumber(-26 * s)} ${compactNumber(34 * s)} ${compactNumber(-34 * s)}`;
    out += shapes.outlinedLine(tl, "#b9c94a", 12 * s, 7 * s);
  }
  return out;
}
export function cotoMakassar(r) {
  const cx = 320,
    cy = 330;
  let b = plate(560, 420, 210, 72, { rim: "#3e8a3c", well: "#357a33", edge: "#2a5e28" });
  b +=
    ketupat("k1", 520, 370, 1.05, r) +
    ketupat("k2", 640, 385, 0.95, r) +
    ketupat("k3", 590, 455, 1.0, r, true);
  let c = shapes.svgPath(shapes.blob(cx - 10, cy, 140, 38, 12, 0.25, r), {
    fill: "#6e3d1a",
    op: 0.8,
  });
  c += shapes.svgPath(shapes.dots(r, 30, shapes.ellSample(r, cx, cy, 150, 48)), {
    stroke: "#9a5e26",
    sw: 7,
    lc: "round",
    so: 0.8,
  });
  for (const [x, y, rx, ry, col] of [
    [cx - 70, cy - 15, 28, 16, "#7a3620"],
    [cx + 30, cy - 22, 26, 15, "#8d4a2b"],
    [cx + 80, cy + 14, 28, 16, "#6a2a1c"],
    [cx - 20, cy + 22, 30, 16, "#8d4a2b"],
    [cx - 105, cy + 22, 20, 12, "#6a2a1c"],
  ])
    c += chunk(r, x, y, rx, ry, col, "#4a1d10", "#b06a44");
  c += scallions(r, 16, shapes.ellSample(r, cx, cy, 140, 42), 6);
  c += shallots(r, 40, shapes.ellSample(r, cx, cy, 140, 44), 3.5);
  c += shapes.svgPath(
    shapes.blob(cx + 110, cy - 18, 12, 8, 7, 0.3, r) +
      shapes.blob(cx - 120, cy - 8, 12, 8, 7, 0.3, r),
    shapes.ink("#4f9a33", { sw: 2 }),
  );
  b += bowl("cm", cx, cy, 175, 62, 115, "#4e2812", c, {
    band: () =>
      shapes.svgEllipse(cx, cy + 16, 175, 62, { fill: "none", stroke: "#c0392b", sw: 6 }) +
      shapes.svgEllipse(cx, cy + 28, 175, 62, { fill: "none", stroke: "#c0392b", sw: 2 }),
  });
  b += limeHalf(150, 480, 36, 21);
  b += shapes.steam(280, 210, 100, 14) + shapes.steam(370, 200, 100, -14);
  return { defs: "", body: b };
}
