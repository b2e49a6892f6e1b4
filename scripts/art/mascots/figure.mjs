// @ts-check
// The human figure rig. Humans are drawn in a local frame: feet on y=0, head centre at
// (0,-470), shoulders at (+-56,-382), hips at (+-24,-228). Scenes place them with x, y, s.
import { round1 } from "../kit/format.mjs";
import * as figureOutfits from "./figure-outfits.mjs";
import { faceBase, faceDetails, hand, INK, limb, towards } from "./figure-parts.mjs";
import { mascotColors } from "./lib.mjs";

// ---------- the rig ----------

const SHOULDER = { l: [-54, -380], r: [54, -380] };

/**
 * o: { x, y, s, turn, expr, arms: {l:{e,h,kind}, r:{...}}, behind: ['l'|'r'],
 *      legs/feet, back: bool, propsBack, propsMid (between sleeves and hands), propsFront, look }
 */
export function figure(ctx, ch, o) {
  const s = o.s ?? 1;
  const lw = (o.lw ?? 3) / s;
  const t = o.turn ?? 0;
  const expr = o.expr ?? "smile";
  const arms = o.arms || {
    l: { e: [-70, -290], h: [-72, -200] },
    r: { e: [70, -290], h: [72, -200] },
  };
  const behind = o.behind || [];
  const sleeve = ch.name === "nirwana" ? ch.kebaya : ch.jacket;
  const sleeveW = ch.name === "star" ? 32 : 28;
  const cuffC = ch.name === "nirwana" ? ch.lace : ch.name === "arya" ? ch.cuff : mascotColors.gold;

  const armSleeve = (k) => {
    const a = arms[k];
    if (!a) return "";
    const sh = a.sh || SHOULDER[k];
    const wrist = towards(a.e, a.h, 13);
    const cuffStart = towards(a.e, a.h, 24);
    return (
      limb([sh, a.e, wrist], sleeveW, sleeve, lw) +
      limb([cuffStart, wrist], sleeveW - 2, cuffC, lw * 0.6)
    );
  };
  const armHand = (k) => {
    const a = arms[k];
    if (!a || a.hide) return "";
    return hand(ch, a.e, a.h, lw, a.kind);
  };

  let g = `<g transform="translate(${round1(o.x)} ${round1(o.y)}) scale(${s})">`;
  if (o.shadow !== false)
    g += `<ellipse cx="0" cy="6" rx="90" ry="14" fill="${mascotColors.ink}" opacity="0.45"/>`;
  g += o.propsBack || "";

  // back hair (front view)
  if (!o.back) {
    if (ch.name === "nirwana") g += figureOutfits.nirHairBack(ch, t, lw);
    if (ch.name === "star") g += figureOutfits.starHairBack(ch, lw);
  }
  for (const k of behind) g += armSleeve(k) + armHand(k);

  // lower body + torso
  if (ch.name === "arya")
    g += figureOutfits.aryaLower(ch, o, lw) + figureOutfits.aryaTorso(ctx, ch, o, lw);
  if (ch.name === "nirwana") {
    g += figureOutfits.nirLower(ctx, ch, o, lw) + figureOutfits.nirTorso(ctx, ch, o, lw);
    if (o.bag !== false && !o.back) g += figureOutfits.nirBag(ch, lw);
  }
  if (ch.name === "star")
    g += figureOutfits.starLower(ch, o, lw) + figureOutfits.starTorso(ctx, ch, o, lw);

  // head
  if (o.back) {
    g += backHead(ch, lw);
  } else {
    const shape = ch.name === "nirwana" ? figureOutfits.NIR_FACE : figureOutfits.ARYA_FACE;
    g += faceBase(ch, t, lw, shape);
    if (ch.name === "star") g += figureOutfits.starHairFront(ch, lw);
    g += faceDetails(ch, t, expr, lw, o);
    if (ch.name === "arya")
      g += figureOutfits.aryaHair(ch, t, lw) + figureOutfits.aryaGlasses(t, lw);
    if (ch.name === "nirwana") {
      g += figureOutfits.nirHairFront(ch, t, lw);
      // gold hoop earrings
      if (t > -0.6)
        g += `<circle cx="${round1(-46 + Math.max(t, 0) * 8)}" cy="-414" r="6" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.1)}"/>`;
      if (t < 0.6)
        g += `<circle cx="${round1(46 + Math.min(t, 0) * 8)}" cy="-414" r="6" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.1)}"/>`;
    }
    if (ch.name === "star") {
      g += `${starEarring(-48, -440, lw)}${starEarring(48, -440, lw)}`;
    }
  }

  for (const k of ["l", "r"]) if (!behind.includes(k)) g += armSleeve(k);
  g += o.propsMid || "";
  for (const k of ["l", "r"]) if (!behind.includes(k)) g += armHand(k);
  g += o.propsFront || "";
  return `${g}</g>`;
}

function starEarring(x, y, lw) {
  return `<path d="M${x},${y}l3,7l7,3l-7,3l-3,7l-3,-7l-7,-3l7,-3z" fill="${mascotColors.gold}" stroke="${INK}" stroke-width="${round1(lw * 0.6)}"/>`;
}

function backHead(ch, lw) {
  let s = "";
  if (ch.name === "nirwana") {
    s += `<path d="M-11,-430L-11,-396L11,-396L11,-430Z" fill="${ch.skinShade}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
    s += `<ellipse cx="-42" cy="-462" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/><ellipse cx="42" cy="-462" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
    s += `<path d="M0,-536C44,-536 62,-506 60,-468L62,-424C62,-412 50,-410 42,-416L-42,-416C-50,-410 -62,-412 -62,-424L-60,-468C-62,-506 -44,-536 0,-536Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
    s += `<path d="M-30,-520Q0,-534 30,-520M-44,-490Q-40,-460 -34,-426M40,-490Q40,-460 34,-426" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
    s +=
      `<path d="M-44,-492L-22,-516" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.8)}" stroke-linecap="round"/>` +
      figureOutfits.flower(-44, -490, 7, lw);
  }
  return s;
}
