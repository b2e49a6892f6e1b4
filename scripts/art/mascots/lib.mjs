// @ts-check
// Shared drawing helpers for the FB8 mascot illustrations (no dependencies).
// Every builder returns an SVG fragment string. Ids are prefixed per file via a ctx.

import { round1 } from "../kit/format.mjs";
import { palette } from "../kit/palette.mjs";
import { mulberry32, pointInRect } from "../kit/random.mjs";
import { starPath } from "../kit/star.mjs";
import { svgDocument } from "../kit/svg.mjs";

export const mascotColors = {
  ...palette,
  ink: "#140b2e",
  tealDeep: "#1f8a82",
  plum: "#4a2f8a",
};

/**
 * @typedef {object} MascotCtx per-file context
 * @property {string} p id prefix
 * @property {(name: string) => string} id
 * @property {(name: string, build: (id: string) => string) => string} def adds a def once; returns url(#id)
 * @property {() => string} defs
 */

/** Per-file context: collects <defs> and namespaces ids. @param {string} prefix @returns {MascotCtx} */
export function makeCtx(prefix) {
  const defs = new Map();
  return {
    p: prefix,
    id(name) {
      return `${prefix}-${name}`;
    },
    def(name, build) {
      const id = `${prefix}-${name}`;
      if (!defs.has(id)) defs.set(id, build(id));
      return `url(#${id})`;
    },
    defs() {
      return [...defs.values()].join("");
    },
  };
}

export function svgDoc(ctx, w, h, body, style = "") {
  const d = ctx.defs();
  const defs = d || style ? `<defs>${style ? `<style>${style}</style>` : ""}${d}</defs>` : "";
  return svgDocument(
    [
      ["viewBox", `0 0 ${w} ${h}`],
      ["width", w],
      ["height", h],
    ],
    defs + body,
  );
}

// ---------- paint servers ----------

export function radial(ctx, name, color, op = 0.6, mid = 0.35) {
  return ctx.def(
    name,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${op}"/>` +
      `<stop offset="${mid}" stop-color="${color}" stop-opacity="${round1(op * 0.45)}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

export function linear(ctx, name, stops, x2 = 0, y2 = 1) {
  return ctx.def(
    name,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
      stops
        .map(
          ([o, c, a = 1]) =>
            `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ""}/>`,
        )
        .join("") +
      "</linearGradient>",
  );
}

/**
 * Kawung batik tile: four oval petals around a point.
 * @param {MascotCtx} ctx @param {string} name
 * @param {{ bg?: string | null, fg?: string, size?: number, stroke?: boolean }} [options]
 */
export function kawung(
  ctx,
  name,
  { bg = null, fg = mascotColors.gold, size = 30, stroke = false } = {},
) {
  return ctx.def(name, (id) => {
    const s = size;
    const h = s / 2;
    const q = s / 4;
    const petal = (cx, cy, rx, ry) =>
      stroke
        ? `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="none" stroke="${fg}" stroke-width="${round1(s / 20)}"/>`
        : `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fg}"/>`;
    return (
      `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
      (bg ? `<rect width="${s}" height="${s}" fill="${bg}"/>` : "") +
      petal(h, q, q * 0.62, q * 0.92) +
      petal(h, s - q, q * 0.62, q * 0.92) +
      petal(q, h, q * 0.92, q * 0.62) +
      petal(s - q, h, q * 0.92, q * 0.62) +
      `<circle cx="${h}" cy="${h}" r="${round1(s / 18)}" fill="${fg}"/>` +
      `</pattern>`
    );
  });
}

/** Parang batik tile: diagonal wavy blades. */
export function parang(
  ctx,
  name,
  { bg = mascotColors.gold, fg = "#7a3415", size = 16, angle = 45 } = {},
) {
  return ctx.def(name, (id) => {
    const s = size;
    return (
      `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
      `<rect width="${s}" height="${s}" fill="${bg}"/>` +
      `<path d="M0,${round1(s * 0.3)} Q${round1(s / 4)},${round1(-s * 0.05)} ${round1(s / 2)},${round1(s * 0.3)} T${s},${round1(s * 0.3)}" fill="none" stroke="${fg}" stroke-width="${round1(s * 0.16)}"/>` +
      `<circle cx="${round1(s / 4)}" cy="${round1(s * 0.72)}" r="${round1(s * 0.1)}" fill="${fg}"/>` +
      `<circle cx="${round1((s * 3) / 4)}" cy="${round1(s * 0.72)}" r="${round1(s * 0.1)}" fill="${fg}"/>` +
      `</pattern>`
    );
  });
}

