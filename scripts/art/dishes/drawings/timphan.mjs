// @ts-check
// Timphan.
import { ink, line, OUTLINE, smooth, svgGroup, svgPath } from "../shapes.mjs";
import { plate, shadow } from "../tableware.mjs";

function packet(x, y, ang, _r, s = 1) {
  let g = shadow(0, 34, 130, 14, 0.3);
  const body = "M-120 -28Q-128 0 -120 28L120 28Q128 0 120 -28Z";
  g += svgPath(body, ink("#86ad4f"));
  g += svgPath("M-118 8L118 8L120 28L-120 28Z", { fill: "#5f8a35", op: 0.8 });
  let v = "";
  for (let i = -110; i <= 110; i += 12) v += `M${i} -27l6 54`;
  g += svgPath(v, { fill: "none", stroke: "#6d9a40", sw: 1.8 });
  g += svgPath("M-112 -16L112 -16", line({ stroke: "#c3df8c", sw: 4, so: 0.8 }));
  // folded ends
  g += svgPath("M-120 -28L-150 -4Q-154 0 -150 4L-120 28Q-112 0 -120 -28Z", ink("#739b43"));
  g += svgPath("M120 -28L150 -4Q154 0 150 4L120 28Q112 0 120 -28Z", ink("#739b43"));
  g += svgPath(body, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  return `<g transform="translate(${x} ${y}) rotate(${ang}) scale(${s} ${s * 0.9})">${g}</g>`;
}
function dough(x, y, ang, fill, shade, r, cut) {
  const pts = [];
  for (let i = 0; i <= 12; i++)
    pts.push([-95 + i * 15.8, -22 - Math.sin((i / 12) * Math.PI) * 5 + r.range(-1.5, 1.5)]);
  const bot = [];
  for (let i = 12; i >= 0; i--) bot.push([-95 + i * 15.8, 20 + r.range(-1.5, 1.5)]);
  const d = smooth([[-108, 0], ...pts, [108, -2], ...bot]);
  let g = shadow(0, 20, 100, 10, 0.3) + svgPath(d, ink(fill));
  g += svgPath("M-96 8Q0 16 96 8L100 16Q0 30 -100 16Z", { fill: shade, op: 0.55 });
  let v = "";
  for (let i = -80; i <= 80; i += 15) v += `M${i} -20q3 20 2 36`;
  g += svgPath(v, { fill: "none", stroke: shade, sw: 1.5, so: 0.5 });
  g += svgPath("M-84 -14Q0 -26 70 -16", line({ stroke: "#fff", sw: 5, so: 0.6 }));
  if (cut)
    g +=
      svgPath("M10 -26Q22 0 10 22L40 22Q52 0 40 -26Z", ink("#a8641f", { sw: 2.5 })) +
      svgPath("M18 -16Q26 0 18 14", line({ stroke: "#d69a52", sw: 4 }));
  return `<g transform="translate(${x} ${y}) rotate(${ang})">${g}</g>`;
}
export function timphan(r) {
  let b = plate(400, 430, 305, 102);
  b += packet(330, 320, -14, r, 0.9) + packet(490, 325, 10, r, 0.9) + packet(300, 395, -6, r);
  // opened leaf
  const leafD =
    "M300 470Q300 400 420 395L640 385Q700 400 690 450Q680 500 560 505L380 515Q300 515 300 470Z";
  b += svgPath(leafD, ink("#7fa84a"));
  let vv = "";
  for (let i = 0; i < 22; i++) vv += `M${320 + i * 17} ${400 - i * 0.5}l6 110`;
  b +=
    `<clipPath id="open"><path d="${leafD}"/></clipPath>` +
    svgGroup(
      { cp: "url(#open)" },
      svgPath(vv, { fill: "none", stroke: "#97bf62", sw: 2 }),
      svgPath("M300 460Q500 440 700 420", line({ stroke: "#b9d884", sw: 6 })),
    );
  b += svgPath(leafD, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  b += dough(480, 430, -4, "#f2c23f", "#c98f1c", r, true);
  b += dough(515, 478, -4, "#7bbf4e", "#4c8a2e", r, false);
  return { defs: "", body: b };
}
