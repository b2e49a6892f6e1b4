// @ts-check
// Shared drawing kit for the FB8 scene illustrations: scene colours, the document, defs (stars,
// glows, batik patterns, film grain), the starry sky, planets and orbits.
// Every helper returns an SVG string.
import { oneDecimal } from "../kit/format.mjs";
import { palette } from "../kit/palette.mjs";
import { mulberry32, pointInRect } from "../kit/random.mjs";
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

/** The plain top-to-bottom night-to-night2 gradient that most scenes lay behind their stars. */
export function nightSkyDef(id) {
  return linearDef(id, [
    [0, sceneColors.night],
    [1, sceneColors.night2],
  ]);
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
    const [x, y] = pointInRect(r, x0, y0, w, h);
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
