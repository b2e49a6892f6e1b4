// @ts-check
// Props the figures hold: sketchbook, pencil, brush, paint palette, fan, canang, mic.
import { round1 } from "../kit/format.mjs";
import { INK } from "./figure-parts.mjs";
import { mascotColors } from "./lib.mjs";

// ---------- props ----------

/** Sketchbook (open, facing viewer) centred at cx,cy, rotated. Inner sketch is a tiny gunungan + star. */
export function sketchbook(cx, cy, rot, lw, { open = true, w = 150, h = 104 } = {}) {
  let s = `<g transform="translate(${cx} ${cy}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  if (!open) {
    s += `<rect x="${-w / 4}" y="${-h / 2}" width="${w / 2}" height="${h}" rx="4" fill="${mascotColors.coral}"/>`;
    s += `<path d="M${-w / 4 + 8},${-h / 2}V${h / 2}" stroke="${mascotColors.gold}" fill="none"/>`;
    s += `</g>`;
    return s;
  }
  s += `<rect x="${-w / 2 - 6}" y="${-h / 2 - 6}" width="${w + 12}" height="${h + 12}" rx="6" fill="${mascotColors.coral}"/>`;
  s += `<rect x="${-w / 2}" y="${-h / 2}" width="${w / 2}" height="${h}" fill="${mascotColors.text}"/><rect x="0" y="${-h / 2}" width="${w / 2}" height="${h}" fill="#fff6e0"/>`;
  // spiral
  let sp = "";
  for (let y = -h / 2 + 8; y < h / 2 - 4; y += 10) sp += `M-4,${y}h8`;
  s += `<path d="${sp}" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round" fill="none"/>`;
  // sketch on right page: tiny gunungan in pencil
  s += `<path d="M${w / 4 - 20},${h / 2 - 14}C${w / 4 - 24},${-h / 2 + 40} ${w / 4 - 6},${-h / 2 + 20} ${w / 4},${-h / 2 + 10}C${w / 4 + 6},${-h / 2 + 20} ${w / 4 + 24},${-h / 2 + 40} ${w / 4 + 20},${h / 2 - 14}ZM${w / 4},${h / 2 - 14}V${-h / 2 + 26}M${w / 4},${-h / 2 + 50}l12,-8M${w / 4},${-h / 2 + 50}l-12,-8M${w / 4},${-h / 2 + 66}l14,-8M${w / 4},${-h / 2 + 66}l-14,-8" fill="none" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 0.8)}"/>`;
  // left page: Naladhipa doodle (circle + ring) and colour dabs
  s += `<circle cx="${-w / 4}" cy="-8" r="16" fill="${mascotColors.gold}" stroke-width="${round1(lw * 0.8)}"/><ellipse cx="${-w / 4}" cy="-6" rx="28" ry="7" fill="none" stroke="${mascotColors.teal}" stroke-width="${round1(lw * 0.9)}" transform="rotate(-12 ${-w / 4} -6)"/>`;
  s += `<path d="M${-w / 4 - 5},-10v0M${-w / 4 + 5},-10v0" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
  s += `<path d="M${-w / 2 + 12},${h / 2 - 14}h20M${-w / 2 + 38},${h / 2 - 14}h14" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 0.8)}" stroke-linecap="round"/>`;
  return `${s}</g>`;
}

export function pencil(x, y, rot, lw, len = 70) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"><path d="M0,-6H${len}V6H0Z" fill="${mascotColors.gold}"/><path d="M${len},-6L${len + 16},0L${len},6Z" fill="${mascotColors.goldSoft}"/><path d="M${len + 10},-2L${len + 16},0L${len + 10},2Z" fill="${INK}"/><path d="M0,-6H-10V6H0Z" fill="${mascotColors.coral}"/></g>`;
}

export function brush(x, y, rot, lw, len = 110, tip = mascotColors.coral) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"><path d="M-20,-4H${len}V4H-20Z" fill="#8a4b2a"/><path d="M${len},-5H${len + 14}V5H${len}Z" fill="#c8cbe0"/><path d="M${len + 14},-6C${len + 30},-6 ${len + 38},0 ${len + 44},0C${len + 38},0 ${len + 30},6 ${len + 14},6Z" fill="${tip}"/></g>`;
}

