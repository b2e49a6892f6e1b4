// @ts-check
// FB8 partner logos — fictional local businesses. Drawn by npm run art, which
// writes content/assets/partners/<slug>.svg (480×240, light artwork for the
// dark card #2a1a5e). Wordmarks are drawn with a tiny monoline alphabet made of
// stroked paths: no <text>, no fonts. The marks are also imported by frames.mjs
// (sponsor videos).

import { round2 } from "../kit/format.mjs";
import { palette } from "../kit/palette.mjs";
import { starPath } from "../kit/star.mjs";
import { writeAsset } from "../kit/write.mjs";

export const partnerColors = {
  ...palette,
};

// ---------------------------------------------------------------- monoline alphabet
// Cap height 20 units, baseline y=20. Only absolute M/L/C/Z commands, so every
// number pair is an (x, y) point and can be scaled directly.
const GLYPHS = {
  A: [14, "M0,20 L7,0 L14,20 M3,13 L11,13"],
  B: [12, "M0,10 L7,10 C12,10 12,0 7,0 L0,0 L0,20 L8,20 C14,20 14,10 8,10"],
  C: [14, "M14,4 C11,-1.3 0,-1.3 0,10 C0,21.3 11,21.3 14,16"],
  D: [13, "M0,0 L0,20 L5,20 C14.5,20 14.5,0 5,0 Z"],
  E: [11, "M11,0 L0,0 L0,20 L11,20 M0,10 L9,10"],
  F: [11, "M11,0 L0,0 L0,20 M0,10 L9,10"],
  G: [15, "M14,4 C11,-1.3 0,-1.3 0,10 C0,21.3 14,21.3 14.5,11 L8,11"],
  H: [13, "M0,0 L0,20 M13,0 L13,20 M0,10 L13,10"],
  I: [0, "M0,0 L0,20"],
  J: [10, "M10,0 L10,14 C10,21.5 1,21.5 0,15"],
  K: [13, "M0,0 L0,20 M12,0 L0.5,12 M4.5,8 L13,20"],
  L: [10, "M0,0 L0,20 L10,20"],
  M: [16, "M0,20 L0,0 L8,13 L16,0 L16,20"],
  N: [13, "M0,20 L0,0 L13,20 L13,0"],
  O: [16, "M8,0 C18.6,0 18.6,20 8,20 C-2.6,20 -2.6,0 8,0 Z"],
  P: [11, "M0,20 L0,0 L6,0 C13,0 13,11 6,11 L0,11"],
  R: [12, "M0,20 L0,0 L6,0 C13,0 13,11 6,11 L0,11 M6,11 L12,20"],
  S: [12, "M12,3.5 C10,-1 1,-1.5 1,5 C1,11 11.5,9 11.5,15 C11.5,21.5 2,21.5 0,16.5"],
  T: [14, "M0,0 L14,0 M7,0 L7,20"],
  U: [13, "M0,0 L0,13 C0,21.5 13,21.5 13,13 L13,0"],
  Y: [14, "M0,0 L7,10 L14,0 M7,10 L7,20"],
  " ": [8, ""],
  "·": [2, "M1,10 L1,10"],
};

function scalePath(d, s, dx, dy) {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (m) => {
    const v = parseFloat(m);
    const out = i % 2 === 0 ? v * s + dx : v * s + dy;
    i++;
    return String(round2(out));
  });
}

/** width in units (cap height 20) */
export function measure(str, tracking = 6) {
  let w = 0;
  [...str].forEach((ch, i) => {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`no glyph for ${ch}`);
    w += g[0] + (i < str.length - 1 ? tracking : 0);
  });
  return w;
}

/**
 * A line of capitals as one stroked <path>.
 * x is the left edge (or centre with align "middle"), y the baseline, cap the cap height in px.
 */
