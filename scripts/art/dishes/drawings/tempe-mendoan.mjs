// @ts-check
// Tempe mendoan.
import { chili } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, leafLiner, rattan } from "../tableware.mjs";

function mendoan(id, x, y, ang, r) {
  const pts = [];
  const W = 125,
    H = 62;
  for (let i = 0; i < 30; i++) {
    const t = i / 30,
      a = t * Math.PI * 2;
    const sq = (v) => Math.sign(v) * Math.abs(v) ** 0.45;
    pts.push([
      sq(Math.cos(a)) * W + r.range(-5, 5),
      sq(Math.sin(a)) * H + r.range(-5, 5) + Math.sin(t * 4 * Math.PI) * 3,
    ]);
  }
  const d = shapes.smooth(pts);
  let g = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  g += shapes.svgPath(d, { fill: "#7a5418", tr: "translate(0 9)" });
  g += shapes.svgPath(d, shapes.ink("#d6ad55"));
  const beans = shapes.dashes(r, 46, () => [r.range(-105, 105), r.range(-48, 48)], 5);
  let inner =
    shapes.svgPath(beans, { fill: "none", stroke: "#bb945a", sw: 12, lc: "round" }) +
    shapes.svgPath(beans, { fill: "none", stroke: "#f0dfb4", sw: 9, lc: "round" });
  inner += shapes.svgPath(shapes.blob(0, 0, 120, 58, 14, 0.3, r), { fill: "#dcb45a", op: 0.55 });
  for (let i = 0; i < 9; i++)
    inner += shapes.svgPath(
      shapes.blob(r.range(-100, 100), r.range(-45, 45), r.range(10, 24), r.range(6, 12), 7, 0.3, r),
      { fill: "#efcf85", op: 0.7 },
    );
  inner +=
    shapes.svgPath(
      shapes.dashes(r, 22, () => [r.range(-105, 105), r.range(-48, 48)], 9),
      { fill: "none", stroke: "#2f6e1c", sw: 4.5, lc: "round" },
    ) +
    shapes.svgPath(
      shapes.dashes(r, 14, () => [r.range(-105, 105), r.range(-48, 48)], 7),
      { fill: "none", stroke: "#74b84a", sw: 3.5, lc: "round" },
    );
  // floppy wave: a soft crease across
  inner += shapes.svgPath(
    `M${-W} ${-10}Q${-40} ${-40} ${10} ${-6}T${W} ${-20}L${W} ${H}L${-W} ${H}Z`,
    {
      fill: "#8a5a14",
      op: 0.14,
    },
  );
  inner += shapes.svgPath(
    `M${-W} ${-12}Q${-40} ${-42} ${10} ${-8}T${W} ${-22}`,
    shapes.line({ stroke: "#f3d68e", sw: 3, so: 0.8 }),
  );
  inner += shapes.svgPath(d, { fill: "none", stroke: "#a9782a", sw: 14, so: 0.55 });
  g += shapes.svgGroup({ cp: `url(#${id})` }, inner);
  g += shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 3, lj: "round" });
  return `<g transform="translate(${x} ${y}) rotate(${ang}) scale(1 .8)">${g}</g>`;
}
export function tempeMendoan(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: 0.3 });
  b += lf.body;
  b +=
    mendoan("m1", 300, 360, -12, r) +
    mendoan("m2", 480, 345, 9, r) +
    mendoan("m3", 390, 430, -3, r);
  let k = shapes.svgPath("M598 462q30-10 60 4", shapes.line({ stroke: "#7a4a2a", sw: 3, so: 0.8 }));
  for (let i = 0; i < 9; i++) {
    const [x, y] = shapes.inEllipse(r, 640, 476, 42, 12);
    k +=
      shapes.svgEllipse(x, y, 7, 4.5, shapes.ink(i % 2 ? "#d8281e" : "#4fa33a", { sw: 1.5 })) +
      shapes.svgEllipse(x, y, 3, 2, { fill: "#f3e3b0" });
  }
  b += bowl("kecap", 640, 470, 68, 25, 36, "#2a130b", k);
  b +=
    chili(110, 470, 160, 500, -6, 6, "#4d9e2e") +
    chili(120, 500, 170, 520, 6, 6, "#d8362a") +
    chili(690, 530, 740, 505, -6, 6, "#5cae38");
  return { defs: lf.defs, body: b };
}
