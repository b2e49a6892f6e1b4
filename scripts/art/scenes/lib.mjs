// Shared drawing kit for the FB8 illustrations: palette, seeded randomness, stars, batik
// patterns, mega mendung clouds, the gunungan, planets, people and the festival mark.
// Plain Node, no dependencies. Every helper returns an SVG string.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { palette } from "../palette.mjs";

export const C = {
  ...palette,
  ink: "#0c0620",
};

const here = dirname(fileURLToPath(import.meta.url));
export const ASSETS = join(here, "..", "..", "..", "content", "assets");

/** Round to one decimal place, to keep files small. */
export const f = (n) => String(Math.round(n * 10) / 10);

/** Mulberry32: a small seeded generator so every run draws the same picture. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Wrap a body in a complete SVG document. */
export function svg(w, h, body, { defs = "", label = "", vbW = w, vbH = h } = {}) {
  const aria = label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vbW} ${vbH}"${aria}>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    "</svg>\n"
  );
}

/** Write an SVG under content/assets and report its size. */
export function save(rel, text) {
  const file = join(ASSETS, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  const kb = (Buffer.byteLength(text) / 1024).toFixed(1);
  console.log(`${rel.padEnd(42)} ${kb} KB`);
}

// ---------------------------------------------------------------------------------------------
// Defs: stars, glows, batik patterns, film grain.

/** Four-point star, unit size, centred on 0,0. */
export const STAR_PATH = "M0-10Q1.6-1.6 10 0Q1.6 1.6 0 10Q-1.6 1.6-10 0Q-1.6-1.6 0-10Z";

export function starDefs() {
  return `<path id="st" d="${STAR_PATH}"/>`;
}

/** A soft radial glow as a gradient id. */
export function glowDef(id, color, opacity = 0.55) {
  return (
    `<radialGradient id="${id}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset=".35" stop-color="${color}" stop-opacity="${f(opacity * 0.45)}"/>` +
    `<stop offset=".7" stop-color="${color}" stop-opacity="${f(opacity * 0.12)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/** Vertical sky gradient, from top colour to bottom colour through optional middle stops. */
export function linearDef(id, stops, { x2 = 0, y2 = 1 } = {}) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops
      .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
      .join("") +
    "</linearGradient>"
  );
}

/** Batik kawung: four ellipse petals round a dot, repeated. */
export function kawungDef(id, color, size = 40, opacity = 0.18, sw = 1.5) {
  const s = size;
  const h = s / 2;
  const petal = (cx, cy, rot) =>
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.34)}" ry="${f(s * 0.17)}" transform="rotate(${rot} ${f(cx)} ${f(cy)})"/>`;
  const q = s * 0.25;
  return (
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
    `<g fill="none" stroke="${color}" stroke-width="${sw}" opacity="${opacity}">` +
    petal(h - q, h - q, 45) +
    petal(h + q, h + q, 45) +
    petal(h + q, h - q, -45) +
    petal(h - q, h + q, -45) +
    `<circle cx="${h}" cy="${h}" r="${f(s * 0.05)}" fill="${color}"/>` +
    `<circle cx="0" cy="0" r="${f(s * 0.06)}"/><circle cx="${s}" cy="0" r="${f(s * 0.06)}"/>` +
    `<circle cx="0" cy="${s}" r="${f(s * 0.06)}"/><circle cx="${s}" cy="${s}" r="${f(s * 0.06)}"/>` +
    "</g></pattern>"
  );
}

/** Batik parang: diagonal bands of linked S-curves. */
export function parangDef(id, color, size = 36, opacity = 0.2, sw = 2) {
  const s = size;
  const d =
    `M0 ${s}L${s} 0` +
    `M${f(s * 0.1)} ${f(s * 0.55)}q${f(s * 0.2)}-${f(s * 0.2)} ${f(s * 0.05)}-${f(s * 0.35)}` +
    `M${f(s * 0.45)} ${f(s * 0.9)}q${f(s * 0.2)}-${f(s * 0.2)} ${f(s * 0.05)}-${f(s * 0.35)}` +
    `M${f(s * 0.6)} ${f(s * 0.1)}q-${f(s * 0.2)} ${f(s * 0.2)}-${f(s * 0.05)} ${f(s * 0.35)}`;
  return (
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" opacity="${opacity}"/>` +
    "</pattern>"
  );
}

/** Film-photo finish: warm wash, vignette and a faint grain. */
export function filmDefs() {
  return (
    `<radialGradient id="vig" cx=".5" cy=".5" r=".75">` +
    `<stop offset=".55" stop-color="#0c0620" stop-opacity="0"/>` +
    `<stop offset=".8" stop-color="#0c0620" stop-opacity=".28"/>` +
    `<stop offset="1" stop-color="#0c0620" stop-opacity=".7"/></radialGradient>` +
    `<filter id="grain" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="8"/>` +
    `<feColorMatrix values="0 0 0 0 1  0 0 0 0 .9  0 0 0 0 .75  0 0 0 .09 0"/></filter>`
  );
}

export function filmOverlay(w, h) {
  return (
    `<rect width="${w}" height="${h}" fill="#ff9a50" opacity=".1" style="mix-blend-mode:soft-light"/>` +
    `<rect width="${w}" height="${h}" fill="#ffb26b" opacity=".07"/>` +
    `<rect width="${w}" height="${h}" filter="url(#grain)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>` +
    `<rect x="6" y="6" width="${w - 12}" height="${h - 12}" rx="10" fill="none" stroke="#ffe9b0" stroke-opacity=".18" stroke-width="2"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Sky.

/**
 * Scatter stars inside a box. `avoid(x, y)` may return a 0..1 weight to thin stars out of an
 * area (for example behind heading text). Returns dots plus a few four-point stars.
 */
export function stars(
  seed,
  w,
  h,
  n,
  { x0 = 0, y0 = 0, sparkles = 0.08, avoid = () => 1, maxR = 1.8 } = {},
) {
  const r = rng(seed);
  let dots = "";
  let big = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const keep = avoid(x, y);
    if (r() > keep) continue;
    const roll = r();
    if (roll < sparkles) {
      const s = (0.5 + r() * 0.9) * (maxR / 1.8);
      const col = r() < 0.75 ? C.goldSoft : r() < 0.5 ? C.teal : C.coral;
      big += `<use href="#st" transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" fill="${col}"/>`;
    } else {
      const rad = 0.5 + r() * r() * maxR;
      dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}"${r() < 0.4 ? ' opacity=".55"' : ""}/>`;
    }
  }
  return `<g fill="${C.goldSoft}">${dots}</g>${big}`;
}