export function paintPalette(x, y, rot, lw) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}">` +
    `<path d="M-60,0C-60,-34 -10,-44 30,-36C62,-30 70,-6 56,10C46,20 30,12 20,22C10,34 20,42 0,44C-36,46 -60,30 -60,0ZM14,20a9,9 0 1 0 0.1,0Z" fill="#d9a066" fill-rule="evenodd"/>` +
    `<circle cx="-36" cy="-8" r="8" fill="${mascotColors.gold}"/><circle cx="-14" cy="-22" r="8" fill="${mascotColors.coral}"/><circle cx="12" cy="-24" r="8" fill="${mascotColors.teal}"/><circle cx="36" cy="-14" r="7" fill="${mascotColors.text}"/><circle cx="-30" cy="18" r="8" fill="#3b6ea5"/>` +
    `</g>`
  );
}

/** Kipas (folding dance fan), pivot at (x,y), opening upwards around angle rot. */
export function fan(x, y, rot, lw, r = 90) {
  let s = `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  const a0 = -160;
  const a1 = -20;
  const pt = (a, rr) => [Math.cos((a * Math.PI) / 180) * rr, Math.sin((a * Math.PI) / 180) * rr];
  const [x0, y0] = pt(a0, r);
  const [x1, y1] = pt(a1, r);
  s += `<path d="M0,0L${round1(x0)},${round1(y0)}A${r} ${r} 0 0 1 ${round1(x1)},${round1(y1)}Z" fill="${mascotColors.coral}"/>`;
  // pleats
  let pl = "";
  for (let a = a0 + 14; a < a1; a += 14) {
    const [px, py] = pt(a, r);
    pl += `M0,0L${round1(px)},${round1(py)}`;
  }
  s += `<path d="${pl}" fill="none" stroke="#c24a30" stroke-width="${round1(lw * 0.7)}"/>`;
  // gold border band
  const [bx0, by0] = pt(a0, r * 0.82);
  const [bx1, by1] = pt(a1, r * 0.82);
  s += `<path d="M${round1(bx0)},${round1(by0)}A${round1(r * 0.82)} ${round1(r * 0.82)} 0 0 1 ${round1(bx1)},${round1(by1)}" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 2.2)}"/>`;
  const [m0x, m0y] = pt(-90, r * 0.55);
  s += `<circle cx="${round1(m0x)}" cy="${round1(m0y)}" r="${round1(r * 0.12)}" fill="${mascotColors.gold}"/>`;
  // tassel
  s += `<path d="M0,0L4,22" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw)}"/><circle cx="0" cy="0" r="5" fill="${mascotColors.gold}"/>`;
  return `${s}</g>`;
}

/** Canang sari: small palm-leaf tray with flowers. */
export function canang(x, y, lw, s = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" stroke="${INK}" stroke-width="${round1(lw / s)}" stroke-linejoin="round">` +
    `<path d="M-34,-6L34,-6L28,12L-28,12Z" fill="#9bc46a"/>` +
    `<path d="M-28,-6L-22,12M-14,-6L-10,12M0,-6V12M14,-6L10,12M28,-6L22,12" fill="none" stroke="#6f9a45" stroke-width="${round1(lw * 0.6)}"/>` +
    `<circle cx="-18" cy="-12" r="9" fill="#fff"/><circle cx="0" cy="-16" r="10" fill="${mascotColors.gold}"/><circle cx="18" cy="-12" r="9" fill="${mascotColors.coral}"/><circle cx="-4" cy="-8" r="6" fill="#e0487a"/>` +
    `<path d="M8,-24q4,-14 10,-18" fill="none" stroke="#9bc46a" stroke-width="${round1(lw)}"/>` +
    `</g>`
  );
}

export function mic(x, y, rot, lw) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}"><path d="M-5,0L-7,-60L7,-60L5,0Z" fill="#2d2a3e"/><circle cx="0" cy="-72" r="15" fill="${mascotColors.gold}"/><path d="M-12,-78h24M-14,-70h28" stroke="#b8892a" stroke-width="${round1(lw * 0.7)}"/><path d="M-9,-58h18" stroke="${mascotColors.gold}" stroke-width="${round1(lw)}"/></g>`;
}
