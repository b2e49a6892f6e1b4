// @ts-check
// The festival's motifs: the figure-8 mark, the FB8 letters, mega mendung clouds, the gunungan.
import { oneDecimal } from "../kit/format.mjs";
import { planet, STAR_PATH, sceneColors } from "./lib.mjs";

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