/** A four-point star sparkle at x,y (needs starDefs). */
export const sparkle = (x, y, s, col = C.goldSoft, op = 1) =>
  `<use href="#st" transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" fill="${col}"${op < 1 ? ` opacity="${op}"` : ""}/>`;

// ---------------------------------------------------------------------------------------------
// Planets and orbits.

/**
 * A flat planet with bands, a crescent shadow and an optional tilted ring.
 * Needs a unique `id` for its clip paths.
 */
export function planet(id, cx, cy, r, o = {}) {
  const {
    fill = C.coral,
    band = "#ff9b6a",
    band2 = C.gold,
    shadow = C.night,
    ring = C.teal,
    ringTilt = -16,
    ringRx = 1.9,
    ringRy = 0.42,
    ringW = 0.07,
    rim = C.gold,
    rimW = 3,
    bands = true,
  } = o;
  const defs =
    `<clipPath id="${id}c"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>` +
    `<clipPath id="${id}f"><rect x="${f(-r * 3)}" y="0" width="${f(r * 6)}" height="${f(r * 3)}"/></clipPath>`;
  const tr = `translate(${f(cx)} ${f(cy)}) rotate(${ringTilt})`;
  const ringEl = (clip) =>
    ring
      ? `<g transform="${tr}"${clip ? ` clip-path="url(#${id}f)"` : ""}>` +
        `<ellipse rx="${f(r * ringRx)}" ry="${f(r * ringRy)}" fill="none" stroke="${ring}" stroke-width="${f(r * ringW)}"/>` +
        `<ellipse rx="${f(r * (ringRx - 0.16))}" ry="${f(r * (ringRy - 0.05))}" fill="none" stroke="${ring}" stroke-opacity=".45" stroke-width="${f(r * ringW * 0.45)}"/>` +
        "</g>"
      : "";
  let bandEls = "";
  if (bands) {
    bandEls =
      `<g clip-path="url(#${id}c)" transform="rotate(${ringTilt} ${f(cx)} ${f(cy)})">` +
      `<path d="M${f(cx - r * 1.2)} ${f(cy - r * 0.42)}q${f(r * 0.6)} ${f(r * 0.16)} ${f(r * 1.2)} 0t${f(r * 1.2)} 0v${f(r * 0.2)}q-${f(r * 0.6)}-${f(r * 0.16)}-${f(r * 1.2)} 0t-${f(r * 1.2)} 0z" fill="${band}"/>` +
      `<path d="M${f(cx - r * 1.2)} ${f(cy + r * 0.22)}q${f(r * 0.6)}-${f(r * 0.14)} ${f(r * 1.2)} 0t${f(r * 1.2)} 0v${f(r * 0.13)}q-${f(r * 0.6)} ${f(r * 0.14)}-${f(r * 1.2)} 0t-${f(r * 1.2)} 0z" fill="${band2}" opacity=".8"/>` +
      `<rect x="${f(cx - r * 1.2)}" y="${f(cy + r * 0.55)}" width="${f(r * 2.4)}" height="${f(r * 0.09)}" fill="${band}"/>` +
      "</g>";
  }
  const lx = cx - r * 0.3;
  const ly = cy - r * 0.3;
  const lr = r * 1.08;
  const shade =
    `<path clip-path="url(#${id}c)" fill-rule="evenodd" fill="${shadow}" fill-opacity=".4" d="M${f(cx - r)} ${f(cy - r)}h${f(r * 2)}v${f(r * 2)}h${f(-r * 2)}z` +
    `M${f(lx - lr)} ${f(ly)}a${f(lr)} ${f(lr)} 0 1 0 ${f(lr * 2)} 0a${f(lr)} ${f(lr)} 0 1 0 ${f(-lr * 2)} 0z"/>` +
    `<path d="M${f(cx - r * 0.62)} ${f(cy - r * 0.42)}a${f(r * 0.75)} ${f(r * 0.75)} 0 0 1 ${f(r * 0.5)}-${f(r * 0.3)}" fill="none" stroke="${C.text}" stroke-opacity=".55" stroke-width="${f(Math.max(2, r * 0.06))}" stroke-linecap="round"/>`;
  const body =
    ringEl(false) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>` +
    bandEls +
    shade +
    (rim
      ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${rim}" stroke-width="${rimW}"/>`
      : "") +
    ringEl(true);
  return { defs, body };
}

