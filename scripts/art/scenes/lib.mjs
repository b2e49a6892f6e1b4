// @ts-check
// Shared drawing kit for the FB8 illustrations: palette, seeded randomness, stars, batik
// patterns, mega mendung clouds, the gunungan, planets, people and the festival mark.
// Plain Node, no dependencies. Every helper returns an SVG string.
import { oneDecimal } from "../kit/format.mjs";
import { palette } from "../kit/palette.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { starPath } from "../kit/star.mjs";
import { defsBlock, svgDocument } from "../kit/svg.mjs";

export const sceneColors = {
  ...palette,
  ink: "#0c0620",
};

/** Wrap a body in a complete SVG document. */
export function svg(w, h, body, { defs = "", label = "", vbW = w, vbH = h } = {}) {
  /** @type {[string, string | number][]} */
  const attrs = [
    ["width", w],
    ["height", h],
    ["viewBox", `0 0 ${vbW} ${vbH}`],
  ];
  if (label) attrs.push(["role", "img"], ["aria-label", label]);
  else attrs.push(["aria-hidden", "true"]);
  return svgDocument(attrs, defsBlock(defs) + body);
}

// ---------------------------------------------------------------------------------------------
// Defs: stars, glows, batik patterns, film grain.

/** Four-point star, unit size (arms 10), centred on 0,0; placed with <use href="#st">. */
export const STAR_PATH = starPath(0, 0, 10, 0.16, { format: oneDecimal, compact: true });

export function starDefs() {
  return `<path id="st" d="${STAR_PATH}"/>`;
}

/** A soft radial glow as a gradient id. */
export function glowDef(id, color, opacity = 0.55) {
  return (
    `<radialGradient id="${id}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset=".35" stop-color="${color}" stop-opacity="${oneDecimal(opacity * 0.45)}"/>` +
    `<stop offset=".7" stop-color="${color}" stop-opacity="${oneDecimal(opacity * 0.12)}"/>` +
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
    `<ellipse cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" rx="${oneDecimal(s * 0.34)}" ry="${oneDecimal(s * 0.17)}" transform="rotate(${rot} ${oneDecimal(cx)} ${oneDecimal(cy)})"/>`;
  const q = s * 0.25;
  return (
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
    `<g fill="none" stroke="${color}" stroke-width="${sw}" opacity="${opacity}">` +
    petal(h - q, h - q, 45) +
    petal(h + q, h + q, 45) +
    petal(h + q, h - q, -45) +
    petal(h - q, h + q, -45) +
    `<circle cx="${h}" cy="${h}" r="${oneDecimal(s * 0.05)}" fill="${color}"/>` +
    `<circle cx="0" cy="0" r="${oneDecimal(s * 0.06)}"/><circle cx="${s}" cy="0" r="${oneDecimal(s * 0.06)}"/>` +
    `<circle cx="0" cy="${s}" r="${oneDecimal(s * 0.06)}"/><circle cx="${s}" cy="${s}" r="${oneDecimal(s * 0.06)}"/>` +
    "</g></pattern>"
  );
}

/** Batik parang: diagonal bands of linked S-curves. */
export function parangDef(id, color, size = 36, opacity = 0.2, sw = 2) {
  const s = size;
  const d =
    `M0 ${s}L${s} 0` +
    `M${oneDecimal(s * 0.1)} ${oneDecimal(s * 0.55)}q${oneDecimal(s * 0.2)}-${oneDecimal(s * 0.2)} ${oneDecimal(s * 0.05)}-${oneDecimal(s * 0.35)}` +
    `M${oneDecimal(s * 0.45)} ${oneDecimal(s * 0.9)}q${oneDecimal(s * 0.2)}-${oneDecimal(s * 0.2)} ${oneDecimal(s * 0.05)}-${oneDecimal(s * 0.35)}` +
    `M${oneDecimal(s * 0.6)} ${oneDecimal(s * 0.1)}q-${oneDecimal(s * 0.2)} ${oneDecimal(s * 0.2)}-${oneDecimal(s * 0.05)} ${oneDecimal(s * 0.35)}`;
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
  /** @type {{ x0?: number, y0?: number, sparkles?: number, avoid?: (x: number, y: number) => number, maxR?: number }} */ {
    x0 = 0,
    y0 = 0,
    sparkles = 0.08,
    avoid = () => 1,
    maxR = 1.8,
  } = {},
) {
  const r = mulberry32(seed);
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
      const col =
        r() < 0.75 ? sceneColors.goldSoft : r() < 0.5 ? sceneColors.teal : sceneColors.coral;
      big += `<use href="#st" transform="translate(${oneDecimal(x)} ${oneDecimal(y)}) scale(${oneDecimal(s)})" fill="${col}"/>`;
    } else {
      const rad = 0.5 + r() * r() * maxR;
      dots += `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(rad)}"${r() < 0.4 ? ' opacity=".55"' : ""}/>`;
    }
  }
  return `<g fill="${sceneColors.goldSoft}">${dots}</g>${big}`;
}

