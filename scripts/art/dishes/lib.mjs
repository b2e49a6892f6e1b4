// @ts-check
// Shared drawing helpers for the 8trepreneur dish illustrations.
import { compactNumber } from "../kit/format.mjs";
import { murmurSeed, randomWithHelpers } from "../kit/random.mjs";
import { starPath } from "../kit/star.mjs";
import { svgDocument } from "../kit/svg.mjs";

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

// ---------- shared scenery ----------
export const BASE_DEFS =
  '<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="#140b2e"/><stop offset="1" stop-color="#1f1147"/></linearGradient>' +
  '<radialGradient id="glow"><stop offset="0" stop-color="#f5c04e" stop-opacity=".62"/><stop offset=".3" stop-color="#f5c04e" stop-opacity=".32"/><stop offset=".65" stop-color="#f5c04e" stop-opacity=".1"/><stop offset="1" stop-color="#f5c04e" stop-opacity="0"/></radialGradient>' +
  // batik kawung: four oval petals around a dot
  '<pattern id="kawung" width="56" height="56" patternUnits="userSpaceOnUse"><g fill="none" stroke="#f5c04e" stroke-width="1.6">' +
  '<ellipse cx="17" cy="17" rx="12" ry="6.5" transform="rotate(45 17 17)"/><ellipse cx="39" cy="17" rx="12" ry="6.5" transform="rotate(-45 39 17)"/>' +
  '<ellipse cx="17" cy="39" rx="12" ry="6.5" transform="rotate(-45 17 39)"/><ellipse cx="39" cy="39" rx="12" ry="6.5" transform="rotate(45 39 39)"/>' +
  '<circle cx="28" cy="28" r="2.5"/><circle cx="0" cy="0" r="3"/><circle cx="56" cy="0" r="3"/><circle cx="0" cy="56" r="3"/><circle cx="56" cy="56" r="3"/></g></pattern>';

const STAR_SPOTS = [
  [70, 70],
  [160, 40],
  [250, 95],
  [560, 55],
  [650, 110],
  [735, 48],
  [45, 200],
  [760, 210],
  [110, 150],
  [700, 170],
  [330, 40],
  [470, 80],
  [40, 330],
  [765, 330],
  [60, 520],
  [745, 540],
];
export function background(r, o = {}) {
  const gx = o.glowX ?? 400,
    gy = o.glowY ?? 310;
  let s = '<rect width="800" height="600" fill="url(#bg)"/>';
  s += '<rect width="800" height="600" fill="url(#kawung)" opacity=".07"/>';
  s += svgEllipse(gx, gy, 390, 300, { fill: "url(#glow)" });
  s += svgEllipse(400, 330, 370, 128, {
    fill: "none",
    stroke: "#4fd1c5",
    so: 0.28,
    sw: 1.5,
    da: "3 9",
    tr: "rotate(-9 400 330)",
  });
  // stars: pick 7 spots, 3 big, 4 small, plus tiny dots
  const spots = STAR_SPOTS.slice();
  for (let i = spots.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [spots[i], spots[j]] = [spots[j], spots[i]];
  }
  spots.slice(0, 7).forEach(([x, y], i) => {
    s += star4(
      x + r.range(-12, 12),
      y + r.range(-10, 10),
      i < 3 ? r.range(10, 14) : r.range(5, 7.5),
      i % 3 === 2 ? "#f5c04e" : "#ffe9b0",
    );
  });
  let d = "";
  for (let i = 0; i < 16; i++) {
    const y = r.range(12, 250);
    const x = y < 170 ? r.range(12, 788) : r() < 0.5 ? r.range(12, 120) : r.range(680, 788);
    d += `M${compactNumber(x)} ${compactNumber(y)}h0`;
  }
  s += svgPath(d, { stroke: "#ffe9b0", sw: 2.6, lc: "round", so: 0.7 });
  return s;
}

export function shadow(cx, cy, rx, ry, op = 0.5) {
  return svgEllipse(cx, cy, rx, ry, { fill: "#06020f", op });
}

// round ceramic plate, 3/4 view
export function plate(cx, cy, rx, ry, o = {}) {
  const rim = o.rim || "#f4efe6",
    well = o.well || "#e7e0d3",
    edge = o.edge || "#c9bfae";
  let s = shadow(cx, cy + ry * 0.22 + 8, rx * 1.02, ry * 0.95);
  s += svgEllipse(cx, cy + 7, rx, ry, ink(edge));
  s += svgEllipse(cx, cy, rx, ry, ink(rim));
  if (o.band)
    s += svgEllipse(cx, cy, rx - 9, ry - 4, {
      fill: "none",
      stroke: o.band,
      sw: o.bandW || 6,
      da: o.bandDash,
    });
  s += svgEllipse(cx, cy + ry * 0.05, rx * 0.74, ry * 0.7, { fill: well });
  s += svgEllipse(cx, cy + ry * 0.05, rx * 0.74, ry * 0.7, {
    fill: "none",
    stroke: "#fff",
    so: 0.55,
    sw: 2,
  });
  s += svgPath(
    `M${compactNumber(cx - rx * 0.86)} ${compactNumber(cy - ry * 0.32)}Q${compactNumber(cx - rx * 0.6)} ${compactNumber(cy - ry * 0.92)} ${compactNumber(cx - rx * 0.1)} ${compactNumber(cy - ry * 0.95)}`,
    line({ stroke: "#fff", sw: 4, so: 0.8 }),
  );
  return s;
}

