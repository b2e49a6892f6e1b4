// @ts-check
// Sate lilit.
import { limeHalf } from "../ingredients.mjs";
import { dots, inEllipse, ink, line, OUTLINE, smooth, svgEllipse, svgPath } from "../shapes.mjs";
import { bowl, leafLiner, rattan } from "../tableware.mjs";

function lilit(x, y, ang, r) {
  let g = "";
  g += svgPath("M-250 -5L-20 -8L-20 8L-250 5Z", ink("#cfd58a"));
  g += svgPath("M-250 -5L-20 -8", line({ stroke: "#8fb04a", sw: 3 }));
  g += svgEllipse(-250, 0, 4, 5, ink("#e9ecb8", { sw: 2 }));
  g += svgPath("M-30 -10L130 -10L130 10L-30 10Z", ink("#dfe2a4"));
  g += svgEllipse(133, 0, 6, 11, ink("#f1f0cc", { sw: 2 }));
  const top = [],
    bot = [];
  for (let i = 0; i <= 10; i++) {
    const xx = -10 + i * 13.5,
      w = 22 + Math.sin((i / 10) * Math.PI) * 6;
    top.push([xx, -w + r.range(-2, 2)]);
    bot.unshift([xx, w + r.range(-2, 2)]);
  }
  const d = smooth([...top, [128, 0], ...bot, [-16, 0]]);
  g += svgPath(d, ink("#c8773a"));
  g += svgPath("M-6 10Q55 24 122 12L124 22Q55 34 -4 20Z", { fill: "#9a4f22", op: 0.6 });
  let gm = "";
  for (let i = 0; i < 6; i++) gm += `M${8 + i * 20} -24l10 46`;
  g += svgPath(gm, { fill: "none", stroke: "#5a2810", sw: 5, lc: "round", so: 0.85 });
  g += svgPath(
    dots(r, 26, () => [r.range(-4, 120), r.range(-18, 18)]),
    { stroke: "#f2d0a0", sw: 3.2, lc: "round" },
  );
  g += svgPath(
    dots(r, 14, () => [r.range(-4, 120), r.range(-18, 18)]),
    { stroke: "#3a1a08", sw: 3.5, lc: "round" },
  );
  g += svgPath("M4 -16Q60 -30 116 -14", line({ stroke: "#eba66a", sw: 3.5, so: 0.9 }));
  return `<g transform="translate(${x} ${y}) rotate(${ang})">${g}</g>`;
}
export function sateLilit(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: -0.4 });
  b += lf.body;
  for (const [x, y] of [
    [440, 300],
    [455, 340],
    [470, 380],
    [485, 420],
    [500, 460],
  ])
    b += lilit(x, y, -20, r);
  let sm = "";
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(r, 650, 478, 44, 13);
    sm +=
      svgEllipse(x, y, 9, 5.5, { fill: "none", stroke: OUTLINE, sw: 5 }) +
      svgEllipse(x, y, 9, 5.5, { fill: "none", stroke: "#d99ac8", sw: 2.5 });
  }
  for (let i = 0; i < 8; i++) {
    const [x, y] = inEllipse(r, 650, 478, 44, 13);
    sm += svgEllipse(x, y, 6, 4, ink("#d8281e", { sw: 1.5 }));
  }
  b += bowl("matah", 650, 472, 72, 26, 36, "#f3d9a0", sm);
  b += limeHalf(145, 470, 36, 21);
  return { defs: lf.defs, body: b };
}