/** A four-point star sparkle at x,y (needs starDefs). */
export const sparkle = (x, y, s, col = sceneColors.goldSoft, op = 1) =>
  `<use href="#st" transform="translate(${oneDecimal(x)} ${oneDecimal(y)}) scale(${oneDecimal(s)})" fill="${col}"${op < 1 ? ` opacity="${op}"` : ""}/>`;

// ---------------------------------------------------------------------------------------------
// Planets and orbits.

/**
 * A flat planet with bands, a crescent shadow and an optional tilted ring.
 * Needs a unique `id` for its clip paths.
 */
export function planet(id, cx, cy, r, o = {}) {
  const {
    fill = sceneColors.coral,
    band = "#ff9b6a",
    band2 = sceneColors.gold,
    shadow = sceneColors.night,
    ring = sceneColors.teal,
    ringTilt = -16,
    ringRx = 1.9,
    ringRy = 0.42,
    ringW = 0.07,
    rim = sceneColors.gold,
    rimW = 3,
    bands = true,
  } = o;
  const defs =
    `<clipPath id="${id}c"><circle cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" r="${oneDecimal(r)}"/></clipPath>` +
    `<clipPath id="${id}f"><rect x="${oneDecimal(-r * 3)}" y="0" width="${oneDecimal(r * 6)}" height="${oneDecimal(r * 3)}"/></clipPath>`;
  const tr = `translate(${oneDecimal(cx)} ${oneDecimal(cy)}) rotate(${ringTilt})`;
  const ringEl = (clip) =>
    ring
      ? `<g transform="${tr}"${clip ? ` clip-path="url(#${id}f)"` : ""}>` +
        `<ellipse rx="${oneDecimal(r * ringRx)}" ry="${oneDecimal(r * ringRy)}" fill="none" stroke="${ring}" stroke-width="${oneDecimal(r * ringW)}"/>` +
        `<ellipse rx="${oneDecimal(r * (ringRx - 0.16))}" ry="${oneDecimal(r * (ringRy - 0.05))}" fill="none" stroke="${ring}" stroke-opacity=".45" stroke-width="${oneDecimal(r * ringW * 0.45)}"/>` +
        "</g>"
      : "";
  let bandEls = "";
  if (bands) {
    bandEls =
      `<g clip-path="url(#${id}c)" transform="rotate(${ringTilt} ${oneDecimal(cx)} ${oneDecimal(cy)})">` +
      `<path d="M${oneDecimal(cx - r * 1.2)} ${oneDecimal(cy - r * 0.42)}q${oneDecimal(r * 0.6)} ${oneDecimal(r * 0.16)} ${oneDecimal(r * 1.2)} 0t${oneDecimal(r * 1.2)} 0v${oneDecimal(r * 0.2)}q-${oneDecimal(r * 0.6)}-${oneDecimal(r * 0.16)}-${oneDecimal(r * 1.2)} 0t-${oneDecimal(r * 1.2)} 0z" fill="${band}"/>` +
      `<path d="M${oneDecimal(cx - r * 1.2)} ${oneDecimal(cy + r * 0.22)}q${oneDecimal(r * 0.6)}-${oneDecimal(r * 0.14)} ${oneDecimal(r * 1.2)} 0t${oneDecimal(r * 1.2)} 0v${oneDecimal(r * 0.13)}q-${oneDecimal(r * 0.6)} ${oneDecimal(r * 0.14)}-${oneDecimal(r * 1.2)} 0t-${oneDecimal(r * 1.2)} 0z" fill="${band2}" opacity=".8"/>` +
      `<rect x="${oneDecimal(cx - r * 1.2)}" y="${oneDecimal(cy + r * 0.55)}" width="${oneDecimal(r * 2.4)}" height="${oneDecimal(r * 0.09)}" fill="${band}"/>` +
      "</g>";
  }
  const lx = cx - r * 0.3;
  const ly = cy - r * 0.3;
  const lr = r * 1.08;
  const shade =
    `<path clip-path="url(#${id}c)" fill-rule="evenodd" fill="${shadow}" fill-opacity=".4" d="M${oneDecimal(cx - r)} ${oneDecimal(cy - r)}h${oneDecimal(r * 2)}v${oneDecimal(r * 2)}h${oneDecimal(-r * 2)}z` +
    `M${oneDecimal(lx - lr)} ${oneDecimal(ly)}a${oneDecimal(lr)} ${oneDecimal(lr)} 0 1 0 ${oneDecimal(lr * 2)} 0a${oneDecimal(lr)} ${oneDecimal(lr)} 0 1 0 ${oneDecimal(-lr * 2)} 0z"/>` +
    `<path d="M${oneDecimal(cx - r * 0.62)} ${oneDecimal(cy - r * 0.42)}a${oneDecimal(r * 0.75)} ${oneDecimal(r * 0.75)} 0 0 1 ${oneDecimal(r * 0.5)}-${oneDecimal(r * 0.3)}" fill="none" stroke="${sceneColors.text}" stroke-opacity=".55" stroke-width="${oneDecimal(Math.max(2, r * 0.06))}" stroke-linecap="round"/>`;
  const body =
    ringEl(false) +
    `<circle cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" r="${oneDecimal(r)}" fill="${fill}"/>` +
    bandEls +
    shade +
    (rim
      ? `<circle cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" r="${oneDecimal(r)}" fill="none" stroke="${rim}" stroke-width="${rimW}"/>`
      : "") +
    ringEl(true);
  return { defs, body };
}

