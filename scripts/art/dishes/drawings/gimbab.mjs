// @ts-check
// Gimbab.
import { compactNumber } from "../../kit/format.mjs";
import * as shapes from "../shapes.mjs";
import { shadow } from "../tableware.mjs";

function gimSlice(x, y, R, r) {
  let s = shapes.svgEllipse(x, y + 12, R, R * 0.9, shapes.ink("#0d1511"));
  s += shapes.svgEllipse(x, y, R, R * 0.9, shapes.ink("#1a2620"));
  s += shapes.svgPath(
    `M${compactNumber(x - R * 0.7)} ${compactNumber(y - R * 0.55)}A${R} ${R * 0.9} 0 0 1 ${compactNumber(x + R * 0.2)} ${compactNumber(y - R * 0.88)}`,
    shapes.line({ stroke: "#4d6656", sw: 2.5 }),
  );
  s += shapes.svgEllipse(x, y, R - 6, R * 0.9 - 6, { fill: "#fbf8f0", stroke: "#cfc6b2", sw: 1.5 });
  s += shapes.riceTex(
    r,
    34,
    () => {
      const a = r() * Math.PI * 2,
        d = r.range(0.55, 0.86);
      return [x + Math.cos(a) * (R - 6) * d, y + Math.sin(a) * (R * 0.9 - 6) * d];
    },
    { len: 5, w1: 5, w2: 3 },
  );
  const rot = r.range(0, 360);
  const k = R / 38;
  const it = [
    [-7, -22, 14, 13, "#f5cf22"],
    [-24, -8, 15, 15, "#fbe48f"],
    [8, -8, 12, 12, "#f07c1c"],
    [-20, 8, 12, 12, "#e84f67"],
    [8, 7, 14, 10, "#c9823f"],
  ];
  let g =
    shapes.svgPath(shapes.blob(-3, 10, 11, 9, 7, 0.25, r), shapes.ink("#2d8a36", { sw: 1.5 })) +
    shapes.svgPath(shapes.blob(-1, -2, 7, 6, 6, 0.25, r), shapes.ink("#3fa046", { sw: 1.5 }));
  for (const [ix, iy, w, h, c] of it)
    g += `<rect x="${ix}" y="${iy}" width="${w}" height="${h}" rx="2" fill="${c}" stroke="${shapes.OUTLINE}" stroke-width="1.5"/>`;
  s += `<g transform="translate(${compactNumber(x)} ${compactNumber(y)}) scale(${compactNumber(k)} ${compactNumber(k * 0.9)}) rotate(${compactNumber(rot)})">${g}</g>`;
  s += shapes.svgPath(shapes.dots(r, 8, shapes.ellSample(r, x, y, R - 8, R * 0.8)), {
    stroke: "#f6e6b8",
    sw: 3,
    lc: "round",
  });
  return s;
}
export function gimbab(r) {
  let b = shadow(400, 470, 320, 60, 0.5);
  b += `<rect x="100" y="232" width="600" height="250" rx="40" fill="#cfc6b6" stroke="${shapes.OUTLINE}" stroke-width="3"/>`;
  b += `<rect x="100" y="222" width="600" height="250" rx="40" fill="#f4efe6" stroke="${shapes.OUTLINE}" stroke-width="3"/>`;
  b += `<rect x="122" y="240" width="556" height="214" rx="30" fill="#e7e0d3"/>`;
  b += shapes.svgPath("M140 236H420", shapes.line({ stroke: "#fff", sw: 4, so: 0.8 }));
  const back = [
    [190, 300],
    [292, 296],
    [394, 300],
    [496, 296],
    [598, 300],
  ];
  const front = [
    [240, 388],
    [342, 392],
    [444, 388],
  ];
  for (const [x, y] of back) b += gimSlice(x, y, 50, r);
  for (const [x, y] of front) b += gimSlice(x, y, 52, r);
  // danmuji + dipping sauce
  for (const [x, y, a] of [
    [560, 420, -15],
    [590, 404, 8],
    [618, 424, -4],
  ])
    b += `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 22}" y="${y - 9}" width="44" height="22" rx="4" fill="#d9b31a" stroke="${shapes.OUTLINE}" stroke-width="2.5"/><rect x="${x - 22}" y="${y - 14}" width="44" height="18" rx="4" fill="#f7d733" stroke="${shapes.OUTLINE}" stroke-width="2.5"/></g>`;
  b += shapes.svgPath(shapes.dots(r, 30, shapes.ellSample(r, 400, 350, 250, 90)), {
    stroke: "#f6e6b8",
    sw: 3,
    lc: "round",
    so: 0.7,
  });
  return { defs: "", body: b };
}