export function word(
  str,
  { x, y, cap, color, weight = 3.2, tracking = 6, align = "start", extra = "" },
) {
  const s = cap / 20;
  const total = measure(str, tracking) * s;
  let cx = align === "middle" ? x - total / 2 : align === "end" ? x - total : x;
  let d = "";
  for (const ch of str) {
    const [w, g] = GLYPHS[ch];
    if (g) d += `${scalePath(g, s, cx, y - cap)} `;
    cx += (w + tracking) * s;
  }
  return `<path d="${d.trim()}" fill="none" stroke="${color}" stroke-width="${round2(weight * s)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function star4(x, y, r, fill, extra = "") {
  const d = starPath(x, y, r, 0.28, { format: round2, pairSeparator: ",", commandSeparator: " " });
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

// ---------------------------------------------------------------- marks
// Each mark draws in a 100×100 box; `t` (0…1, loop phase) lets the videos animate
// small parts. uid keeps ids unique when several marks share a document.
export const MARKS = {
  "kopi-senja-nusantara"(t = 0, uid = "ksn") {
    const m = `${uid}-sun`;
    let s = `<mask id="${m}" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><rect width="100" height="100" fill="#000"/><circle cx="50" cy="40" r="30" fill="#fff"/>`;
    for (let i = 0; i < 4; i++)
      s += `<rect x="0" y="${round2(45 + i * 6.5)}" width="100" height="${round2(1.6 + i * 0.9)}" fill="#000"/>`;
    s += `</mask>`;
    s += `<circle cx="50" cy="40" r="30" fill="${partnerColors.coral}" mask="url(#${m})"/>`;
    // steam
    for (const [x, ph] of [
      [40, 0],
      [50, 0.33],
      [60, 0.66],
    ]) {
      const a = Math.sin((t + ph) * Math.PI * 2) * 2.5;
      s += `<path d="M${x},44 C${round2(x - 5 + a)},38 ${round2(x + 5 + a)},33 ${round2(x + a)},26" fill="none" stroke="${partnerColors.goldSoft}" stroke-width="3.4" stroke-linecap="round"/>`;
    }
    // cup + saucer
    s += `<path d="M24,50 L76,50 L72,74 C70,84 62,86 50,86 C38,86 30,84 28,74 Z" fill="${partnerColors.gold}"/>`;
    s += `<path d="M75,56 C90,55 90,74 72,74" fill="none" stroke="${partnerColors.gold}" stroke-width="5.5" stroke-linecap="round"/>`;
    s += `<path d="M26,58 L74,58" stroke="${partnerColors.night2}" stroke-width="3" opacity="0.55"/>`;
    for (const x of [34, 42, 50, 58, 66])
      s += `<path d="M${x},64 l3.5,4 l-3.5,4 l-3.5,-4z" fill="${partnerColors.night2}" opacity="0.5"/>`;
    s += `<path d="M14,91 L86,91" stroke="${partnerColors.gold}" stroke-width="5" stroke-linecap="round"/>`;
    return s;
  },

  "batik-lintang"(t = 0, _uid = "bl") {
    let s = `<circle cx="50" cy="50" r="46" fill="none" stroke="${partnerColors.teal}" stroke-width="2.5"/>`;
    s += `<circle cx="50" cy="50" r="40" fill="none" stroke="${partnerColors.teal}" stroke-width="1.2" stroke-dasharray="2 4.3"/>`;
    const rot = t * 90; // two petals per loop (colours alternate) — seamless
    s += `<g transform="rotate(${round2(rot)} 50 50)">`;
    for (let i = 0; i < 8; i++) {
      const c = i % 2 ? partnerColors.goldSoft : partnerColors.gold;
      const len = i % 2 ? 13 : 17;
      s += `<ellipse cx="50" cy="${50 - 6 - len}" rx="${i % 2 ? 5.5 : 7}" ry="${len}" fill="${c}" transform="rotate(${i * 45} 50 50)"/>`;
      s += `<ellipse cx="50" cy="${50 - 8 - len}" rx="1.6" ry="${round2(len * 0.5)}" fill="${partnerColors.night2}" opacity="0.5" transform="rotate(${i * 45} 50 50)"/>`;
    }
    s += `</g>`;
    s += `<circle cx="50" cy="50" r="7.5" fill="${partnerColors.coral}"/>`;
    s += star4(50, 50, 5, partnerColors.goldSoft);
    return s;
  },

  "radio-suara-remaja"(t = 0, _uid = "rsr") {
    let s = "";
    // broadcast arcs, pulsing outward
    for (let i = 0; i < 3; i++) {
      const ph = (t + i / 3) % 1;
      const op = round2(0.35 + 0.65 * Math.sin(ph * Math.PI));
      const rr = 26 + i * 9;
      const col = [partnerColors.coral, partnerColors.gold, partnerColors.teal][i];
      for (const d of [-1, 1]) {
        const a0 = (-35 * Math.PI) / 180;
        const a1 = (35 * Math.PI) / 180;
        const x0 = 50 + d * Math.cos(a0) * rr;
        const y0 = 40 + Math.sin(a0) * rr;
        const x2 = 50 + d * Math.cos(a1) * rr;
        const y2 = 40 + Math.sin(a1) * rr;
        s += `<path d="M${round2(x0)},${round2(y0)} A${rr},${rr} 0 0 ${d > 0 ? 1 : 0} ${round2(x2)},${round2(y2)}" fill="none" stroke="${col}" stroke-width="4.5" stroke-linecap="round" opacity="${t === 0 ? 1 : op}"/>`;
      }
    }
    // microphone
    s += `<rect x="39" y="14" width="22" height="40" rx="11" fill="${partnerColors.teal}"/>`;
    for (const y of [24, 31, 38])
      s += `<path d="M43,${y} L57,${y}" stroke="${partnerColors.night2}" stroke-width="2.4" stroke-linecap="round" opacity="0.6"/>`;
    s += `<path d="M33,42 C33,66 67,66 67,42" fill="none" stroke="${partnerColors.text}" stroke-width="4.5" stroke-linecap="round"/>`;
    s += `<path d="M50,62 L50,80 M36,84 L64,84" stroke="${partnerColors.text}" stroke-width="5" stroke-linecap="round"/>`;
    s += star4(57, 20, 3.4, partnerColors.text);
    return s;
  },

  "rasa-rempah-catering"(t = 0, _uid = "rrc") {
    let s = `<circle cx="50" cy="46" r="40" fill="none" stroke="${partnerColors.gold}" stroke-width="2.5"/>`;
    // laurel: two sprigs hugging the ring
    const leaf = (a, r, side) => {
      const x = 50 + Math.cos(a) * r;
      const y = 46 + Math.sin(a) * r;
      if (side < 0)
        return `<circle cx="${round2(x)}" cy="${round2(y)}" r="1.8" fill="${partnerColors.gold}"/>`;
      const deg = (a * 180) / Math.PI + (side > 0 ? 90 : -90) + side * 50;
      return `<path d="M0,0 C3,-3.6 10,-3.6 14,0 C10,3.6 3,3.6 0,0Z" fill="${partnerColors.teal}" transform="translate(${round2(x)} ${round2(y)}) rotate(${round2(deg)})"/>`;
    };
    for (const d of [-1, 1]) {
      const a0 = Math.PI / 2 + d * 0.25;
      const a1 = Math.PI / 2 + d * 1.25;
      const p0 = [50 + Math.cos(a0) * 46, 46 + Math.sin(a0) * 46];
      const p1 = [50 + Math.cos(a1) * 46, 46 + Math.sin(a1) * 46];
      s += `<path d="M${round2(p0[0])},${round2(p0[1])} A46,46 0 0 ${d > 0 ? 1 : 0} ${round2(p1[0])},${round2(p1[1])}" fill="none" stroke="${partnerColors.teal}" stroke-width="2.2" stroke-linecap="round"/>`;
      for (let i = 0; i < 4; i++) {
        const a = a0 + (a1 - a0) * (0.14 + i * 0.25);
        s += leaf(a, 46, 1) + leaf(a, 46, -1);
      }
    }
    // star anise (8 pods) slowly turning
    s += `<g transform="rotate(${round2(t * 45)} 50 46)">`;
    for (let i = 0; i < 8; i++) {
      s += `<g transform="rotate(${i * 45} 50 46)"><path d="M50,46 C44,40 45,24 50,15 C55,24 56,40 50,46 Z" fill="${partnerColors.coral}"/><ellipse cx="50" cy="30" rx="2.3" ry="3.6" fill="${partnerColors.goldSoft}"/></g>`;
    }
    s += `</g>`;
    s += `<circle cx="50" cy="46" r="6" fill="${partnerColors.gold}"/>`;
    return s;
  },

  "majalah-pelajar-jakarta"(t = 0, _uid = "mpj") {
    let s = "";
    // Monas: flame, cup platform, obelisk
    const f = Math.sin(t * Math.PI * 2);
    s += `<path d="M50,${round2(6 - f)} C${round2(56 + f)},13 55,19 50,21 C45,19 ${round2(44 - f)},13 50,${round2(6 - f)}Z" fill="${partnerColors.coral}"/>`;
    s += `<path d="M45,22 L55,22 L54,25 L46,25 Z" fill="${partnerColors.gold}"/>`;
    s += `<path d="M46.5,25 L53.5,25 L56,62 L44,62 Z" fill="${partnerColors.goldSoft}"/>`;
    s += `<path d="M30,62 L70,62 L62,70 L38,70 Z" fill="${partnerColors.gold}"/>`;
    // open magazine
    s += `<path d="M50,76 C40,69 24,68 8,72 L8,92 C24,88 40,89 50,96 Z" fill="${partnerColors.text}"/>`;
    s += `<path d="M50,76 C60,69 76,68 92,72 L92,92 C76,88 60,89 50,96 Z" fill="${partnerColors.teal}"/>`;
    for (const y of [78, 84])
      s += `<path d="M15,${y} C25,${y - 2} 35,${y - 1} 43,${y + 3}" fill="none" stroke="${partnerColors.surface2}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`;
    s += star4(78, 28, 6, partnerColors.goldSoft) + star4(22, 40, 4, partnerColors.goldSoft);
    return s;
  },

  "studio-cahaya-kreatif"(t = 0, _uid = "sck") {
    let s = "";
    // sunburst rays
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2 + (t * Math.PI * 2) / 8; // rays alternate, period 1/8 turn
      const r0 = 38;
      const rr = i % 2 ? 44 : 48;
      s += `<path d="M${round2(50 + Math.cos(a) * r0)},${round2(50 + Math.sin(a) * r0)} L${round2(50 + Math.cos(a) * rr)},${round2(50 + Math.sin(a) * rr)}" stroke="${partnerColors.gold}" stroke-width="3.4" stroke-linecap="round"/>`;
    }
    // aperture: six blades around a hexagonal opening
    const open = 10;
    const R = 32;
    for (let i = 0; i < 6; i++) {
      const a0 = (i / 6) * Math.PI * 2 - Math.PI / 2;
      const a1 = a0 + Math.PI / 3;
      const p = (a, r) => `${round2(50 + Math.cos(a) * r)},${round2(50 + Math.sin(a) * r)}`;
      const col = i % 2 ? partnerColors.teal : partnerColors.text;
      s += `<path d="M${p(a0, open)} L${p(a0 + 0.5, R * 0.72)} A${R},${R} 0 0 1 ${p(a1 + 0.45, R)} L${p(a1, open)} Z" fill="${col}" transform="rotate(${round2(-20)} 50 50)"/>`;
    }
    s += `<circle cx="50" cy="50" r="${R}" fill="none" stroke="${partnerColors.text}" stroke-width="3"/>`;
    s += star4(50, 50, 8, partnerColors.gold);
    return s;
  },
};

