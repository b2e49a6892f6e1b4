// @ts-check
// Shapes the dish drawings are made of: SVG elements with short attribute names, splines,
// blobs, random textures inside shapes, rounded polygons, steam and crescents.
import { compactNumber } from "../kit/format.mjs";
import { murmurSeed, randomWithHelpers } from "../kit/random.mjs";
import { starPath } from "../kit/star.mjs";

export const OUTLINE = "#24122f"; // dark line-work colour

/** Seeded randomness for one dish, seeded by text (the dish's picture file name). */
export const dishRandom = (seedText) => randomWithHelpers(murmurSeed(seedText));

const ATTR = {
  sw: "stroke-width",
  lc: "stroke-linecap",
  lj: "stroke-linejoin",
  op: "opacity",
  fo: "fill-opacity",
  so: "stroke-opacity",
  da: "stroke-dasharray",
  cp: "clip-path",
  tr: "transform",
};
export function attrs(o = {}) {
  let s = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${ATTR[k] || k}="${typeof v === "number" ? compactNumber(v) : v}"`;
  }
  return s;
}
export const svgEllipse = (cx, cy, rx, ry, o) =>
  `<ellipse cx="${compactNumber(cx)}" cy="${compactNumber(cy)}" rx="${compactNumber(rx)}" ry="${compactNumber(ry)}"${attrs(o)}/>`;
export const svgCircle = (cx, cy, r, o) =>
  `<circle cx="${compactNumber(cx)}" cy="${compactNumber(cy)}" r="${compactNumber(r)}"${attrs(o)}/>`;
export const svgPath = (d, o) => `<path d="${d}"${attrs(o)}/>`;
export const svgGroup = (o, ...kids) => `<g${attrs(o)}>${kids.join("")}</g>`;
export const line = (o) => ({
  fill: "none",
  stroke: OUTLINE,
  sw: 3,
  lc: "round",
  lj: "round",
  ...o,
});
/** A line drawn twice: a wide outline-coloured stroke with a narrower coloured one on top. */
export const outlinedLine = (d, color, outlineWidth, width) =>
  svgPath(d, line({ stroke: OUTLINE, sw: outlineWidth })) +
  svgPath(d, line({ stroke: color, sw: width }));
export const ink = (fill, o = {}) => ({ fill, stroke: OUTLINE, sw: 3, lj: "round", ...o });

// Catmull-Rom spline through points -> cubic bezier path
export function smooth(pts, closed = true, t = 1) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${compactNumber(pts[0][0])} ${compactNumber(pts[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    d += `C${compactNumber(p1[0] + ((p2[0] - p0[0]) / 6) * t)} ${compactNumber(p1[1] + ((p2[1] - p0[1]) / 6) * t)} ${compactNumber(p2[0] - ((p3[0] - p1[0]) / 6) * t)} ${compactNumber(p2[1] - ((p3[1] - p1[1]) / 6) * t)} ${compactNumber(p2[0])} ${compactNumber(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
export const poly = (pts, closed = true) =>
  `M${pts.map((p) => `${compactNumber(p[0])} ${compactNumber(p[1])}`).join("L")}${closed ? "Z" : ""}`;

export function blobPts(cx, cy, rx, ry, n, jit, r, rot = 0) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * jit;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}
export const blob = (cx, cy, rx, ry, n, jit, r, rot = 0) =>
  smooth(blobPts(cx, cy, rx, ry, n, jit, r, rot));

// random point inside an ellipse
export function inEllipse(r, cx, cy, rx, ry) {
  const a = r() * Math.PI * 2,
    d = Math.sqrt(r());
  return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d];
}

// many short strokes as one path (rice grains, specks)
/**
 * @param {import("../kit/random.mjs").Random} r @param {number} n @param {() => number[]} sampler
 * @param {number} [len] @param {number | null} [angle] radians; random when null
 */
export function dashes(r, n, sampler, len = 6, angle = null) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = sampler();
    const a = angle === null ? r() * Math.PI : angle + (r() - 0.5) * 0.6;
    const l = len * (0.7 + r() * 0.6);
    d += `M${compactNumber(x)} ${compactNumber(y)}l${compactNumber(Math.cos(a) * l)} ${compactNumber(Math.sin(a) * l)}`;
  }
  return d;
}
export function dots(_r, n, sampler) {
  // tiny round dots via zero-length strokes (use with stroke-linecap round)
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = sampler();
    d += `M${compactNumber(x)} ${compactNumber(y)}h0`;
  }
  return d;
}

