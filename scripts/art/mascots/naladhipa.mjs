// @ts-check
// Naladhipa the mascot, and the lanterns of the night scenes.
import { round1 } from "../kit/format.mjs";
import { NALA } from "./characters.mjs";
import { INK } from "./figure-parts.mjs";
import { kawung, mascotColors, star4 } from "./lib.mjs";

// ---------- Naladhipa ----------

const FEATHERS = [
  [-22, 104],
  [-8, 114],
  [6, 108],
  [20, 96],
  [33, 80],
];
const WING_ROOT = 70;

export function wing(lw, rot, side, flap = 0) {
  // side: 1 = viewer-right, -1 = viewer-left. rot in degrees (negative = raised)
  const sx = side;
  let g = `<g transform="translate(${WING_ROOT * sx} 8) scale(${sx} 1) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  // primary feathers, back to front
  FEATHERS.forEach(([a, L], i) => {
    const r = (a * Math.PI) / 180;
    const cx = Math.cos(r) * L * 0.58;
    const cy = Math.sin(r) * L * 0.58;
    g += `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(L * 0.44)}" ry="14" transform="rotate(${a} ${round1(cx)} ${round1(cy)})" fill="${i === 1 ? mascotColors.teal : i % 2 ? "#6fe0d4" : mascotColors.teal}"/>`;
  });
  // coverts
  g += `<path d="M-8,-24C20,-44 62,-42 74,-26C72,-10 62,6 54,16C42,32 14,34 -8,22Z" fill="${NALA.wingDeep}"/>`;
  g += `<path d="M6,-24C26,-34 52,-34 64,-24" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  g += `<path d="M16,-10h0M32,-12h0M48,-10h0M22,6h0M38,4h0" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 2.2)}" stroke-linecap="round"/>`;
  if (flap)
    g += `<path d="M122,-46q12,14 8,32M136,-66q22,22 14,56" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round" opacity="0.8"/>`;
  return `${g}</g>`;
}

/** Tip of the longest feather, in Naladhipa's local frame. */
export function wingTip(side, rot) {
  const [a, L] = FEATHERS[1];
  const r = ((a + rot) * Math.PI) / 180;
  return [side * (WING_ROOT + Math.cos(r) * L), 8 + Math.sin(r) * L];
}

/**
 * Naladhipa: round gold star-bird with teal wings, star-tipped crest and an orbit ring.
 * o: {x,y,s, wingL, wingR (rotation), turn, lantern: bool, flapR, flapL, expr}
 */