// woven rattan plate (piring rotan), 3/4 view
export function rattan(cx, cy, rx, ry) {
  let s = shadow(cx, cy + ry * 0.22 + 8, rx * 1.02, ry * 0.95);
  s += svgEllipse(cx, cy + 8, rx, ry, ink("#9c6a2c"));
  s += svgEllipse(cx, cy, rx, ry, ink("#cf9a52"));
  let d = "";
  for (let k = 1; k <= 4; k++) {
    const a = rx - k * 9,
      b = ry - k * 3.4;
    d += `M${compactNumber(cx - a)} ${compactNumber(cy)}a${compactNumber(a)} ${compactNumber(b)} 0 1 0 ${compactNumber(2 * a)} 0a${compactNumber(a)} ${compactNumber(b)} 0 1 0 ${compactNumber(-2 * a)} 0`;
  }
  s += svgPath(d, { fill: "none", stroke: "#a8732f", sw: 2 });
  // weave ticks on the rim
  let t = "";
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const x1 = cx + Math.cos(a) * (rx - 4),
      y1 = cy + Math.sin(a) * (ry - 1.5);
    const x2 = cx + Math.cos(a) * (rx - 38),
      y2 = cy + Math.sin(a) * (ry - 14);
    t += `M${compactNumber(x1)} ${compactNumber(y1)}L${compactNumber(x2)} ${compactNumber(y2)}`;
  }
  s += svgPath(t, { fill: "none", stroke: "#b27a35", sw: 1.5, so: 0.8 });
  s += svgEllipse(cx, cy + 2, rx - 42, ry - 16, ink("#c18a45", { sw: 2 }));
  return s;
}