// ---------- small motifs ----------

/** Four-point star. */
export function star4(x, y, r, fill = mascotColors.goldSoft, op = 1) {
  const d = starPath(x, y, r, 0.18, { format: round1, pairSeparator: "," });
  return `<path d="${d}" fill="${fill}"${op !== 1 ? ` opacity="${op}"` : ""}/>`;
}

/** Starfield inside a box; `avoid` = [cx,cy,r] circles kept clear. */
/**
 * @param {number} seed @param {number} x0 @param {number} y0 @param {number} w @param {number} h @param {number} n
 * @param {{ avoid?: [number, number, number][], big?: number, color?: string }} [options]
 */
export function starfield(
  seed,
  x0,
  y0,
  w,
  h,
  n,
  { avoid = [], big = 0.12, color = mascotColors.goldSoft } = {},
) {
  const r = mulberry32(seed);
  let dots = "";
  let stars = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = pointInRect(r, x0, y0, w, h);
    if (avoid.some(([cx, cy, rr]) => (x - cx) ** 2 + (y - cy) ** 2 < rr * rr)) continue;
    const k = r();
    if (k < big) stars += star4(x, y, 5 + r() * 9, color, round1(0.6 + r() * 0.4));
    else dots += `M${round1(x)},${round1(y)}h0`;
  }
  // dots drawn as one path of zero-length round-capped segments
  const dotPath = (d, sw, op) =>
    d
      ? `<path d="${d}" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" opacity="${op}"/>`
      : "";
  // split dots into two sizes for depth
  const parts = dots.split("M").filter(Boolean);
  const a = parts
    .filter((_, i) => i % 3 !== 0)
    .map((p) => `M${p}`)
    .join("");
  const b = parts
    .filter((_, i) => i % 3 === 0)
    .map((p) => `M${p}`)
    .join("");
  return dotPath(a, 2.2, 0.55) + dotPath(b, 3.6, 0.85) + stars;
}

/** Night sky background with optional horizon glow. */
export function sky(ctx, w, h, { top = "#0d0724", bottom = mascotColors.surface } = {}) {
  const g = linear(ctx, "sky", [
    [0, top],
    [0.65, mascotColors.night],
    [1, bottom],
  ]);
  return `<rect width="${w}" height="${h}" fill="${g}"/>`;
}

/**
 * @param {MascotCtx} ctx @param {number} x @param {number} y @param {number} r
 * @param {string} [color] @param {number} [op] @param {string | null} [name] gradient id; derived from colour and opacity when null
 */
export function glow(ctx, x, y, r, color = mascotColors.gold, op = 0.5, name = null) {
  const g = radial(ctx, name || `glow-${color.slice(1)}-${String(op).replace(".", "")}`, color, op);
  return `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${g}"/>`;
}

/**
 * Orbit ellipse with little planets riding it.
 * @param {number} x @param {number} y @param {number} rx @param {number} ry @param {number} rot
 * @param {{ color?: string, w?: number, op?: number, beads?: [number, number, string][], dash?: string }} [options]
 */