/** A dashed or plain orbit ellipse. */
export const orbit = (cx, cy, rx, ry, rot, col = sceneColors.teal, sw = 2, dash = "", op = 0.7) =>
  `<ellipse cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" rx="${oneDecimal(rx)}" ry="${oneDecimal(ry)}" transform="rotate(${rot} ${oneDecimal(cx)} ${oneDecimal(cy)})" fill="none" stroke="${col}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}" stroke-linecap="round"` : ""} opacity="${op}"/>`;

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
    pts.push(`${oneDecimal(x)} ${oneDecimal(y)}`);
  }
  return `M${pts.join("L")}Z`;
}
export const EIGHT_D = eightPath();

/** The mark, drawn in a 240x240 box. `id` keeps clip paths unique. */
export function mark(id = "m", { tx = 0, ty = 0, s = 1, sw = 15 } = {}) {
  const p = planet(`${id}p`, 124, 166, 38, {
    fill: sceneColors.coral,
    band: "#ff9b6a",
    band2: sceneColors.gold,
    ring: sceneColors.teal,
    ringRx: 1.75,
    ringRy: 0.38,
    ringW: 0.13,
    ringTilt: -14,
    rim: "",
    bands: true,
    shadow: sceneColors.night,
  });
  // The gold 8 is drawn behind the planet but its lower arc passes in front (over-under),
  // giving the sense of an orbit round the planet.
  const defs = `${p.defs}<clipPath id="${id}lo"><rect x="0" y="196" width="240" height="60"/></clipPath>`;
  const eight = `<path d="${EIGHT_D}" fill="none" stroke="${sceneColors.gold}" stroke-width="${sw}" stroke-linejoin="round"/>`;
  const body =
    `<g transform="translate(${tx} ${ty}) scale(${s})">` +
    eight +
    p.body +
    `<g clip-path="url(#${id}lo)">${eight}</g>` +
    `<path d="${STAR_PATH}" transform="translate(104 68) scale(2.1)" fill="${sceneColors.goldSoft}"/>` +
    `<circle cx="196" cy="44" r="7" fill="${sceneColors.teal}"/>` +
    `<circle cx="38" cy="190" r="4.5" fill="${sceneColors.goldSoft}"/>` +
    "</g>";
  return { defs, body };
}

// ---------------------------------------------------------------------------------------------
// Letters F, B, 8 as geometric monoline strokes (paths, never text).

/** "FB8" drawn with round-capped strokes in a box of the given cap height, left edge x. */
export function lettersFB8(
  x,
  y,
  capH,
  col = sceneColors.text,
  { sw = capH * 0.16, accent = sceneColors.gold } = {},
) {
  const h = capH;
  const w = h * 0.56;
  const gap = h * 0.22;
  const F =
    `M${oneDecimal(x)} ${oneDecimal(y + h)}V${oneDecimal(y)}H${oneDecimal(x + w)}` +
    `M${oneDecimal(x)} ${oneDecimal(y + h * 0.48)}H${oneDecimal(x + w * 0.8)}`;
  const bx = x + w + gap;
  const r1 = h * 0.235;
  const r2 = h * 0.265;
  const B =
    `M${oneDecimal(bx)} ${oneDecimal(y + h)}V${oneDecimal(y)}H${oneDecimal(bx + w * 0.55)}` +
    `a${oneDecimal(r1)} ${oneDecimal(r1)} 0 0 1 0 ${oneDecimal(r1 * 2)}H${oneDecimal(bx)}` +
    `M${oneDecimal(bx + w * 0.55)} ${oneDecimal(y + r1 * 2)}a${oneDecimal(r2)} ${oneDecimal(r2)} 0 0 1 0 ${oneDecimal(r2 * 2)}H${oneDecimal(bx)}`;
  const ex = bx + w * 0.55 + r2 + gap + sw * 0.9;
  const e1 = h * 0.21;
  const e2 = h * 0.27;
  const cx = ex + e2;
  const E =
    `<circle cx="${oneDecimal(cx)}" cy="${oneDecimal(y + e1)}" r="${oneDecimal(e1)}"/>` +
    `<circle cx="${oneDecimal(cx)}" cy="${oneDecimal(y + e1 * 2 + e2)}" r="${oneDecimal(e2)}"/>`;
  const width = cx + e2 - x;
  return {
    width,
    body:
      `<g fill="none" stroke-width="${oneDecimal(sw)}" stroke-linecap="round" stroke-linejoin="round">` +
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
  { flip = false, ramp = CLOUD_RAMP, line = sceneColors.goldSoft, lineOp = 0.35 } = {},
) {
  const n = ramp.length;
  let out = `<g transform="translate(${oneDecimal(x)} ${oneDecimal(y)}) scale(${flip ? -s : s} ${s})">`;
  for (let i = 0; i < n; i++) {
    const k = 1 - i * (0.72 / n);
    out += `<use href="#cl" transform="translate(0 ${oneDecimal(-i * 1.5)}) scale(${oneDecimal(k)})" fill="${ramp[i]}" stroke="${line}" stroke-opacity="${lineOp}" stroke-width="${oneDecimal(1.6 / s)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Gunungan (kayon): the wayang "mountain" that opens and closes a shadow play.