/** A dashed or plain orbit ellipse. */
export const orbit = (cx, cy, rx, ry, rot, col = C.teal, sw = 2, dash = "", op = 0.7) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${rot} ${f(cx)} ${f(cy)})" fill="none" stroke="${col}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}" stroke-linecap="round"` : ""} opacity="${op}"/>`;

// ---------------------------------------------------------------------------------------------
// The festival mark: a figure-8 orbit with a ringed planet in its lower loop.

/** Points of the figure-8 orbit in a 240 box (upper loop smaller, slightly tilted). */
function eightPath() {
  const pts = [];
  const N = 96;
  for (let i = 0; i <= N; i++) {
    const t = (i / N) * Math.PI * 2;
    const y0 = Math.cos(t);
    const x0 = Math.sin(t) * Math.cos(t);
    // Upper lobe (y0 > 0 maps to top) smaller than the lower one.
    const top = y0 > 0;
    const sy = top ? 86 : 100;
    const sx = top ? 132 : 168;
    let x = x0 * sx;
    let y = -y0 * sy;
    // tilt
    const a = (-10 * Math.PI) / 180;
    const xr = x * Math.cos(a) - y * Math.sin(a);
    const yr = x * Math.sin(a) + y * Math.cos(a);
    x = 120 + xr;
    y = 114 + yr;
    pts.push(`${f(x)} ${f(y)}`);
  }
  return `M${pts.join("L")}Z`;
}
export const EIGHT_D = eightPath();

