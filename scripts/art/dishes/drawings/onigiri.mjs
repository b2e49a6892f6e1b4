// @ts-check
// Onigiri.
import { compactNumber } from "../../kit/format.mjs";
import { segmentFrame } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { plate, shadow } from "../tableware.mjs";

function onigiri(id, x, y, w, h, r, o = {}) {
  const A = [x, y - h],
    B = [x + w / 2, y],
    Cc = [x - w / 2, y];
  const d = shapes.roundPoly([A, B, Cc], 46, 6);
  const defs = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  let s = shadow(x, y + 6, w * 0.52, 14, 0.35);
  s += shapes.svgPath(d, shapes.ink("#fbf8f0"));
  let inner = shapes.svgEllipse(x + w * 0.42, y - h * 0.25, w * 0.32, h * 0.8, { fill: "#e6dfcf" });
  inner += shapes.riceTex(
    r,
    140,
    shapes.triSample(r, [x, y - h + 8], [x + w / 2 - 8, y - 4], [x - w / 2 + 8, y - 4]),
    { edge: "#ddd5c3", len: 7 },
  );
  // nori
  const nw = w * 0.5;
  inner += shapes.svgPath(
    `M${compactNumber(x - nw / 2)} ${compactNumber(y + 8)}L${compactNumber(x - nw / 2 + 4)} ${compactNumber(y - h * 0.42)}Q${compactNumber(x)} ${compactNumber(y - h * 0.45)} ${compactNumber(x + nw / 2 - 4)} ${compactNumber(y - h * 0.42)}L${compactNumber(x + nw / 2)} ${compactNumber(y + 8)}Z`,
    shapes.ink("#17241d"),
  );
  let nl = "";
  for (let i = 1; i < 5; i++)
    nl += `M${compactNumber(x - nw / 2 + 4 + (i * nw) / 5)} ${compactNumber(y - h * 0.4)}l${compactNumber(r.range(-3, 3))} ${compactNumber(h * 0.42)}`;
  inner += shapes.svgPath(nl, { fill: "none", stroke: "#35503f", sw: 1.5 });
  inner += shapes.svgPath(
    `M${compactNumber(x - nw / 2 + 8)} ${compactNumber(y - h * 0.38)}L${compactNumber(x - nw / 2 + 10)} ${compactNumber(y - 6)}`,
    shapes.line({ stroke: "#4f6e5a", sw: 3 }),
  );
  if (o.filling) {
    const fy = y - h * 0.6;
    inner += shapes.svgEllipse(x, fy, 24, 17, shapes.ink("#f2e9d6", { sw: 2 }));
    inner += shapes.svgPath(
      shapes.blob(x, fy + 1, 18, 12, 9, 0.15, r),
      shapes.ink("#f0804e", { sw: 2 }),
    );
    inner += shapes.svgPath(shapes.dashes(r, 8, shapes.ellSample(r, x, fy + 1, 13, 8), 7), {
      fill: "none",
      stroke: "#fbb48c",
      sw: 2.5,
      lc: "round",
    });
  }
  if (o.sesame)
    inner += shapes.svgPath(
      shapes.dashes(
        r,
        26,
        shapes.triSample(
          r,
          [x, y - h + 20],
          [x + w / 2 - 30, y - h * 0.45],
          [x - w / 2 + 30, y - h * 0.45],
        ),
        3,
      ),
      { fill: "none", stroke: "#1b1b1b", sw: 2.6, lc: "round" },
    );
  s += shapes.svgGroup({ cp: `url(#${id})` }, inner);
  s += shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 3, lj: "round" });
  return { defs, s };
}
export function onigiriDish(r) {
  let defs = "",
    b = plate(400, 420, 300, 100);
  // bamboo leaves
  const leaf = (x1, y1, x2, y2, wdt) => {
    const { mx, my, dx, dy, nx, ny } = segmentFrame(x1, y1, x2, y2);
    const d = `M${compactNumber(x1)} ${compactNumber(y1)}Q${compactNumber(mx + nx * wdt - dx * 0.15)} ${compactNumber(my + ny * wdt - dy * 0.15)} ${compactNumber(x2)} ${compactNumber(y2)}Q${compactNumber(mx - nx * wdt - dx * 0.15)} ${compactNumber(my - ny * wdt - dy * 0.15)} ${compactNumber(x1)} ${compactNumber(y1)}Z`;
    let v = "";
    for (const k of [-0.5, -0.25, 0.25, 0.5])
      v += `M${compactNumber(x1 + dx * 0.12 + nx * wdt * k * 0.5)} ${compactNumber(y1 + dy * 0.12 + ny * wdt * k * 0.5)}Q${compactNumber(mx + nx * wdt * k * 0.9 - dx * 0.1)} ${compactNumber(my + ny * wdt * k * 0.9 - dy * 0.1)} ${compactNumber(x2 - dx * 0.1)} ${compactNumber(y2 - dy * 0.1)}`;
    return (
      shapes.svgPath(d, shapes.ink("#4c9a3b")) +
      shapes.svgPath(v, { fill: "none", stroke: "#6fbb55", sw: 1.8 }) +
      shapes.svgPath(
        `M${compactNumber(x1)} ${compactNumber(y1)}Q${compactNumber(mx - dx * 0.12)} ${compactNumber(my - dy * 0.12)} ${compactNumber(x2)} ${compactNumber(y2)}`,
        shapes.line({ stroke: "#a6dc7e", sw: 2.5 }),
      )
    );
  };
  b += leaf(150, 470, 640, 330, 62) + leaf(230, 330, 690, 450, 54);
  // pickled radish
  for (const [x, y, a] of [
    [610, 470, -10],
    [635, 455, 10],
    [585, 480, -25],
  ])
    b += shapes.svgPath(
      `M${x - 22} ${y}A22 16 0 0 1 ${x + 22} ${y}Z`,
      shapes.ink("#f4cf36", { sw: 2.5, tr: `rotate(${a} ${x} ${y})` }),
    );
  const o1 = onigiri("o1", 290, 395, 190, 170, r, { sesame: true });
  const o2 = onigiri("o2", 510, 385, 190, 170, r);
  const o3 = onigiri("o3", 400, 462, 215, 195, r, { filling: true });
  defs += o1.defs + o2.defs + o3.defs;
  b += o1.s + o2.s + o3.s;
  return { defs, body: b };
}