// ---------------------------------------------------------------- logo layouts
export const PARTNERS = [
  {
    slug: "kopi-senja-nusantara",
    lines: [
      { text: "KOPI SENJA", cap: 30, color: partnerColors.text, weight: 3.6 },
      { text: "NUSANTARA", cap: 13, color: partnerColors.gold, weight: 3.4, tracking: 14 },
    ],
    rule: partnerColors.coral,
  },
  {
    slug: "batik-lintang",
    lines: [
      { text: "BATIK", cap: 40, color: partnerColors.text, weight: 3.8, tracking: 7 },
      { text: "LINTANG", cap: 17, color: partnerColors.gold, weight: 3.4, tracking: 16 },
    ],
    rule: partnerColors.teal,
  },
  {
    slug: "radio-suara-remaja",
    lines: [
      { text: "RADIO", cap: 13, color: partnerColors.teal, weight: 3.4, tracking: 14 },
      { text: "SUARA", cap: 32, color: partnerColors.text, weight: 3.8 },
      { text: "REMAJA", cap: 32, color: partnerColors.coral, weight: 3.8 },
    ],
  },
  {
    slug: "rasa-rempah-catering",
    lines: [
      { text: "RASA", cap: 30, color: partnerColors.text, weight: 3.6, tracking: 7 },
      { text: "REMPAH", cap: 30, color: partnerColors.coral, weight: 3.6, tracking: 7 },
      { text: "CATERING", cap: 12, color: partnerColors.gold, weight: 3.4, tracking: 16 },
    ],
  },
  {
    slug: "majalah-pelajar-jakarta",
    lines: [
      { text: "MAJALAH", cap: 13, color: partnerColors.teal, weight: 3.4, tracking: 14 },
      { text: "PELAJAR", cap: 36, color: partnerColors.text, weight: 3.8 },
      { text: "JAKARTA", cap: 13, color: partnerColors.gold, weight: 3.4, tracking: 14 },
    ],
  },
  {
    slug: "studio-cahaya-kreatif",
    lines: [
      { text: "STUDIO", cap: 13, color: partnerColors.teal, weight: 3.4, tracking: 14 },
      { text: "CAHAYA", cap: 36, color: partnerColors.text, weight: 3.8 },
      { text: "KREATIF", cap: 13, color: partnerColors.gold, weight: 3.4, tracking: 14 },
    ],
  },
];