/** Gunungan with base at (cx, by) and height h. */
export function gunungan(id, cx, by, h, o = {}) {
  const {
    fill = sceneColors.night2,
    line = sceneColors.gold,
    pattern = "",
    sw = 3,
    inner = true,
    op = 1,
  } = o;
  const P = (x, y) => `${oneDecimal(cx + x * h)} ${oneDecimal(by - y * h)}`;
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
          dots += `<circle cx="${oneDecimal(px)}" cy="${oneDecimal(py)}" r="${oneDecimal(h * 0.009)}"/>`;
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
      `<path d="${br}" fill="none" stroke="${line}" stroke-width="${oneDecimal(sw * 0.8)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<g fill="${line}">${dots}</g>` +
      `<path d="${gatePath}" fill="${fill}" stroke="${line}" stroke-width="${oneDecimal(sw * 0.8)}" stroke-linejoin="round"/>` +
      `<path d="M${P(-0.34, 0)}L${P(0.34, 0)}" stroke="${line}" stroke-width="${oneDecimal(sw * 1.6)}" stroke-linecap="round"/>`;
  }
  const defs = `<clipPath id="${id}"><path d="${outline}"/></clipPath>`;
  const body =
    `<g${op < 1 ? ` opacity="${op}"` : ""}>` +
    `<path d="${outline}" fill="${fill}"/>` +
    (pattern ? `<path d="${outline}" fill="url(#${pattern})"/>` : "") +
    `<g clip-path="url(#${id})">${inside}</g>` +
    `<path d="${outline}" fill="none" stroke="${line}" stroke-width="${sw}" stroke-linejoin="round"/>` +
    (inner
      ? `<path d="${outline}" fill="none" stroke="${line}" stroke-width="${oneDecimal(sw * 2.4)}" stroke-dasharray="0 ${oneDecimal(sw * 4)}" stroke-linecap="round"/>`
      : "") +
    "</g>";
  return { defs, body };
}

// ---------------------------------------------------------------------------------------------
// People, as bold silhouettes. (x, y) is the point between the feet; h the height.