export function naladhipa(ctx, o) {
  const s = o.s ?? 1;
  const lw = 3 / s;
  const t = o.turn ?? 0;
  const dx = t * 14;
  let g = `<g transform="translate(${round1(o.x)} ${round1(o.y)}) scale(${s})">`;
  g += o.propsBack || "";
  // orbit ring back half
  const RX = 142;
  const RY = 30;
  const ringT = "translate(0 52) rotate(-10)";
  const ring = (half) =>
    `<path d="${half ? `M-${RX},0A${RX} ${RY} 0 0 1 ${RX},0` : `M${RX},0A${RX} ${RY} 0 0 1 -${RX},0`}" fill="none" stroke="${INK}" stroke-width="${round1(8 + lw * 2)}" transform="${ringT}" stroke-linecap="round"/>` +
    `<path d="${half ? `M-${RX},0A${RX} ${RY} 0 0 1 ${RX},0` : `M${RX},0A${RX} ${RY} 0 0 1 -${RX},0`}" fill="none" stroke="${mascotColors.teal}" stroke-width="8" transform="${ringT}" stroke-linecap="round"/>`;
  g += ring(true);
  // tail fan
  g += `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  g += `<path d="M-10,60C-40,90 -44,112 -30,118C-20,104 -8,88 0,70Z" fill="${NALA.wing}"/><path d="M10,60C40,90 44,112 30,118C20,104 8,88 0,70Z" fill="${NALA.wing}"/><path d="M-6,64C-8,96 -4,118 0,126C4,118 8,96 6,64Z" fill="${mascotColors.coral}"/>`;
  g += `</g>`;
  // wings behind body edges
  g += wing(lw, o.wingL ?? 18, -1, o.flapL);
  g += wing(lw, o.wingR ?? 18, 1, o.flapR);
  // crest feathers ending in stars
  g += `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  const crest = [
    [-30, -112, -8],
    [0, -128, 0],
    [30, -112, 8],
  ];
  for (const [cx, cy] of crest) {
    g += `<path d="M${round1(dx * 0.5 + cx * 0.35 - 9)},-70Q${round1(dx * 0.5 + cx * 0.8 - 22)},${cy + 34} ${round1(dx * 0.5 + cx)},${cy + 8}Q${round1(dx * 0.5 + cx * 0.8 + 22)},${cy + 34} ${round1(dx * 0.5 + cx * 0.35 + 9)},-70Z" fill="${NALA.crest}"/>`;
  }
  g += `</g>`;
  for (const [cx, cy] of crest)
    g += `<g stroke="${INK}" stroke-width="${round1(lw * 0.8)}">${star4(dx * 0.5 + cx, cy, 14, mascotColors.goldSoft)}</g>`;
  // feet
  g += `<g fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw)}"><ellipse cx="-24" cy="80" rx="14" ry="9"/><ellipse cx="24" cy="80" rx="14" ry="9"/></g>`;
  // body
  g += `<path d="M0,-82C56,-82 82,-36 82,6C82,56 44,84 0,84C-44,84 -82,56 -82,6C-82,-36 -56,-82 0,-82Z" fill="${NALA.body}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  // kawung belly
  const kb = kawung(ctx, "nalabelly", { fg: "#e8a93a", size: 18 });
  g += `<ellipse cx="${round1(dx * 0.4)}" cy="38" rx="52" ry="40" fill="${NALA.belly}" stroke="${INK}" stroke-width="${round1(lw * 0.8)}"/>`;
  g += `<ellipse cx="${round1(dx * 0.4)}" cy="38" rx="50" ry="38" fill="${kb}" opacity="0.55"/>`;
  // gold diadem band on forehead
  const X = (v) => round1(dx * 0.6 + v);
  g += `<path d="M${X(-30)},-60L${X(-30)},-74L${X(-16)},-66L${X(0)},-84L${X(16)},-66L${X(30)},-74L${X(30)},-60Q${X(0)},-70 ${X(-30)},-60Z" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw * 0.8)}" stroke-linejoin="round"/>`;
  g += `<circle cx="${X(0)}" cy="-68" r="5" fill="${mascotColors.teal}" stroke="${INK}" stroke-width="${round1(lw * 0.7)}"/>`;
  // highlight
  g += `<path d="M-58,-36Q-50,-62 -26,-72" fill="none" stroke="#fff" stroke-width="${round1(lw * 2)}" stroke-linecap="round" opacity="0.55"/>`;
  // face
  const ex = [-26 + dx, 26 + dx];
  for (const x of ex) {
    if (o.expr === "happy") {
      g += `<path d="M${round1(x - 11)},-12Q${round1(x)},-28 ${round1(x + 11)},-12" fill="none" stroke="${INK}" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
    } else {
      g += `<ellipse cx="${round1(x)}" cy="-16" rx="11" ry="14" fill="${INK}"/><circle cx="${round1(x + 4)}" cy="-22" r="4.2" fill="#fff"/><circle cx="${round1(x - 4)}" cy="-9" r="2" fill="#fff"/>`;
    }
  }
  g += `<ellipse cx="${round1(-44 + dx)}" cy="6" rx="11" ry="6" fill="${mascotColors.coral}" opacity="0.55"/><ellipse cx="${round1(44 + dx)}" cy="6" rx="11" ry="6" fill="${mascotColors.coral}" opacity="0.55"/>`;
  // beak (small open smile-beak)
  g += `<path d="M${round1(dx - 10)},0Q${round1(dx)},-5 ${round1(dx + 10)},0Q${round1(dx + 4)},15 ${round1(dx)},16Q${round1(dx - 4)},15 ${round1(dx - 10)},0Z" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw * 0.9)}" stroke-linejoin="round"/>`;
  // belly star
  g += `<g stroke="${INK}" stroke-width="${round1(lw * 0.7)}">${star4(dx * 0.4, 40, 16, mascotColors.coral)}</g>`;
  // ring front half with a bead planet
  g += ring(false);
  g += `<g transform="${ringT}"><circle cx="${round1(RX * Math.cos(1.1))}" cy="${round1(RY * Math.sin(1.1))}" r="10" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw)}"/></g>`;
  g += o.propsFront || "";
  return `${g}</g>`;
}

/** Hanging lantern (lampion) with glow; hook point (x,y). */
export function lantern(ctx, x, y, lw, s = 1) {
  let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<circle cx="0" cy="62" r="80" fill="${ctx.def("lanternglow", (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${mascotColors.gold}" stop-opacity="0.7"/><stop offset="0.4" stop-color="${mascotColors.coral}" stop-opacity="0.25"/><stop offset="1" stop-color="${mascotColors.coral}" stop-opacity="0"/></radialGradient>`)}"/>`;
  g += `<g stroke="${INK}" stroke-width="${round1(lw / s)}" stroke-linejoin="round">`;
  g += `<path d="M0,0V26" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1((lw / s) * 1.2)}"/>`;
  g += `<path d="M-12,26H12V34H-12Z" fill="${mascotColors.gold}"/>`;
  g += `<path d="M-12,34C-40,40 -40,86 -12,92H12C40,86 40,40 12,34Z" fill="${mascotColors.coral}"/>`;
  g += `<path d="M0,34C-14,50 -14,76 0,92C14,76 14,50 0,34Z" fill="${mascotColors.gold}" opacity="0.85"/>`;
  g += `<path d="M-26,50C-30,62 -30,70 -26,80M26,50C30,62 30,70 26,80" fill="none" stroke="#c24a30" stroke-width="${round1((lw / s) * 0.7)}"/>`;
  g += `<path d="M-12,92H12V100H-12Z" fill="${mascotColors.gold}"/><path d="M-4,100L-6,118M0,100V120M4,100L6,118" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1((lw / s) * 0.9)}"/>`;
  g += `</g></g>`;
  return g;
}