/** wordmark block: lines stacked, left-aligned at x, vertically centred on cy, fitted to maxW */
export function wordmark(lines, { x, cy, maxW, gap = 13 }) {
  // fit: scale all lines by the same factor if the widest is too wide
  const widths = lines.map((l) => (measure(l.text, l.tracking ?? 6) * l.cap) / 20);
  const k = Math.min(1, maxW / Math.max(...widths));
  const heights = lines.map((l) => l.cap * k);
  const total = heights.reduce((a, b) => a + b, 0) + gap * k * (lines.length - 1);
  let y = cy - total / 2;
  let s = "";
  lines.forEach((l, i) => {
    y += heights[i];
    s += word(l.text, {
      x,
      y,
      cap: l.cap * k,
      color: l.color,
      weight: l.weight,
      tracking: l.tracking ?? 6,
    });
    y += gap * k;
  });
  return { svg: s, width: Math.max(...widths) * k, height: total };
}

export function logoSvg(p) {
  const markSize = 168;
  const mx = 22;
  const my = (240 - markSize) / 2;
  const mark = `<g transform="translate(${mx} ${my}) scale(${markSize / 100})">${MARKS[p.slug](0, p.slug)}</g>`;
  const tx = mx + markSize + 24;
  const wm = wordmark(p.lines, { x: tx, cy: 120, maxW: 480 - tx - 22 });
  let rule = "";
  if (p.rule)
    rule =
      `<path d="M${tx},${round2(120 + wm.height / 2 + 14)} l${round2(Math.min(wm.width, 90))},0" stroke="${p.rule}" stroke-width="4" stroke-linecap="round"/>` +
      star4(tx + Math.min(wm.width, 90) + 14, 120 + wm.height / 2 + 14, 6, p.rule);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240" width="480" height="240" role="img">` +
    mark +
    wm.svg +
    rule +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------- main
export function drawPartnerLogos() {
  for (const partner of PARTNERS) writeAsset(`partners/${partner.slug}.svg`, logoSvg(partner));
}