/** The mark, drawn in a 240x240 box. `id` keeps clip paths unique. */
export function mark(id = "m", { tx = 0, ty = 0, s = 1, sw = 15 } = {}) {
  const p = planet(`${id}p`, 124, 166, 38, {
    fill: C.coral,
    band: "#ff9b6a",
    band2: C.gold,
    ring: C.teal,
    ringRx: 1.75,
    ringRy: 0.38,
    ringW: 0.13,
    ringTilt: -14,
    rim: "",
    bands: true,
    shadow: C.night,
  });
  // The gold 8 is drawn behind the planet but its lower arc passes in front (over-under),
  // giving the sense of an orbit round the planet.
  const defs = `${p.defs}<clipPath id="${id}lo"><rect x="0" y="196" width="240" height="60"/></clipPath>`;
  const eight = `<path d="${EIGHT_D}" fill="none" stroke="${C.gold}" stroke-width="${sw}" stroke-linejoin="round"/>`;
  const body =
    `<g transform="translate(${tx} ${ty}) scale(${s})">` +
    eight +
    p.body +
    `<g clip-path="url(#${id}lo)">${eight}</g>` +
    `<path d="${STAR_PATH}" transform="translate(104 68) scale(2.1)" fill="${C.goldSoft}"/>` +
    `<circle cx="196" cy="44" r="7" fill="${C.teal}"/>` +
    `<circle cx="38" cy="190" r="4.5" fill="${C.goldSoft}"/>` +
    "</g>";
  return { defs, body };
}

// ---------------------------------------------------------------------------------------------
// Letters F, B, 8 as geometric monoline strokes (paths, never text).

/** "FB8" drawn with round-capped strokes in a box of the given cap height, left edge x. */
export function lettersFB8(x, y, capH, col = C.text, { sw = capH * 0.16, accent = C.gold } = {}) {
  const h = capH;
  const w = h * 0.56;
  const gap = h * 0.22;
  const F =
    `M${f(x)} ${f(y + h)}V${f(y)}H${f(x + w)}` + `M${f(x)} ${f(y + h * 0.48)}H${f(x + w * 0.8)}`;
  const bx = x + w + gap;
  const r1 = h * 0.235;
  const r2 = h * 0.265;
  const B =
    `M${f(bx)} ${f(y + h)}V${f(y)}H${f(bx + w * 0.55)}` +
    `a${f(r1)} ${f(r1)} 0 0 1 0 ${f(r1 * 2)}H${f(bx)}` +
    `M${f(bx + w * 0.55)} ${f(y + r1 * 2)}a${f(r2)} ${f(r2)} 0 0 1 0 ${f(r2 * 2)}H${f(bx)}`;
  const ex = bx + w * 0.55 + r2 + gap + sw * 0.9;
  const e1 = h * 0.21;
  const e2 = h * 0.27;
  const cx = ex + e2;
  const E =
    `<circle cx="${f(cx)}" cy="${f(y + e1)}" r="${f(e1)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(y + e1 * 2 + e2)}" r="${f(e2)}"/>`;
  const width = cx + e2 - x;
  return {
    width,
    body:
      `<g fill="none" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="${F}${B}" stroke="${col}"/>` +
      `<g stroke="${accent}">${E}</g></g>`,
  };
}

// ---------------------------------------------------------------------------------------------
// Mega mendung cloud: one outline drawn again and again, smaller each time, in a colour ramp.

export const CLOUD_D =
  "M-100 0H96a22 22 0 0 0 6-40a18 18 0 0 0-30-10a28 28 0 0 0-48-22a26 26 0 0 0-44 4a24 24 0 0 0-40 16a20 20 0 0 0-34 14a20 20 0 0 0-6 38z";

export function cloudDef() {
  return `<path id="cl" d="${CLOUD_D}"/>`;
}

export const CLOUD_RAMP = ["#15264d", "#1a3d63", "#1f5a7a", "#2a7f90", "#3aa7a8", "#4fd1c5"];

