// @ts-check
// Frames for the looping sponsor videos (used by make-videos.sh).
//   node scripts/art/partners/frames.mjs <slug> <outDir> <frames> <cols> <rows>
// Writes outDir/frame-0000.svg … (640×360, loop phase t = i / frames, so the
// last frame flows into the first), and outDir/sheet-NN.html pages that lay
// cols×rows frames out as a grid for one Chromium screenshot each.
//   node scripts/art/partners/frames.mjs <slug> --poster <file.svg>
// writes the first frame as the static poster.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { round2 } from "../kit/format.mjs";
import { kawungTile } from "../kit/kawung.mjs";
import { MARKS, PARTNERS, partnerColors, star4, wordmark } from "./logos.mjs";

const W = 640;
const H = 360;
const TAU = Math.PI * 2;

// per-partner scene flavour
const SCENES = {
  "batik-lintang": {
    bg: partnerColors.night2,
    motif: "kawung",
    motifColor: partnerColors.gold,
    accent: partnerColors.teal,
  },
  "rasa-rempah-catering": {
    bg: "#2a1238",
    motif: "parang",
    motifColor: partnerColors.coral,
    accent: partnerColors.gold,
  },
  "studio-cahaya-kreatif": {
    bg: partnerColors.night,
    motif: "mega",
    motifColor: partnerColors.teal,
    accent: partnerColors.gold,
  },
};

function motifPattern(id, kind, color) {
  if (kind === "kawung") {
    const flowers = kawungTile(60, { spread: 10, rx: 13, ry: 7, dot: 3 });
    return {
      size: 60,
      svg: `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><g fill="none" stroke="${color}" stroke-width="2.2">${flowers}</g></pattern>`,
    };
  }
  if (kind === "parang") {
    // diagonal parang bands: S-curves along a 45° line
    let g = "";
    for (const o of [0, 60]) {
      g += `<path d="M${o - 60},60 L${o},0 M${o - 30},60 L${o + 30},0" stroke="${color}" stroke-width="2.2" fill="none"/>`;
      g += `<path d="M${o - 8},38 C${o - 20},30 ${o - 4},16 ${o + 6},24 C${o + 12},30 ${o + 2},40 ${o - 8},38Z" fill="${color}"/>`;
    }
    return {
      size: 60,
      svg: `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">${g}</pattern>`,
    };
  }
  // mega mendung: stacked cloud arcs
  let g = "";
  for (const [x, y] of [
    [0, 20],
    [60, 20],
    [30, 50],
  ]) {
    for (const r of [8, 14, 20])
      g += `<path d="M${x - r},${y} A${r},${r} 0 0 1 ${x + r},${y}" fill="none" stroke="${color}" stroke-width="2.2"/>`;
  }
  return {
    size: 60,
    svg: `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">${g}</pattern>`,
  };
}