// banana-leaf liner (cut round leaf with veins), clipped id required
export function leafLiner(id, cx, cy, rx, ry, r, o = {}) {
  const pts = [];
  const n = 40;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 0.05 - (i % 9 === 4 ? 0.08 : 0);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const path = poly(pts);
  const ang = o.angle ?? -0.35;
  let veins = "";
  const ux = Math.cos(ang),
    uy = Math.sin(ang) * 0.4;
  for (let i = -14; i <= 14; i++) {
    const ox = -uy * i * 16 * 2.2,
      oy = ux * i * 16 * 0.5;
    veins += `M${compactNumber(cx + ox - ux * rx * 1.3)} ${compactNumber(cy + oy - uy * rx * 1.3)}L${compactNumber(cx + ox + ux * rx * 1.3)} ${compactNumber(cy + oy + uy * rx * 1.3)}`;
  }
  return {
    defs: `<clipPath id="${id}"><path d="${path}"/></clipPath>`,
    body:
      svgPath(path, ink(o.fill || "#3e8a3c")) +
      svgGroup(
        { cp: `url(#${id})` },
        svgPath(veins, { fill: "none", stroke: o.vein || "#5aa84c", sw: 2.5 }),
        svgPath(
          `M${compactNumber(cx - ux * rx * 1.2)} ${compactNumber(cy - 26 - uy * rx * 1.2)}L${compactNumber(cx + ux * rx * 1.2)} ${compactNumber(cy - 26 + uy * rx * 1.2)}`,
          { stroke: "#9bd07a", sw: 7, op: 0.8 },
        ),
      ) +
      svgPath(path, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" }),
  };
}

// bowl, 3/4 view. returns markup; content is clipped to the liquid surface.
export function bowl(id, cx, cy, rx, ry, depth, soup, content, o = {}) {
  const body = o.body || "#f4efe6",
    shade = o.shade || "#d8cfbf";
  const bodyPath = `M${compactNumber(cx - rx)} ${compactNumber(cy)}C${compactNumber(cx - rx)} ${compactNumber(cy + depth * 0.8)} ${compactNumber(cx - rx * 0.55)} ${compactNumber(cy + depth)} ${compactNumber(cx)} ${compactNumber(cy + depth)}C${compactNumber(cx + rx * 0.55)} ${compactNumber(cy + depth)} ${compactNumber(cx + rx)} ${compactNumber(cy + depth * 0.8)} ${compactNumber(cx + rx)} ${compactNumber(cy)}Z`;
  let s = shadow(cx, cy + depth + 4, rx * 0.95, ry * 0.6);
  s += svgEllipse(cx, cy + depth - 2, rx * 0.36, ry * 0.3, ink(shade));
  s += `<clipPath id="${id}b"><path d="${bodyPath}"/></clipPath>`;
  s += svgPath(bodyPath, ink(body));
  s += svgGroup(
    { cp: `url(#${id}b)` },
    svgEllipse(cx + rx * 0.55, cy + depth * 0.55, rx * 0.6, depth * 0.75, { fill: shade, op: 0.6 }),
    o.band ? o.band(bodyPath) : "",
    svgPath(
      `M${compactNumber(cx - rx * 0.78)} ${compactNumber(cy + depth * 0.2)}Q${compactNumber(cx - rx * 0.72)} ${compactNumber(cy + depth * 0.62)} ${compactNumber(cx - rx * 0.4)} ${compactNumber(cy + depth * 0.82)}`,
      line({ stroke: "#fff", sw: 5, so: 0.55 }),
    ),
  );
  s += svgPath(bodyPath, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  s += svgEllipse(cx, cy, rx, ry, ink(o.rim || body));
  const srx = rx - (o.lip ?? 11),
    sry = ry - (o.lip ?? 11) * 0.38;
  s += `<clipPath id="${id}"><ellipse cx="${compactNumber(cx)}" cy="${compactNumber(cy + 3)}" rx="${compactNumber(srx)}" ry="${compactNumber(sry)}"/></clipPath>`;
  s += svgEllipse(cx, cy + 3, srx, sry, { fill: soup });
  s += svgGroup(
    { cp: `url(#${id})` },
    content,
    svgEllipse(cx, cy - sry * 0.55, srx * 1.05, sry * 0.75, {
      fill: "none",
      stroke: "#000",
      so: 0.18,
      sw: 10,
    }),
  );
  s += svgEllipse(cx, cy + 3, srx, sry, { fill: "none", stroke: OUTLINE, sw: 2.5 });
  return s;
}

export function svgDoc(defs, body) {
  return svgDocument(
    [
      ["viewBox", "0 0 800 600"],
      ["width", 800],
      ["height", 600],
    ],
    `<defs>${BASE_DEFS}${defs}</defs>${body}`,
  );
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

// dome-shaped mound (rice); returns {d, clip, tex}
export function mound(id, r, cx, by, rx, h, o = {}) {
  const pts = [];
  const n = 22;
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / n) * Math.PI * 2; // start at left
    const up = Math.sin(a) < 0;
    const k = 1 + (r() - 0.5) * 0.06;
    pts.push([
      cx + Math.cos(a) * rx * k,
      by + (up ? -(Math.abs(Math.sin(a)) ** 0.75) * h : Math.sin(a) * (o.base ?? h * 0.25)) * k,
    ]);
  }
  const d = smooth(pts);
  let s = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  s += svgPath(d, ink(o.fill || "#fbf8ef"));
  let inner = svgPath(
    `M${compactNumber(cx + rx * 0.25)} ${compactNumber(by + 20)}Q${compactNumber(cx + rx * 0.3)} ${compactNumber(by - h * 0.7)} ${compactNumber(cx - rx * 0.05)} ${compactNumber(by - h * 1.1)}L${compactNumber(cx + rx * 1.1)} ${compactNumber(by - h)}L${compactNumber(cx + rx * 1.1)} ${compactNumber(by + 40)}Z`,
    { fill: o.shade || "#e7e0cf", op: 0.5 },
  );
  inner += riceTex(r, o.n || 120, () => [cx + (r() - 0.5) * 2 * rx, by + 10 - r() * (h + 14)], {
    edge: o.edge || "#d3c9b3",
    body: o.body || "#fffdf7",
    len: o.len || 7,
  });
  s += svgGroup({ cp: `url(#${id})` }, inner);
  s += svgPath(d, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  return s;
}

// organic drizzle lines (honey / syrup)
export function drizzle(r, x0, x1, yc, amp, n = 3) {
  let d = "";
  for (let k = 0; k < n; k++) {
    const pts = [];
    let x = x0 + r.range(-20, 20);
    const y0 = yc + (k - (n - 1) / 2) * amp * 0.7;
    while (x < x1) {
      pts.push([x, y0 + r.range(-amp, amp)]);
      x += r.range(22, 46);
    }
    d += smooth(pts, false);
  }
  return d;
}

/** Midpoint, direction and unit normal of the segment (x1,y1)→(x2,y2). */
export function segmentFrame(x1, y1, x2, y2) {
  const dx = x2 - x1,
    dy = y2 - y1,
    l = Math.hypot(dx, dy);
  return { mx: (x1 + x2) / 2, my: (y1 + y2) / 2, dx, dy, l, nx: -dy / l, ny: dx / l };
}

// chili: curved pod along quadratic (x1,y1)->(x2,y2) with bend
export function chili(x1, y1, x2, y2, bend, w, fill, o = {}) {
  const { mx, my, dx, dy, nx, ny } = segmentFrame(x1, y1, x2, y2);
  const cx = mx + nx * bend,
    cy = my + ny * bend;
  const d = `M${compactNumber(x1 + nx * w)} ${compactNumber(y1 + ny * w)}Q${compactNumber(cx + nx * w * 1.2)} ${compactNumber(cy + ny * w * 1.2)} ${compactNumber(x2)} ${compactNumber(y2)}Q${compactNumber(cx - nx * w * 0.6)} ${compactNumber(cy - ny * w * 0.6)} ${compactNumber(x1 - nx * w)} ${compactNumber(y1 - ny * w)}Q${compactNumber(x1 - dx * 0.04)} ${compactNumber(y1 - dy * 0.04)} ${compactNumber(x1 + nx * w)} ${compactNumber(y1 + ny * w)}Z`;
  let s = svgPath(d, ink(fill, { sw: o.sw || 2.5 }));
  s += svgPath(
    `M${compactNumber(x1 + nx * w * 0.5 + dx * 0.1)} ${compactNumber(y1 + ny * w * 0.5 + dy * 0.1)}Q${compactNumber(cx + nx * w * 0.6)} ${compactNumber(cy + ny * w * 0.6)} ${compactNumber(x1 + dx * 0.75 + nx * w * 0.3)} ${compactNumber(y1 + dy * 0.75 + ny * w * 0.3)}`,
    line({ stroke: "#fff", sw: 2.5, so: 0.5 }),
  );
  s +=
    svgPath(
      `M${compactNumber(x1)} ${compactNumber(y1)}q${compactNumber(-dx * 0.1 - nx * 6)} ${compactNumber(-dy * 0.1 - ny * 6)} ${compactNumber(-dx * 0.12 + nx * 4)} ${compactNumber(-dy * 0.18 + ny * 4)}`,
      line({ stroke: OUTLINE, sw: 7 }),
    ) +
    svgPath(
      `M${compactNumber(x1)} ${compactNumber(y1)}q${compactNumber(-dx * 0.1 - nx * 6)} ${compactNumber(-dy * 0.1 - ny * 6)} ${compactNumber(-dx * 0.12 + nx * 4)} ${compactNumber(-dy * 0.18 + ny * 4)}`,
      line({ stroke: "#6f8f2a", sw: 4 }),
    );
  return s;
}

export function limeHalf(x, y, rx, ry) {
  let s = svgEllipse(x, y + 5, rx, ry, ink("#4f9a2f"));
  s += svgEllipse(x, y, rx, ry, ink("#6db43d"));
  s += svgEllipse(x, y, rx - 5, ry - 3, { fill: "#d9ef8e" });
  let seg = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M${compactNumber(x)} ${compactNumber(y)}L${compactNumber(x + Math.cos(a) * (rx - 8))} ${compactNumber(y + Math.sin(a) * (ry - 5))}`;
  }
  s += svgPath(seg, { fill: "none", stroke: "#b5d66a", sw: 2 });
  return s;
}

// ---------- ingredients shared by several dishes ----------
export const chunk = (r, x, y, rx, ry, base, shade, hi, o = {}) => {
  const d = blob(x, y, rx, ry, 9, o.jit ?? 0.22, r);
  let s = svgPath(d, ink(base, { sw: o.sw ?? 2.5 }));
  s += svgPath(crescent(x, y, Math.min(rx, ry) * 0.95, -0.1, 2.4, 1.4), {
    fill: shade,
    op: 0.8,
    tr: `scale(1 1)`,
  });
  s += svgEllipse(x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.22, { fill: hi, op: 0.9 });
  return s;
};
export const shallots = (r, n, sampler, sw = 3) =>
  svgPath(dashes(r, n, sampler, 5), {
    fill: "none",
    stroke: "#7a3a12",
    sw: sw + 1.5,
    lc: "round",
  }) + svgPath(dashes(r, n, sampler, 5), { fill: "none", stroke: "#d28a3a", sw, lc: "round" });
export const scallions = (_r, n, sampler, rr = 6) => {
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = sampler();
    d += `M${compactNumber(x - rr)} ${compactNumber(y)}a${rr} ${compactNumber(rr * 0.7)} 0 1 0 ${2 * rr} 0a${rr} ${compactNumber(rr * 0.7)} 0 1 0 ${-2 * rr} 0`;
  }
  return svgPath(d, { fill: "#d7f0a8", stroke: "#3f8f2a", sw: 2.5 });
};