/** Mega mendung cloud at x,y (bottom centre), scale s, optional mirror. */
export function megaMendung(
  x,
  y,
  s,
  { flip = false, ramp = CLOUD_RAMP, line = C.goldSoft, lineOp = 0.35 } = {},
) {
  const n = ramp.length;
  let out = `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})">`;
  for (let i = 0; i < n; i++) {
    const k = 1 - i * (0.72 / n);
    out += `<use href="#cl" transform="translate(0 ${f(-i * 1.5)}) scale(${f(k)})" fill="${ramp[i]}" stroke="${line}" stroke-opacity="${lineOp}" stroke-width="${f(1.6 / s)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Gunungan (kayon): the wayang "mountain" that opens and closes a shadow play.

/** Gunungan with base at (cx, by) and height h. */
export function gunungan(id, cx, by, h, o = {}) {
  const { fill = C.night2, line = C.gold, pattern = "", sw = 3, inner = true, op = 1 } = o;
  const P = (x, y) => `${f(cx + x * h)} ${f(by - y * h)}`;
  const outline =
    `M${P(-0.3, 0)}L${P(-0.31, 0.05)}C${P(-0.4, 0.12)} ${P(-0.38, 0.3)} ${P(-0.28, 0.42)}` +
    `C${P(-0.16, 0.56)} ${P(-0.1, 0.64)} ${P(-0.06, 0.8)}C${P(-0.04, 0.88)} ${P(-0.02, 0.95)} ${P(0, 1)}` +
    `C${P(0.02, 0.95)} ${P(0.04, 0.88)} ${P(0.06, 0.8)}C${P(0.1, 0.64)} ${P(0.16, 0.56)} ${P(0.28, 0.42)}` +
    `C${P(0.38, 0.3)} ${P(0.4, 0.12)} ${P(0.31, 0.05)}L${P(0.3, 0)}Z`;
  let inside = "";
  if (inner) {
    // trunk and curling branches of the tree of life
    let br = `M${P(0, 0.18)}L${P(0, 0.9)}`;
    const levels = [0.3, 0.42, 0.54, 0.66, 0.77];
    levels.forEach((y, i) => {
      const reach = 0.22 - i * 0.035;
      for (const sgn of [-1, 1]) {
        const x1 = sgn * reach;
        br += `M${P(0, y - 0.02)}Q${P(sgn * reach * 0.5, y + 0.06)} ${P(x1, y + 0.02)}`;
        br += `Q${P(x1 + sgn * 0.04, y - 0.03)} ${P(x1 - sgn * 0.01, y - 0.045)}`;
        br += `Q${P(x1 - sgn * 0.04, y - 0.03)} ${P(x1 - sgn * 0.03, y)}`;
      }
    });
    // leaves: small dots along branches
    let dots = "";
    levels.forEach((y, i) => {
      const reach = 0.22 - i * 0.035;
      for (const sgn of [-1, 1]) {
        for (const t of [0.35, 0.65]) {
          const [px, py] = [cx + sgn * reach * t * h, by - (y + 0.045 - t * 0.02) * h];
          dots += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(h * 0.009)}"/>`;
        }
      }
    });
    // the gate (gapura) with tiered roof at the foot
    const gw = 0.09;
    const gatePath =
      `M${P(-gw, 0.015)}L${P(-gw, 0.12)}L${P(gw, 0.12)}L${P(gw, 0.015)}Z` +
      `M${P(-gw - 0.03, 0.12)}L${P(0, 0.2)}L${P(gw + 0.03, 0.12)}Z` +
      `M${P(-0.035, 0.015)}L${P(-0.035, 0.08)}Q${P(0, 0.11)} ${P(0.035, 0.08)}L${P(0.035, 0.015)}`;
    inside =
      `<path d="${br}" fill="none" stroke="${line}" stroke-width="${f(sw * 0.8)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<g fill="${line}">${dots}</g>` +
      `<path d="${gatePath}" fill="${fill}" stroke="${line}" stroke-width="${f(sw * 0.8)}" stroke-linejoin="round"/>` +
      `<path d="M${P(-0.34, 0)}L${P(0.34, 0)}" stroke="${line}" stroke-width="${f(sw * 1.6)}" stroke-linecap="round"/>`;
  }
  const defs = `<clipPath id="${id}"><path d="${outline}"/></clipPath>`;
  const body =
    `<g${op < 1 ? ` opacity="${op}"` : ""}>` +
    `<path d="${outline}" fill="${fill}"/>` +
    (pattern ? `<path d="${outline}" fill="url(#${pattern})"/>` : "") +
    `<g clip-path="url(#${id})">${inside}</g>` +
    `<path d="${outline}" fill="none" stroke="${line}" stroke-width="${sw}" stroke-linejoin="round"/>` +
    (inner
      ? `<path d="${outline}" fill="none" stroke="${line}" stroke-width="${f(sw * 2.4)}" stroke-dasharray="0 ${f(sw * 4)}" stroke-linecap="round"/>`
      : "") +
    "</g>";
  return { defs, body };
}