export function orbit(
  x,
  y,
  rx,
  ry,
  rot,
  { color = mascotColors.teal, w = 2.5, op = 0.55, beads = [], dash = "" } = {},
) {
  let s = `<g transform="translate(${round1(x)} ${round1(y)}) rotate(${rot})">`;
  s += `<ellipse rx="${rx}" ry="${ry}" fill="none" stroke="${color}" stroke-width="${w}" opacity="${op}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
  for (const [t, rr, c] of beads) {
    const a = (t * Math.PI) / 180;
    s += `<circle cx="${round1(rx * Math.cos(a))}" cy="${round1(ry * Math.sin(a))}" r="${rr}" fill="${c}" stroke="${mascotColors.ink}" stroke-width="2"/>`;
  }
  return `${s}</g>`;
}

/** Mega mendung cloud: nested scalloped cloud shapes (Cirebon style). */
export function megaMendung(
  x,
  y,
  w,
  {
    colors = ["#2f5f9e", "#3f78b8", "#5b97cf", "#8fc0e6"],
    line = mascotColors.ink,
    flip = false,
    op = 1,
  } = {},
) {
  const bumps = [
    [0.0, 0.0],
    [0.16, -0.34],
    [0.38, -0.52],
    [0.62, -0.46],
    [0.82, -0.3],
    [1.0, 0.0],
  ];
  const shape = (k) => {
    // scaled about bottom centre
    const cx = 0.5;
    const pts = bumps.map(([u, v]) => [(u - cx) * k + cx, v * k]);
    let d = `M${round1(pts[0][0] * w)},0`;
    for (let i = 1; i < pts.length; i++) {
      const [u0, v0] = pts[i - 1];
      const [u1, v1] = pts[i];
      const r = Math.hypot(u1 - u0, v1 - v0) * w * 0.55;
      d += `A${round1(r)} ${round1(r)} 0 0 1 ${round1(u1 * w)},${round1(v1 * w)}`;
    }
    // curl at the right end, return along the base
    d += `Q${round1((0.5 + 0.56 * k) * w)},${round1(0.09 * w * k)} ${round1((0.5 + 0.4 * k) * w)},${round1(0.07 * w * k)}Q${round1(0.5 * w)},${round1(0.02 * w)} ${round1((0.5 - 0.4 * k) * w)},${round1(0.07 * w * k)}Q${round1((0.5 - 0.56 * k) * w)},${round1(0.09 * w * k)} ${round1(pts[0][0] * w)},0Z`;
    return d;
  };
  let s = `<g transform="translate(${round1(x)} ${round1(y)})${flip ? ` scale(-1 1) translate(${-w} 0)` : ""}"${op !== 1 ? ` opacity="${op}"` : ""}>`;
  const ks = [1, 0.8, 0.6, 0.4];
  ks.forEach((k, i) => {
    s += `<path d="${shape(k)}" fill="${colors[i % colors.length]}" stroke="${line}" stroke-width="${i === 0 ? 3 : 2}" stroke-linejoin="round"/>`;
  });
  return `${s}</g>`;
}

/**
 * Planet with optional ring.
 * @param {MascotCtx | null} _ctx @param {number} x @param {number} y @param {number} r
 * @param {{ fill?: string, band?: string | null, ring?: string | null, pat?: string | null, line?: string }} [options]
 */
export function planet(
  _ctx,
  x,
  y,
  r,
  { fill = mascotColors.coral, band = null, ring = null, pat = null, line = mascotColors.ink } = {},
) {
  let s = `<g transform="translate(${round1(x)} ${round1(y)})">`;
  if (ring)
    s += `<path d="M${-r * 1.7},0A${r * 1.7} ${r * 0.42} 0 0 1 ${r * 1.7},0" fill="none" stroke="${ring}" stroke-width="${round1(Math.max(3, r * 0.1))}" transform="rotate(-14)"/>`;
  s += `<circle r="${r}" fill="${fill}" stroke="${line}" stroke-width="3"/>`;
  if (pat) s += `<circle r="${r - 2}" fill="${pat}" opacity="0.35"/>`;
  if (band)
    s += `<path d="M${round1(-r * 0.95)},${round1(-r * 0.25)}Q0,${round1(r * 0.05)} ${round1(r * 0.95)},${round1(-r * 0.25)}L${round1(r * 0.92)},${round1(r * 0.1)}Q0,${round1(r * 0.4)} ${round1(-r * 0.92)},${round1(r * 0.1)}Z" fill="${band}" opacity="0.8"/>`;
  s += `<path d="M${round1(-r * 0.55)},${round1(-r * 0.6)}A${r * 0.8} ${r * 0.8} 0 0 1 ${round1(r * 0.3)},${round1(-r * 0.85)}" fill="none" stroke="#fff" stroke-width="${round1(Math.max(2, r * 0.08))}" stroke-linecap="round" opacity="0.5"/>`;
  if (ring)
    s += `<path d="M${r * 1.7},0A${r * 1.7} ${r * 0.42} 0 0 1 ${-r * 1.7},0" fill="none" stroke="${ring}" stroke-width="${round1(Math.max(3, r * 0.1))}" transform="rotate(-14)"/>`;
  return `${s}</g>`;
}

export function moon(ctx, x, y, r, { crescent = false } = {}) {
  let s = glow(ctx, x, y, r * 3.2, mascotColors.goldSoft, 0.35, "moonglow");
  s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${mascotColors.goldSoft}"/>`;
  if (crescent)
    s += `<circle cx="${round1(x + r * 0.45)}" cy="${round1(y - r * 0.2)}" r="${round1(r * 0.9)}" fill="#120a2c"/>`;
  else
    s +=
      `<circle cx="${round1(x - r * 0.3)}" cy="${round1(y + r * 0.2)}" r="${round1(r * 0.18)}" fill="${mascotColors.gold}" opacity="0.45"/>` +
      `<circle cx="${round1(x + r * 0.35)}" cy="${round1(y - r * 0.25)}" r="${round1(r * 0.12)}" fill="${mascotColors.gold}" opacity="0.45"/>` +
      `<circle cx="${round1(x + r * 0.2)}" cy="${round1(y + r * 0.45)}" r="${round1(r * 0.09)}" fill="${mascotColors.gold}" opacity="0.45"/>`;
  return s;
}