export function frameSvg(slug, t) {
  const p = PARTNERS.find((x) => x.slug === slug);
  if (!p) throw new Error(`no partner ${slug}`);
  const sc = SCENES[slug];
  const uid = `${slug}-f`;
  const pat = motifPattern(`${uid}-pat`, sc.motif, sc.motifColor);
  const shift = t * pat.size; // exactly one tile per loop
  const pulse = Math.sin(t * TAU); // −1 … 1, periodic
  // centre the mark + wordmark group
  const wm = wordmark(p.lines, { x: 0, cy: 180, maxW: 300, gap: 14 });
  const left = (W - (200 + 34 + wm.width)) / 2;
  const mx = left + 100;
  const my = 180;
  const tx = left + 234;
  const markSize = 200 * (1 + 0.025 * pulse);
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`;
  s += `<defs>${pat.svg.replace("<pattern ", `<pattern patternTransform="translate(${round2(shift)} ${round2(shift * 0.5)})" `)}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="${sc.bg}"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${uid}-pat)" opacity="0.13"/>`;
  // flat glow rings behind the mark, breathing
  for (const [r, o] of [
    [170, 0.07],
    [136, 0.09],
    [104, 0.12],
  ])
    s += `<circle cx="${mx}" cy="${my}" r="${round2(r * (1 + 0.04 * pulse))}" fill="${partnerColors.surface2}" opacity="${round2(o * 4)}"/>`;
  // orbit with a travelling star
  const ox = mx;
  const oy = my;
  s += `<g transform="rotate(-14 ${ox} ${oy})"><ellipse cx="${ox}" cy="${oy}" rx="122" ry="38" fill="none" stroke="${sc.accent}" stroke-width="2.5" opacity="0.55"/>`;
  const a = t * TAU + Math.PI * 0.6; // starts low-left, clear of the wordmark
  s += `${star4(ox + Math.cos(a) * 122, oy + Math.sin(a) * 38, 9, partnerColors.goldSoft)}</g>`;
  // twinkling sky stars
  const stars = [
    [40, 40, 7, 0],
    [600, 50, 9, 0.3],
    [560, 320, 6, 0.6],
    [300, 30, 5, 0.15],
    [250, 330, 6, 0.8],
    [610, 190, 4, 0.45],
    [30, 300, 5, 0.7],
  ];
  for (const [x, y, r, ph] of stars) {
    const k = 0.65 + 0.35 * Math.sin((t + ph) * TAU);
    s += star4(x, y, r * k, partnerColors.goldSoft, ` opacity="${round2(0.4 + 0.6 * k)}"`);
  }
  // the mark (its own seamless micro-animation)
  s += `<g transform="translate(${round2(mx - markSize / 2)} ${round2(my - markSize / 2)}) scale(${round2(markSize / 100)})">${MARKS[slug](t, uid)}</g>`;
  // wordmark
  s += wordmark(p.lines, { x: tx, cy: 180, maxW: 300, gap: 14 }).svg;
  // underline that grows and shrinks with the loop, plus a small star riding on it
  const len =
    Math.min(wm.width, 150) * (0.55 + 0.45 * (0.5 + 0.5 * Math.sin(t * TAU - Math.PI / 2)));
  const uy = 180 + wm.height / 2 + 18;
  s +=
    `<path d="M${round2(tx)},${round2(uy)} l${round2(len)},0" stroke="${sc.accent}" stroke-width="4" stroke-linecap="round"/>` +
    star4(tx + len + 14, uy, 6, sc.accent);
  // light sweep: a soft diagonal band crossing once per loop (off-screen at t=0)
  const sx = -260 + t * 1160; // off-screen at t=0 and t=1
  s += `<path d="M${round2(sx)},0 l60,0 l-120,${H} l-60,0z" fill="#ffffff" opacity="0.06"/>`;
  s += `<path d="M${round2(sx + 80)},0 l16,0 l-120,${H} l-16,0z" fill="#ffffff" opacity="0.05"/>`;
  s += `</svg>\n`;
  return s;
}

const [, , slug, a2, a3, a4, a5] = process.argv;
if (!SCENES[slug]) {
  console.error(
    `usage: frames.mjs <${Object.keys(SCENES).join("|")}> <outDir> <frames> <cols> <rows> | --poster <file>`,
  );
  process.exit(2);
}
if (a2 === "--poster") {
  writeFileSync(a3, frameSvg(slug, 0));
} else {
  const out = a2;
  const n = Number(a3);
  const cols = Number(a4);
  const rows = Number(a5);
  mkdirSync(out, { recursive: true });
  for (let i = 0; i < n; i++)
    writeFileSync(join(out, `frame-${String(i).padStart(4, "0")}.svg`), frameSvg(slug, i / n));
  const per = cols * rows;
  for (let c = 0; c * per < n; c++) {
    let html = `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#000;overflow:hidden}div{display:grid;grid-template-columns:repeat(${cols},${W}px);grid-auto-rows:${H}px;gap:0}img{display:block;width:${W}px;height:${H}px}</style></head><body><div>`;
    for (let i = c * per; i < Math.min(n, (c + 1) * per); i++)
      html += `<img src="frame-${String(i).padStart(4, "0")}.svg">`;
    html += `</div></body></html>`;
    writeFileSync(join(out, `sheet-${String(c).padStart(2, "0")}.html`), html);
  }
}
