// @ts-check
// Bakpao.
import { compactNumber } from "../../kit/format.mjs";
import { ink, line, OUTLINE, steam, svgCircle, svgEllipse, svgGroup, svgPath } from "../shapes.mjs";
import { shadow } from "../tableware.mjs";

function bun(x, y, w, h, _r, red) {
  const d = `M${compactNumber(x - w / 2)} ${compactNumber(y)}C${compactNumber(x - w / 2)} ${compactNumber(y - h * 0.85)} ${compactNumber(x - w * 0.22)} ${compactNumber(y - h)} ${compactNumber(x)} ${compactNumber(y - h)}C${compactNumber(x + w * 0.22)} ${compactNumber(y - h)} ${compactNumber(x + w / 2)} ${compactNumber(y - h * 0.85)} ${compactNumber(x + w / 2)} ${compactNumber(y)}Q${compactNumber(x)} ${compactNumber(y + h * 0.28)} ${compactNumber(x - w / 2)} ${compactNumber(y)}Z`;
  let s = svgPath(d, ink("#fcf9f2"));
  s += svgPath(
    `M${compactNumber(x + w * 0.18)} ${compactNumber(y - h * 0.9)}C${compactNumber(x + w * 0.45)} ${compactNumber(y - h * 0.7)} ${compactNumber(x + w * 0.5)} ${compactNumber(y - h * 0.2)} ${compactNumber(x + w * 0.46)} ${compactNumber(y + 2)}Q${compactNumber(x + w * 0.2)} ${compactNumber(y + h * 0.18)} ${compactNumber(x)} ${compactNumber(y + h * 0.13)}C${compactNumber(x + w * 0.3)} ${compactNumber(y - h * 0.2)} ${compactNumber(x + w * 0.28)} ${compactNumber(y - h * 0.6)} ${compactNumber(x + w * 0.18)} ${compactNumber(y - h * 0.9)}Z`,
    { fill: "#e9e1d1" },
  );
  const kx = x,
    ky = y - h + 14;
  let pl = "";
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (1.05 + (i / 10) * 0.9) + 0.0;
    const ex = x + Math.cos(a) * w * 0.36,
      ey =
        ky +
        8 +
        Math.abs(Math.sin(a)) * -2 +
        (1 - Math.abs(Math.cos(a))) * 0 +
        h * 0.25 +
        Math.abs(Math.cos(a)) * h * 0.08;
    const cx1 = kx + Math.cos(a + 0.5) * w * 0.2,
      cy1 = ky + 6;
    pl += `M${compactNumber(kx)} ${compactNumber(ky)}Q${compactNumber(cx1)} ${compactNumber(cy1)} ${compactNumber(ex)} ${compactNumber(ey - h * 0.15 * Math.abs(Math.sin(a)))}`;
  }
  s += svgPath(pl, { fill: "none", stroke: "#cfc3ad", sw: 2.5, lc: "round" });
  s += svgEllipse(kx, ky, 9, 6, ink("#f1ead9", { sw: 2 }));
  if (red) s += svgCircle(kx, ky - 1, 5, { fill: "#e2463c" });
  s += svgPath(
    `M${compactNumber(x - w * 0.34)} ${compactNumber(y - h * 0.55)}Q${compactNumber(x - w * 0.3)} ${compactNumber(y - h * 0.85)} ${compactNumber(x - w * 0.12)} ${compactNumber(y - h * 0.93)}`,
    line({ stroke: "#fff", sw: 4 }),
  );
  return s;
}
export function bakpao(r) {
  const cx = 400,
    cy = 318,
    rx = 240,
    ry = 80,
    h = 110;
  let b = shadow(cx, cy + h + 30, rx * 1.05, ry * 0.7, 0.55);
  // inside back
  b += svgEllipse(cx, cy, rx, ry, ink("#c48b43"));
  b += svgEllipse(cx, cy + 6, rx - 14, ry - 8, { fill: "#a8722f" });
  let lat = "";
  for (let i = -12; i <= 12; i++)
    lat += `M${cx + i * 22 - 60} ${cy - 60}l120 140M${cx + i * 22 + 60} ${cy - 60}l-120 140`;
  b += `<clipPath id="floor"><ellipse cx="${cx}" cy="${cy + 6}" rx="${rx - 14}" ry="${ry - 8}"/></clipPath>`;
  b += svgGroup(
    { cp: "url(#floor)" },
    svgPath(lat, { fill: "none", stroke: "#c99a56", sw: 3 }),
    svgEllipse(cx, cy + 20, rx - 40, ry - 20, { fill: "#f2e6c8", stroke: "#d8c9a4", sw: 2 }),
  );
  b += bun(300, 322, 170, 120, r, false);
  b += bun(500, 318, 170, 120, r, true);
  b += bun(395, 372, 185, 130, r, false);
  // front wall
  const wall = `M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}L${cx + rx} ${cy + h}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h}Z`;
  b += `<clipPath id="wall"><path d="${wall}"/></clipPath>`;
  b += svgPath(wall, ink("#d9a65c"));
  let slats = "";
  for (let i = 1; i < 30; i++) {
    const a = Math.PI * (i / 30);
    slats += `M${compactNumber(cx + Math.cos(a) * rx)} ${compactNumber(cy + Math.sin(a) * ry + 26)}l0 ${h - 44}`;
  }
  b += svgGroup(
    { cp: "url(#wall)" },
    svgPath(slats, { fill: "none", stroke: "#c18b42", sw: 2 }),
    svgPath(`M${cx - rx} ${cy + 12}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 12}`, {
      fill: "none",
      stroke: "#b87f35",
      sw: 26,
    }),
    svgPath(`M${cx - rx} ${cy + h - 10}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + h - 10}`, {
      fill: "none",
      stroke: "#b87f35",
      sw: 22,
    }),
    svgPath(
      `M${cx - rx} ${cy + 24}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 24}M${cx - rx} ${cy + h - 22}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + h - 22}`,
      { fill: "none", stroke: OUTLINE, sw: 2, so: 0.6 },
    ),
    svgEllipse(cx + rx * 0.85, cy + h * 0.6, rx * 0.4, h * 1.5, { fill: "#7a4c17", op: 0.25 }),
  );
  b += svgPath(wall, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  b += svgPath(`M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`, {
    fill: "none",
    stroke: "#e9bd74",
    sw: 5,
  });
  b += svgPath(`M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`, {
    fill: "none",
    stroke: OUTLINE,
    sw: 3,
  });
  b +=
    steam(300, 170, 110, 16, 0.45) +
    steam(400, 150, 120, -14, 0.45) +
    steam(505, 170, 105, 15, 0.45);
  return { defs: "", body: b };
}