export function person(x, y, h, o = {}) {
  const {
    fill = sceneColors.night2,
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
  const P0 = (px, py) => `${oneDecimal(x + px * u)} ${oneDecimal(y - py * u)}`;
  // upper body drops when kneeling
  const P = (px, py) => P0(px, py > 30 ? py - dy : py);
  const headR = 8.5 * u;
  const head = `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y - (90 - dy) * u)}" r="${oneDecimal(headR)}"/>`;
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
    extra = `<path d="M${P(-9, 92)}Q${P(0, 104)} ${P(9, 92)}L${P(9, 89)}L${P(-9, 89)}Z"/><circle cx="${oneDecimal(x - 8 * u)}" cy="${oneDecimal(y - (90 - dy) * u)}" r="${oneDecimal(4 * u)}"/>`;
  if (hat === "bun")
    extra = `<circle cx="${oneDecimal(x + 7 * u)}" cy="${oneDecimal(y - (92 - dy) * u)}" r="${oneDecimal(5 * u)}"/>`;
  if (hat === "crown")
    extra = `<path d="M${P(-9, 94)}L${P(-7, 108)}L${P(-3, 100)}L${P(0, 112)}L${P(3, 100)}L${P(7, 108)}L${P(9, 94)}Z" fill="${sceneColors.gold}"/>`;
  if (hat === "cap")
    extra = `<path d="M${P(-9, 92)}Q${P(0, 103)} ${P(9, 92)}L${P(15, 91)}L${P(-9, 89)}Z"/>`;
  if (hair)
    extra += `<path d="M${P(-9, 94)}Q${P(-12, 78)} ${P(-8, 72)}L${P(8, 72)}Q${P(12, 78)} ${P(9, 94)}Z"/>`;
  const armW = oneDecimal(6.5 * u);
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
  const {
    cols = [sceneColors.ink, "#1a0f3a", sceneColors.night2],
    hands = 0.15,
    lights = 0.0,
    rows = 2,
  } = o;
  const r = mulberry32(seed);
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
        g += `<path d="M${oneDecimal(hx)} ${oneDecimal(yy - hh * 0.55)}L${oneDecimal(hx + side * hh * 0.12)} ${oneDecimal(yy - hh * 1.45)}" stroke="${col}" stroke-width="${oneDecimal(hh * 0.12)}" stroke-linecap="round"/>`;
        if (r() < lights)
          g += `<circle cx="${oneDecimal(hx + side * hh * 0.12)}" cy="${oneDecimal(yy - hh * 1.5)}" r="${oneDecimal(hh * 0.09)}" fill="${sceneColors.goldSoft}"/>`;
      }
      g += `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(yy - hh * 0.78)}" r="${oneDecimal(hr)}"/>`;
      g += `<path d="M${oneDecimal(x - hh * 0.38)} ${oneDecimal(yy + sc)}L${oneDecimal(x - hh * 0.34)} ${oneDecimal(yy - hh * 0.42)}Q${oneDecimal(x)} ${oneDecimal(yy - hh * 0.62)} ${oneDecimal(x + hh * 0.34)} ${oneDecimal(yy - hh * 0.42)}L${oneDecimal(x + hh * 0.38)} ${oneDecimal(yy + sc)}Z"/>`;
      g += "</g>";
      out += g;
      x += sc * (0.55 + r() * 0.3);
    }
  }
  return out;
}

/** Festival bunting: triangle flags hanging from a curved string. */
export function bunting(
  x0,
  y0,
  x1,
  y1,
  sag,
  n,
  cols = [sceneColors.coral, sceneColors.gold, sceneColors.teal, sceneColors.text],
) {
  let out = `<path d="M${oneDecimal(x0)} ${oneDecimal(y0)}Q${oneDecimal((x0 + x1) / 2)} ${oneDecimal((y0 + y1) / 2 + sag * 2)} ${oneDecimal(x1)} ${oneDecimal(y1)}" fill="none" stroke="${sceneColors.goldSoft}" stroke-opacity=".6" stroke-width="2"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const yc = (y0 + y1) / 2 + sag * 2;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * yc + t * t * y1;
    const s = Math.abs(x1 - x0) / n / 2.4;
    out += `<path d="M${oneDecimal(x - s)} ${oneDecimal(y)}L${oneDecimal(x + s)} ${oneDecimal(y)}L${oneDecimal(x)} ${oneDecimal(y + s * 2)}Z" fill="${cols[i % cols.length]}"/>`;
  }
  return out;
}