/** Gunungan / kayon (wayang tree-of-life) in line-work. */
export function gunungan(
  x,
  y,
  h,
  { color = mascotColors.gold, op = 0.4, w = 3, fill = "none" } = {},
) {
  const s = h / 100;
  const P = (a, b) => `${round1(x + a * s)},${round1(y + b * s)}`;
  let g = `<g opacity="${op}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round">`;
  // outer leaf shape (base at y, tip at y-h)
  g += `<path d="M${P(-34, 0)}L${P(-34, -10)}C${P(-40, -30)} ${P(-36, -55)} ${P(-16, -78)}C${P(-8, -88)} ${P(-3, -95)} ${P(0, -100)}C${P(3, -95)} ${P(8, -88)} ${P(16, -78)}C${P(36, -55)} ${P(40, -30)} ${P(34, -10)}L${P(34, 0)}Z" fill="${fill}"/>`;
  // base gate
  g += `<path d="M${P(-34, -10)}L${P(34, -10)}M${P(-12, 0)}L${P(-12, -20)}L${P(12, -20)}L${P(12, 0)}M${P(-16, -20)}L${P(0, -27)}L${P(16, -20)}"/>`;
  // tree trunk + branches
  g += `<path d="M${P(0, -27)}L${P(0, -88)}`;
  for (let i = 0; i < 5; i++) {
    const yy = -34 - i * 11;
    const ww = 24 - i * 4;
    g += `M${P(0, yy)}Q${P(ww * 0.6, yy - 2)} ${P(ww, yy - 9)}M${P(0, yy)}Q${P(-ww * 0.6, yy - 2)} ${P(-ww, yy - 9)}`;
  }
  g += `"/>`;
  // curls
  for (const [a, b, r] of [
    [-22, -40, 3],
    [22, -40, 3],
    [-16, -58, 2.6],
    [16, -58, 2.6],
    [-10, -74, 2.2],
    [10, -74, 2.2],
  ])
    g += `<circle cx="${round1(x + a * s)}" cy="${round1(y + b * s)}" r="${round1(r * s)}"/>`;
  return `${g}</g>`;
}

/**
 * Jakarta skyline block with lit windows; returns fragment.
 * @param {number} seed @param {number} x0 @param {number} base @param {number} w
 * @param {{ maxH?: number, color?: string, lit?: string, monas?: [number, number, number] | number[] | null, scale?: number, line?: string }} [options]
 */
