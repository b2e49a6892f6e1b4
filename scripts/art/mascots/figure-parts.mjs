// @ts-check
// Pieces every human figure shares: limbs, hands, shoes and faces.
import { round1 } from "../kit/format.mjs";
import { mascotColors } from "./lib.mjs";

export const INK = mascotColors.ink;
const formatPoint = (p) => `${round1(p[0])},${round1(p[1])}`;
// ---------- generic pieces ----------

/**
 * A figure's `legs` option: knee and foot of the left and the right leg, in the figure's
 * frame (the hips are fixed by the outfit, so the knee and the foot are all a pose sets).
 */
export function legPose(leftKnee, leftFoot, rightKnee, rightFoot) {
  return { l: [leftKnee, leftFoot], r: [rightKnee, rightFoot] };
}

export function limb(pts, w, color, lw) {
  const d = `M${pts.map(formatPoint).join("L")}`;
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${round1(w + 2 * lw)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function ang(a, b) {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

export function towards(a, b, d) {
  const L = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [b[0] - ((b[0] - a[0]) / L) * d, b[1] - ((b[1] - a[1]) / L) * d];
}

export function hand(ch, e, h, lw, kind = "fist") {
  const a = ang(e, h);
  let s = `<g transform="translate(${formatPoint(h)}) rotate(${round1(a)})" stroke="${INK}" stroke-width="${round1(lw)}" fill="${ch.skin}">`;
  if (kind === "open") {
    // open palm with fingers (waving)
    s += `<path d="M-6,-10C4,-13 10,-12 14,-8L24,-10C28,-10 28,-6 24,-5L15,-3L26,-2C30,-1 30,3 26,4L15,4L24,8C28,9 27,13 23,12L12,10C6,13 -4,13 -8,8Z"/>`;
    s += `<path d="M0,-10L8,-22C10,-25 14,-23 13,-20L8,-8" />`;
  } else {
    s += `<ellipse cx="2" cy="0" rx="14" ry="12"/>`;
    s += `<path d="M2,-10Q8,-14 12,-9" fill="none"/>`;
  }
  return `${s}</g>`;
}

export function shoe(ch, ax, ay, dir, lw) {
  // dir: -1 toe left, 1 toe right, 0 front
  const t = dir * 12;
  return (
    `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">` +
    `<path d="M${round1(ax - 17 + Math.min(t, 0))},${round1(ay + 16)}C${round1(ax - 18 + Math.min(t, 0))},${round1(ay - 2)} ${round1(ax - 10)},${round1(ay - 8)} ${round1(ax)},${round1(ay - 8)}C${round1(ax + 10)},${round1(ay - 8)} ${round1(ax + 18 + Math.max(t, 0))},${round1(ay - 2)} ${round1(ax + 17 + Math.max(t, 0))},${round1(ay + 16)}Z" fill="${ch.shoe}"/>` +
    `<path d="M${round1(ax - 18 + Math.min(t, 0))},${round1(ay + 12)}L${round1(ax + 18 + Math.max(t, 0))},${round1(ay + 12)}L${round1(ax + 18 + Math.max(t, 0))},${round1(ay + 18)}L${round1(ax - 18 + Math.min(t, 0))},${round1(ay + 18)}Z" fill="${ch.sole}"/>` +
    `</g>`
  );
}

// ---------- faces ----------

function eyes(ch, t, expr, lw, opts = {}) {
  const dx = t * 11;
  const y = -466;
  let s = "";
  const xs = [-17 + dx, 17 + dx];
  const lookX = opts.look ?? t * 2;
  for (const [i, x] of xs.entries()) {
    if (expr === "closed" || expr === "sing") {
      s += `<path d="M${round1(x - 7)},${y}Q${round1(x)},${y + 6} ${round1(x + 7)},${y}" fill="none" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
      if (ch.lashes)
        s += `<path d="M${round1(x + (i ? 7 : -7))},${y}l${i ? 4 : -4},-3" stroke="${INK}" stroke-width="${round1(lw * 0.8)}" stroke-linecap="round"/>`;
      continue;
    }
    const rx = ch.lashes ? 5.6 : 5;
    const ry = ch.lashes ? 7.2 : 6.5;
    s += `<ellipse cx="${round1(x + lookX)}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}"/>`;
    s += `<circle cx="${round1(x + lookX + 1.8)}" cy="${y - 2.5}" r="1.9" fill="#fff"/>`;
    if (ch.lashes) {
      const sx = i ? 1 : -1;
      s += `<path d="M${round1(x + lookX - 6)},${y - 5}Q${round1(x + lookX)},${y - 10} ${round1(x + lookX + 6)},${y - 5}M${round1(x + lookX + sx * 5)},${y - 6}l${sx * 5},-4" fill="none" stroke="${INK}" stroke-width="${round1(lw * 0.9)}" stroke-linecap="round"/>`;
    }
  }
  // brows
  const by = -482;
  const browW = ch.lashes ? 1 : 1.6;
  for (const [i, x] of xs.entries()) {
    const sgn = i ? 1 : -1;
    let d;
    if (expr === "think")
      d = i
        ? `M${round1(x - 7)},${by - 6}Q${round1(x)},${by - 5} ${round1(x + 8)},${by}`
        : `M${round1(x - 8)},${by}Q${round1(x)},${by - 5} ${round1(x + 7)},${by - 6}`;
    else if (expr === "sing" || expr === "closed")
      d = `M${round1(x - 8)},${by - 2}Q${round1(x)},${by - 8} ${round1(x + 8)},${by - 2}`;
    else if (expr === "confident")
      d = `M${round1(x - 8 * sgn)},${by - (i ? 0 : 0)}Q${round1(x)},${by - 6} ${round1(x + 8 * sgn)},${by - 1}`;
    else d = `M${round1(x - 8)},${by}Q${round1(x)},${by - 6} ${round1(x + 8)},${by}`;
    s += `<path d="${d}" fill="none" stroke="${ch.browColor || INK}" stroke-width="${round1(lw * browW * 1.2)}" stroke-linecap="round"/>`;
  }
  return s;
}

function mouth(ch, t, expr, lw) {
  const x = t * 12;
  const y = -437;
  if (expr === "sing")
    return `<path d="M${round1(x - 9)},${y - 3}Q${round1(x)},${y - 6} ${round1(x + 9)},${y - 3}Q${round1(x + 8)},${y + 12} ${round1(x)},${y + 12}Q${round1(x - 8)},${y + 12} ${round1(x - 9)},${y - 3}Z" fill="#5a1a2a" stroke="${INK}" stroke-width="${round1(lw)}"/><path d="M${round1(x - 5)},${y + 8}Q${round1(x)},${y + 4} ${round1(x + 5)},${y + 8}" fill="${mascotColors.coral}"/>`;
  if (expr === "think")
    return `<path d="M${round1(x - 7)},${y + 1}Q${round1(x)},${y - 1} ${round1(x + 6)},${y + 1}" fill="none" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
  if (expr === "calm")
    return `<path d="M${round1(x - 8)},${y}Q${round1(x)},${y + 4} ${round1(x + 8)},${y}" fill="none" stroke="${ch.lips}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round"/>`;
  if (expr === "grin")
    return `<path d="M${round1(x - 12)},${y - 3}Q${round1(x)},${y - 1} ${round1(x + 12)},${y - 3}Q${round1(x + 9)},${y + 10} ${round1(x)},${y + 10}Q${round1(x - 9)},${y + 10} ${round1(x - 12)},${y - 3}Z" fill="#fff" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  // smile / confident
  return `<path d="M${round1(x - 11)},${y - 2}Q${round1(x)},${y + 8} ${round1(x + 11)},${y - 2}" fill="none" stroke="${ch.lashes ? ch.lips : INK}" stroke-width="${round1(lw * 1.15)}" stroke-linecap="round"/>`;
}

export function faceBase(ch, t, lw, shape) {
  let s = "";
  // ears (near ear moves with turn)
  const earL = -42 + Math.max(t, 0) * 6;
  const earR = 42 + Math.min(t, 0) * 6;
  if (t < 0.7)
    s += `<ellipse cx="${round1(earR)}" cy="-464" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  if (t > -0.7)
    s += `<ellipse cx="${round1(earL)}" cy="-464" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  s += `<path d="${shape}" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  return s;
}

export function faceDetails(ch, t, expr, lw, opts) {
  let s = eyes(ch, t, expr, lw, opts);
  const nx = t * 16;
  // nose
  s += `<path d="M${round1(nx - 2)},-458Q${round1(nx + 5 * (t >= 0 ? 1 : -1))},-450 ${round1(nx)},-447" fill="none" stroke="${ch.skinShade}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
  // blush
  s += `<ellipse cx="${round1(-26 + t * 8)}" cy="-447" rx="8" ry="4.5" fill="${mascotColors.coral}" opacity="0.35"/><ellipse cx="${round1(26 + t * 8)}" cy="-447" rx="8" ry="4.5" fill="${mascotColors.coral}" opacity="0.35"/>`;
  s += mouth(ch, t, expr, lw);
  return s;
}