// ---------------------------------------------------------------------------------------------
// People, as bold silhouettes. (x, y) is the point between the feet; h the height.

export function person(x, y, h, o = {}) {
  const {
    fill = C.night2,
    shirt = "",
    pose = "stand",
    skirt = false,
    hat = "",
    rim = "",
    rimW = 2,
    hair = false,
  } = o;
  const u = h / 100;
  const dy = o.kneel ? 30 : 0;
  const P0 = (px, py) => `${f(x + px * u)} ${f(y - py * u)}`;
  // upper body drops when kneeling
  const P = (px, py) => P0(px, py > 30 ? py - dy : py);
  const headR = 8.5 * u;
  const head = `<circle cx="${f(x)}" cy="${f(y - (90 - dy) * u)}" r="${f(headR)}"/>`;
  let torso;
  if (o.kneel) {
    torso =
      `M${P(-12, 81)}Q${P(0, 84)} ${P(12, 81)}L${P(11, 46)}L${P0(28, 22)}L${P0(29, 0)}L${P0(21, 0)}L${P0(20, 12)}` +
      `L${P0(2, 12)}L${P0(-4, 0)}L${P0(-30, 0)}L${P0(-30, 5)}L${P0(-12, 14)}L${P(-11, 46)}Z`;
  } else if (skirt) {
    torso = `M${P(-10, 81)}Q${P(0, 84)} ${P(10, 81)}L${P(8, 56)}L${P(11, 44)}L${P(14, 0)}L${P(-14, 0)}L${P(-11, 44)}L${P(-8, 56)}Z`;
  } else {
    torso = `M${P(-12, 81)}Q${P(0, 84)} ${P(12, 81)}L${P(10, 46)}L${P(9, 0)}L${P(2, 0)}L${P(0, 40)}L${P(-2, 0)}L${P(-9, 0)}L${P(-10, 46)}Z`;
  }
  const arms = {
    stand: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(14, 44)}`,
    up: `M${P(-10, 76)}L${P(-20, 100)}L${P(-22, 116)}M${P(10, 76)}L${P(20, 100)}L${P(22, 116)}`,
    wave: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(22, 96)}L${P(24, 114)}`,
    oneup: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(16, 100)}L${P(18, 118)}`,
    dance: `M${P(-10, 76)}L${P(-30, 72)}L${P(-40, 84)}M${P(10, 76)}L${P(28, 64)}L${P(40, 70)}`,
    reach: `M${P(-10, 76)}L${P(-14, 46)}M${P(10, 76)}L${P(30, 72)}L${P(44, 74)}`,
    reachUp: `M${P(-10, 76)}L${P(-14, 56)}L${P(-4, 50)}M${P(10, 76)}L${P(28, 88)}L${P(44, 102)}`,
    grief: `M${P(-10, 76)}L${P(-6, 84)}L${P(0, 90)}M${P(10, 76)}L${P(26, 66)}L${P(38, 58)}`,
    hold: `M${P(-10, 76)}L${P(-4, 60)}L${P(4, 64)}M${P(10, 76)}L${P(6, 60)}L${P(0, 64)}`,
  }[pose];
  let extra = "";
  if (hat === "blangkon")
    extra = `<path d="M${P(-9, 92)}Q${P(0, 104)} ${P(9, 92)}L${P(9, 89)}L${P(-9, 89)}Z"/><circle cx="${f(x - 8 * u)}" cy="${f(y - (90 - dy) * u)}" r="${f(4 * u)}"/>`;
  if (hat === "bun")
    extra = `<circle cx="${f(x + 7 * u)}" cy="${f(y - (92 - dy) * u)}" r="${f(5 * u)}"/>`;
  if (hat === "crown")
    extra = `<path d="M${P(-9, 94)}L${P(-7, 108)}L${P(-3, 100)}L${P(0, 112)}L${P(3, 100)}L${P(7, 108)}L${P(9, 94)}Z" fill="${C.gold}"/>`;
  if (hat === "cap")
    extra = `<path d="M${P(-9, 92)}Q${P(0, 103)} ${P(9, 92)}L${P(15, 91)}L${P(-9, 89)}Z"/>`;
  if (hair)
    extra += `<path d="M${P(-9, 94)}Q${P(-12, 78)} ${P(-8, 72)}L${P(8, 72)}Q${P(12, 78)} ${P(9, 94)}Z"/>`;
  const armW = f(6.5 * u);
  const rimAttr = rim ? ` stroke="${rim}" stroke-width="${rimW}" paint-order="stroke"` : "";
  return (
    `<g fill="${fill}"${rimAttr}>` +
    `<path d="${arms}" fill="none" stroke="${shirt || fill}" stroke-width="${armW}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${torso}"${shirt ? ` fill="${shirt}"` : ""}/>` +
    head +
    extra +
    "</g>"
  );
}

/** A crowd of heads and shoulders seen from behind, along a baseline. */
export function crowd(seed, x0, x1, y, size, o = {}) {
  const { cols = [C.ink, "#1a0f3a", C.night2], hands = 0.15, lights = 0.0, rows = 2 } = o;
  const r = rng(seed);
  let out = "";
  for (let row = 0; row < rows; row++) {
    const sc = size * (1 + row * 0.18);
    const yy = y + row * sc * 0.55;
    let x = x0 - r() * sc;
    while (x < x1 + sc) {
      const col = cols[Math.floor(r() * cols.length)];
      const hh = sc * (0.9 + r() * 0.25);
      const hr = hh * 0.2;
      let g = `<g fill="${col}">`;
      if (r() < hands) {
        const side = r() < 0.5 ? -1 : 1;
        const hx = x + side * hh * 0.28;
        g += `<path d="M${f(hx)} ${f(yy - hh * 0.55)}L${f(hx + side * hh * 0.12)} ${f(yy - hh * 1.45)}" stroke="${col}" stroke-width="${f(hh * 0.12)}" stroke-linecap="round"/>`;
        if (r() < lights)
          g += `<circle cx="${f(hx + side * hh * 0.12)}" cy="${f(yy - hh * 1.5)}" r="${f(hh * 0.09)}" fill="${C.goldSoft}"/>`;
      }
      g += `<circle cx="${f(x)}" cy="${f(yy - hh * 0.78)}" r="${f(hr)}"/>`;
      g += `<path d="M${f(x - hh * 0.38)} ${f(yy + sc)}L${f(x - hh * 0.34)} ${f(yy - hh * 0.42)}Q${f(x)} ${f(yy - hh * 0.62)} ${f(x + hh * 0.34)} ${f(yy - hh * 0.42)}L${f(x + hh * 0.38)} ${f(yy + sc)}Z"/>`;
      g += "</g>";
      out += g;
      x += sc * (0.55 + r() * 0.3);
    }
  }
  return out;
}

/** Festival bunting: triangle flags hanging from a curved string. */
export function bunting(x0, y0, x1, y1, sag, n, cols = [C.coral, C.gold, C.teal, C.text]) {
  let out = `<path d="M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 + sag * 2)} ${f(x1)} ${f(y1)}" fill="none" stroke="${C.goldSoft}" stroke-opacity=".6" stroke-width="2"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const yc = (y0 + y1) / 2 + sag * 2;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * yc + t * t * y1;
    const s = Math.abs(x1 - x0) / n / 2.4;
    out += `<path d="M${f(x - s)} ${f(y)}L${f(x + s)} ${f(y)}L${f(x)} ${f(y + s * 2)}Z" fill="${cols[i % cols.length]}"/>`;
  }
  return out;
}