export function skyline(
  seed,
  x0,
  base,
  w,
  {
    maxH = 300,
    color = mascotColors.night2,
    lit = mascotColors.gold,
    monas = null,
    scale = 1,
    line = mascotColors.ink,
  } = {},
) {
  const r = mulberry32(seed);
  let s = "";
  let win = "";
  let x = x0;
  while (x < x0 + w) {
    const bw = (36 + r() * 50) * scale;
    const bh = maxH * (0.35 + r() * 0.65) * 1;
    const top = base - bh;
    const kind = r();
    if (kind < 0.25) {
      // stepped top
      s += `<path d="M${round1(x)},${round1(base)}V${round1(top + 16 * scale)}H${round1(x + bw * 0.2)}V${round1(top)}H${round1(x + bw * 0.8)}V${round1(top + 16 * scale)}H${round1(x + bw)}V${round1(base)}Z"/>`;
    } else if (kind < 0.45) {
      // slanted roof tower
      s += `<path d="M${round1(x)},${round1(base)}V${round1(top + 24 * scale)}L${round1(x + bw)},${round1(top)}V${round1(base)}Z"/>`;
    } else if (kind < 0.55) {
      // antenna
      s += `<path d="M${round1(x)},${round1(base)}V${round1(top)}H${round1(x + bw)}V${round1(base)}ZM${round1(x + bw / 2 - 1.5)},${round1(top)}v${round1(-30 * scale)}h3v${round1(30 * scale)}Z"/>`;
    } else {
      s += `<rect x="${round1(x)}" y="${round1(top)}" width="${round1(bw)}" height="${round1(bh)}"/>`;
    }
    // windows
    const cols = Math.max(1, Math.floor(bw / (12 * scale)));
    const rows = Math.floor((bh - 30 * scale) / (16 * scale));
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++) {
        if (r() < 0.42)
          win += `M${round1(x + 5 * scale + j * 12 * scale)},${round1(top + 22 * scale + i * 16 * scale)}h${round1(5 * scale)}`;
      }
    x += bw + (2 + r() * 8) * scale;
  }
  let out = `<g fill="${color}" stroke="${line}" stroke-width="2">${s}</g>`;
  out += `<path d="${win}" stroke="${lit}" stroke-width="${round1(6 * scale)}" opacity="0.75"/>`;
  if (monas) out += monasTower(monas[0] ?? 0, monas[1] ?? 0, monas[2] ?? 0, color);
  return out;
}

/** Monas (National Monument) silhouette at base x,y with height h. */
export function monasTower(x, y, h, color = mascotColors.night2) {
  const s = h / 100;
  const P = (a, b) => `${round1(x + a * s)},${round1(y + b * s)}`;
  return (
    `<g stroke="${mascotColors.ink}" stroke-width="2">` +
    `<path d="M${P(-22, 0)}L${P(-22, -4)}L${P(-10, -22)}L${P(10, -22)}L${P(22, -4)}L${P(22, 0)}Z" fill="${color}"/>` +
    `<path d="M${P(-4, -22)}L${P(-2.2, -82)}L${P(2.2, -82)}L${P(4, -22)}Z" fill="${color}"/>` +
    `<path d="M${P(-5, -82)}L${P(5, -82)}L${P(3, -86)}L${P(-3, -86)}Z" fill="${mascotColors.gold}"/>` +
    `<path d="M${P(0, -100)}C${P(-4, -94)} ${P(-3.5, -89)} ${P(-2, -86)}L${P(2, -86)}C${P(3.5, -89)} ${P(3, -93)} ${P(0, -100)}Z" fill="${mascotColors.gold}"/>` +
    `</g>`
  );
}

/** Javanese joglo house, base centre x,y, width w. */
export function joglo(
  x,
  y,
  w,
  { roof = "#5a3a8c", wall = "#3a2566", lit = mascotColors.gold, line = mascotColors.ink } = {},
) {
  const s = w / 100;
  const P = (a, b) => `${round1(x + a * s)},${round1(y + b * s)}`;
  let g = `<g stroke="${line}" stroke-width="2.5" stroke-linejoin="round">`;
  // stilts/base
  g += `<path d="M${P(-46, 0)}L${P(46, 0)}L${P(44, -5)}L${P(-44, -5)}Z" fill="${wall}"/>`;
  // walls
  g += `<path d="M${P(-38, -5)}L${P(-38, -30)}L${P(38, -30)}L${P(38, -5)}Z" fill="${wall}"/>`;
  // lit door + windows
  g += `<path d="M${P(-6, -5)}L${P(-6, -24)}L${P(6, -24)}L${P(6, -5)}Z" fill="${lit}"/>`;
  g += `<path d="M${P(-28, -12)}L${P(-28, -23)}L${P(-16, -23)}L${P(-16, -12)}ZM${P(16, -12)}L${P(16, -23)}L${P(28, -23)}L${P(28, -12)}Z" fill="${lit}" opacity="0.85"/>`;
  // lower roof (wide, shallow)
  g += `<path d="M${P(-54, -28)}L${P(-34, -44)}L${P(34, -44)}L${P(54, -28)}Z" fill="${roof}"/>`;
  // upper roof (tall, steep - the joglo brunjung)
  g += `<path d="M${P(-36, -43)}L${P(-14, -72)}L${P(14, -72)}L${P(36, -43)}Z" fill="${roof}"/>`;
  g += `<path d="M${P(-16, -71)}L${P(16, -71)}L${P(12, -75)}L${P(-12, -75)}Z" fill="${mascotColors.gold}"/>`;
  // roof batik trim
  g += `<path d="M${P(-50, -31)}L${P(50, -31)}" stroke="${mascotColors.gold}" stroke-width="2" stroke-dasharray="3 4" fill="none"/>`;
  return `${g}</g>`;
}