// rice texture inside an ellipse/blob: outline + body strokes
export function riceTex(r, n, sampler, o = {}) {
  const d = dashes(r, n, sampler, o.len || 6);
  return (
    svgPath(d, { fill: "none", stroke: o.edge || "#d6cdb9", sw: o.w1 || 6, lc: "round" }) +
    svgPath(d, { fill: "none", stroke: o.body || "#fffdf7", sw: o.w2 || 3.6, lc: "round" })
  );
}

export function star4(x, y, s, fill = "#ffe9b0", op = 1) {
  return svgPath(starPath(x, y, s, 0.18, { format: compactNumber }), { fill, op });
}

// rounded polygon; rad = corner radius (px), bulge = outward push of edge midpoints (px)
export function roundPoly(pts, rad = 12, bulge = 0) {
  const n = pts.length;
  const cw = (() => {
    let a = 0;
    for (let i = 0; i < n; i++) {
      const p = pts[i],
        q = pts[(i + 1) % n];
      a += p[0] * q[1] - q[0] * p[1];
    }
    return a > 0 ? 1 : -1;
  })();
  const cor = pts.map((V, i) => {
    const U = pts[(i - 1 + n) % n],
      W = pts[(i + 1) % n];
    const lu = Math.hypot(U[0] - V[0], U[1] - V[1]),
      lw = Math.hypot(W[0] - V[0], W[1] - V[1]);
    const tu = Math.min(0.45, rad / lu),
      tw = Math.min(0.45, rad / lw);
    return {
      V,
      a: [V[0] + (U[0] - V[0]) * tu, V[1] + (U[1] - V[1]) * tu],
      b: [V[0] + (W[0] - V[0]) * tw, V[1] + (W[1] - V[1]) * tw],
    };
  });
  let d = `M${compactNumber(cor[0].b[0])} ${compactNumber(cor[0].b[1])}`;
  for (let i = 1; i <= n; i++) {
    const c = cor[i % n],
      prev = cor[i - 1];
    if (bulge) {
      const mx = (prev.b[0] + c.a[0]) / 2,
        my = (prev.b[1] + c.a[1]) / 2;
      const dx = c.a[0] - prev.b[0],
        dy = c.a[1] - prev.b[1],
        l = Math.hypot(dx, dy) || 1;
      // outward normal (depends on winding)
      const nx = (dy / l) * cw * -1,
        ny = (-dx / l) * cw * -1;
      d += `Q${compactNumber(mx - nx * bulge * 2)} ${compactNumber(my - ny * bulge * 2)} ${compactNumber(c.a[0])} ${compactNumber(c.a[1])}`;
    } else d += `L${compactNumber(c.a[0])} ${compactNumber(c.a[1])}`;
    d += `Q${compactNumber(c.V[0])} ${compactNumber(c.V[1])} ${compactNumber(c.b[0])} ${compactNumber(c.b[1])}`;
  }
  return `${d}Z`;
}

export function steam(x, y, h = 90, w = 14, op = 0.4) {
  const d = `M${compactNumber(x)} ${compactNumber(y)}c${compactNumber(-w)} ${compactNumber(-h * 0.2)} ${compactNumber(w)} ${compactNumber(-h * 0.45)} 0 ${compactNumber(-h * 0.6)}s${compactNumber(w * 1.1)} ${compactNumber(-h * 0.3)} ${compactNumber(w * 0.3)} ${compactNumber(-h * 0.4)}`;
  return svgPath(d, { fill: "none", stroke: "#fff6e0", sw: 9, lc: "round", so: op });
}

// crescent shading on a circle: outer arc from a1 to a2 (clockwise), inner arc returns with larger radius
export function crescent(x, y, r, a1, a2, k = 1.5) {
  const p1 = [x + Math.cos(a1) * r, y + Math.sin(a1) * r],
    p2 = [x + Math.cos(a2) * r, y + Math.sin(a2) * r];
  return `M${compactNumber(p1[0])} ${compactNumber(p1[1])}A${compactNumber(r)} ${compactNumber(r)} 0 0 1 ${compactNumber(p2[0])} ${compactNumber(p2[1])}A${compactNumber(r * k)} ${compactNumber(r * k)} 0 0 0 ${compactNumber(p1[0])} ${compactNumber(p1[1])}Z`;
}
export const triSample = (r, A, B, Cc) => () => {
  let u = r(),
    v = r();
  if (u + v > 1) {
    u = 1 - u;
    v = 1 - v;
  }
  return [
    A[0] + (B[0] - A[0]) * u + (Cc[0] - A[0]) * v,
    A[1] + (B[1] - A[1]) * u + (Cc[1] - A[1]) * v,
  ];
};
export const ellSample = (r, cx, cy, rx, ry) => () => inEllipse(r, cx, cy, rx, ry);