/** Candi bentar (split gate), base centre x,y, height h. */
export function candiBentar(
  x,
  y,
  h,
  { color = "#4a2f7a", light = "#6a4aa6", line = mascotColors.ink, gap = 0.22 } = {},
) {
  const s = h / 100;
  const half = (dir) => {
    const P = (a, b) => `${round1(x + dir * a * s)},${round1(y + b * s)}`;
    const g0 = gap * 100;
    let d = `M${P(g0, 0)}L${P(g0 + 34, 0)}L${P(g0 + 34, -8)}L${P(g0 + 30, -8)}L${P(g0 + 30, -30)}L${P(g0 + 26, -30)}`;
    d += `L${P(g0 + 26, -40)}L${P(g0 + 22, -42)}L${P(g0 + 22, -56)}L${P(g0 + 18, -58)}L${P(g0 + 18, -70)}L${P(g0 + 14, -72)}L${P(g0 + 13, -86)}L${P(g0 + 9, -88)}L${P(g0 + 8, -100)}L${P(g0 + 5, -100)}`;
    d += `L${P(g0, -60)}Z`;
    let o = `<path d="${d}" fill="${color}"/>`;
    // inner face (flat cut)
    o += `<path d="M${P(g0, 0)}L${P(g0, -60)}L${P(g0 + 5, -100)}L${P(g0 + 8, -100)}L${P(g0 + 6, -60)}L${P(g0 + 6, 0)}Z" fill="${light}"/>`;
    // ornaments
    o += `<path d="M${P(g0 + 8, -30)}L${P(g0 + 28, -30)}M${P(g0 + 8, -56)}L${P(g0 + 20, -56)}M${P(g0 + 8, -8)}L${P(g0 + 32, -8)}" stroke="${mascotColors.gold}" stroke-width="2" fill="none" opacity="0.7"/>`;
    return o;
  };
  return `<g stroke="${line}" stroke-width="2.5" stroke-linejoin="round">${half(-1)}${half(1)}</g>`;
}

/** Coconut palm silhouette at base x,y height h, leaning lean. */
export function palm(x, y, h, { color = "#1a3d4a", lean = 0.15 } = {}) {
  const tx = x + lean * h;
  const ty = y - h;
  let s = `<g fill="${color}" stroke="${mascotColors.ink}" stroke-width="2">`;
  s += `<path d="M${round1(x - 4)},${round1(y)}Q${round1(x + lean * h * 0.3)},${round1(y - h * 0.5)} ${round1(tx - 2)},${round1(ty)}L${round1(tx + 3)},${round1(ty)}Q${round1(x + lean * h * 0.3 + 6)},${round1(y - h * 0.5)} ${round1(x + 5)},${round1(y)}Z"/>`;
  const fronds = [-160, -125, -90, -55, -20, 20, 200];
  for (const a of fronds) {
    const rad = (a * Math.PI) / 180;
    const L = h * 0.42;
    const ex = tx + Math.cos(rad) * L;
    const ey = ty + Math.sin(rad) * L * 0.6 + L * 0.25;
    const mx = tx + Math.cos(rad) * L * 0.5;
    const my = ty + Math.sin(rad) * L * 0.5 - L * 0.12;
    s += `<path d="M${round1(tx)},${round1(ty)}Q${round1(mx)},${round1(my - 8)} ${round1(ex)},${round1(ey)}Q${round1(mx)},${round1(my + 8)} ${round1(tx)},${round1(ty)}Z"/>`;
  }
  return `${s}</g>`;
}
