// @ts-check
// Headwear and props: udeng, peci, blangkon, headsets, lanyards, beards and more.
import { round1, roundPathNumbers } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import {
  CX,
  circle,
  ellipse,
  LINE,
  line,
  OUTLINE,
  outline,
  path,
  portraitColors,
  shade,
  star4,
  stroked,
  T,
} from "./style.mjs";

// ---------------------------------------------------------------- headwear & props
export function udeng(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.42;
    let s = stroked(
      `M${CX - w - 6},${y + 8} Q${CX},${y - 16} ${CX + w + 6},${y + 8} L${CX + w + 5},${y + 26} Q${CX},${y + 4} ${CX - w - 5},${y + 26}Z`,
      color,
    );
    // front knot (a tall folded peak)
    s += stroked(
      `M${CX - 14},${y + 2} L${CX + 2},${y - 46} L${CX + 18},${y + 2} Q${CX + 2},${y - 4} ${CX - 14},${y + 2}Z`,
      color,
    );
    s += line(`M${CX + 2},${y - 40} L${CX + 2},${y - 2}`, shade(color, 0.35), 2.5);
    if (motif)
      for (const dx of [-40, -20, 24, 44])
        s += circle(CX + dx, y + 6 + Math.abs(dx) * 0.08, 3.2, motif);
    return s;
  };
}
export function peci(ctx) {
  const { w, h, cy } = ctx;
  const y = cy - h * 0.55;
  return (
    stroked(
      `M${CX - w + 2},${y + 14} L${CX - w + 10},${y - 40} Q${CX},${y - 50} ${CX + w - 10},${y - 40} L${CX + w - 2},${y + 14} Q${CX},${y + 4} ${CX - w + 2},${y + 14}Z`,
      "#1a1424",
    ) +
    line(`M${CX - w + 8},${y - 30} Q${CX},${y - 40} ${CX + w - 8},${y - 30}`, "#3b3050", 3) +
    line(
      `M${CX - w + 4},${y + 4} Q${CX},${y - 6} ${CX + w - 4},${y + 4}`,
      portraitColors.gold,
      2.5,
      ' opacity="0.8"',
    )
  );
}
export function blangkon(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.38;
    const k = (h * 0.7) / 0.75;
    let s = stroked(
      `M${CX - w - 7},${y + 18} C${CX - w - 7},${y - k} ${CX + w + 7},${y - k} ${CX + w + 7},${y + 18} Q${CX},${y - 2} ${CX - w - 7},${y + 18}Z`,
      color,
    );
    // batik parang diagonals
    const cid = `${ctx.id}-blk`;
    s += `<clipPath id="${cid}"><path d="${roundPathNumbers(`M${CX - w - 7},${y + 18} C${CX - w - 7},${y - k} ${CX + w + 7},${y - k} ${CX + w + 7},${y + 18} Q${CX},${y - 2} ${CX - w - 7},${y + 18}Z`)}"/></clipPath>`;
    let dd = "";
    for (let x = CX - 120; x < CX + 120; x += 18) dd += `M${x},${y + 30} L${x + 60},${y - 80} `;
    s += `<g clip-path="url(#${cid})">${line(dd, motif, 4, ' opacity="0.85"')}</g>`;
    s += line(`M${CX - w - 5},${y + 14} Q${CX},${y - 6} ${CX + w + 5},${y + 14}`, LINE, 3);
    s += stroked(`M${CX + w - 4},${y - 10} q22,-4 24,16 q-12,10 -22,2z`, color, 3);
    return s;
  };
}
export function headband(color, tails) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.46;
    let s = "";
    if (tails)
      s += stroked(
        `M${CX + w},${y + 10} q26,4 42,30 l-10,6 q-14,-18 -34,-22z M${CX + w},${y + 12} q30,-6 48,8 l-4,10 q-20,-10 -44,-6z`,
        color,
        3,
      );
    s += stroked(
      `M${CX - w - 3},${y + 8} Q${CX},${y - 12} ${CX + w + 3},${y + 8} L${CX + w + 3},${y + 22} Q${CX},${y + 2} ${CX - w - 3},${y + 22}Z`,
      color,
      3,
    );
    if (tails === "stripe")
      s += line(`M${CX - w},${y + 15} Q${CX},${y - 3} ${CX + w},${y + 15}`, portraitColors.text, 3);
    return s;
  };
}
export function crown(ctx) {
  // siger-like dancer crown with gold points
  const { w, h, cy } = ctx;
  const y = cy - h * 0.6;
  let d = `M${CX - w - 4},${y + 16} `;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x0 = CX - w - 4 + ((2 * w + 8) * i) / n;
    const x1 = CX - w - 4 + ((2 * w + 8) * (i + 1)) / n;
    const mid = (x0 + x1) / 2;
    const ht = 26 + 20 * Math.cos(((mid - CX) / (w + 8)) * (Math.PI / 2));
    d += `L${x0 + 2},${y + 2} L${mid},${y - ht} L${x1 - 2},${y + 2} `;
  }
  d += `L${CX + w + 4},${y + 16} Q${CX},${y + 4} ${CX - w - 4},${y + 16}Z`;
  let s = stroked(d, portraitColors.gold, 3);
  s += line(`M${CX - w},${y + 8} Q${CX},${y - 4} ${CX + w},${y + 8}`, "#c78f1e", 3);
  s += circle(CX, y - 20, 6, portraitColors.coral, outline(2.5));
  s += circle(CX - 30, y - 8, 4, portraitColors.teal, outline(2));
  s += circle(CX + 30, y - 8, 4, portraitColors.teal, outline(2));
  // tassels over ears
  for (const dd of [-1, 1])
    s +=
      line(
        `M${CX + dd * (w + 2)},${y + 14} L${CX + dd * (w + 8)},${y + 70}`,
        portraitColors.gold,
        3,
      ) + circle(CX + dd * (w + 8), y + 74, 5, portraitColors.gold, outline(2));
  return s;
}
export function kembangGoyang(ctx) {
  // gold flower pins in the sanggul
  const { cy, h } = ctx;
  let s = "";
  for (const [dx, dy, r] of [
    [-30, -h - 16, 8],
    [0, -h - 28, 9],
    [30, -h - 16, 8],
  ]) {
    s += line(`M${CX + dx * 0.7},${cy - h + 4} L${CX + dx},${cy + dy}`, portraitColors.gold, 2.5);
    s += flower(CX + dx, cy + dy, r, portraitColors.gold, portraitColors.coral);
  }
  s += line(
    `M${CX - 56},${cy - h + 14} Q${CX},${cy - h - 6} ${CX + 56},${cy - h + 14}`,
    portraitColors.text,
    4,
  ); // melati string
  return s;
}
function flower(x, y, r, petal, heart) {
  let s = "";
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    s += circle(x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7, r * 0.55, petal, outline(2));
  }
  return s + circle(x, y, r * 0.38, heart, outline(1.5));
}
export function hairFlower(side, petal) {
  return (ctx) =>
    flower(CX + side * (ctx.w - 4), ctx.cy - ctx.h * 0.5, 13, petal, portraitColors.gold);
}
export function headsetMic(ctx) {
  const { w, cy, h } = ctx;
  return (
    line(
      `M${CX + w + 6},${cy + 16} Q${CX + w - 4},${cy + h * 0.7} ${CX + 26},${cy + h * 0.72}`,
      LINE,
      3,
    ) + circle(CX + 24, cy + h * 0.72, 5, LINE)
  );
}
export function headphonesOn(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 22;
  return (
    line(
      `M${CX - rr + 4},${cy + 2} C${CX - rr},${cy - h - 44} ${CX + rr},${cy - h - 44} ${CX + rr - 4},${cy + 2}`,
      LINE,
      11,
    ) +
    line(
      `M${CX - rr + 4},${cy + 2} C${CX - rr},${cy - h - 44} ${CX + rr},${cy - h - 44} ${CX + rr - 4},${cy + 2}`,
      portraitColors.teal,
      5,
    ) +
    `<rect x="${round1(CX - rr - 10)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${OUTLINE}/>` +
    `<rect x="${round1(CX + rr - 16)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${OUTLINE}/>`
  );
}
export function headsetWithMic(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 16;
  return (
    line(
      `M${CX - rr + 2},${cy} C${CX - rr},${cy - h - 40} ${CX + rr},${cy - h - 40} ${CX + rr - 2},${cy}`,
      LINE,
      8,
    ) +
    line(
      `M${CX - rr + 2},${cy} C${CX - rr},${cy - h - 40} ${CX + rr},${cy - h - 40} ${CX + rr - 2},${cy}`,
      "#5a5470",
      3,
    ) +
    ellipse(CX - rr + 2, cy + 8, 11, 17, "#2b2540", OUTLINE) +
    ellipse(CX + rr - 2, cy + 8, 11, 17, "#2b2540", OUTLINE) +
    line(
      `M${CX - rr + 4},${cy + 20} Q${CX - w + 6},${cy + h * 0.7} ${CX - 24},${cy + h * 0.7}`,
      LINE,
      3.5,
    ) +
    circle(CX - 24, cy + h * 0.7, 5.5, portraitColors.coral, outline(2))
  );
}
export function headphonesNeck(ctx) {
  const { nw } = ctx;
  const y = T - 6;
  return (
    line(`M${CX - nw - 34},${y - 10} Q${CX},${y + 40} ${CX + nw + 34},${y - 10}`, LINE, 10) +
    line(
      `M${CX - nw - 34},${y - 10} Q${CX},${y + 40} ${CX + nw + 34},${y - 10}`,
      portraitColors.coral,
      4,
    ) +
    `<rect x="${round1(CX - nw - 50)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${OUTLINE} transform="rotate(-25 ${round1(CX - nw - 35)} ${round1(y + 4)})"/>` +
    `<rect x="${round1(CX + nw + 20)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${OUTLINE} transform="rotate(25 ${round1(CX + nw + 35)} ${round1(y + 4)})"/>`
  );
}
export function lanyard(strap, card = portraitColors.text) {
  return (ctx) => {
    const { nw } = ctx;
    const s1 = `M${CX - nw - 2},${T - 8} L${CX - 10},372 L${CX - 2},372 L${CX - nw + 8},${T + 8}Z`;
    const s2 = `M${CX + nw + 2},${T - 8} L${CX + 10},372 L${CX + 2},372 L${CX + nw - 8},${T + 8}Z`;
    return (
      stroked(s1, strap, 2.5) +
      stroked(s2, strap, 2.5) +
      `<rect x="${CX - 26}" y="364" width="52" height="62" rx="7" fill="${card}"${OUTLINE}/>` +
      `<rect x="${CX - 26}" y="364" width="52" height="16" rx="7" fill="${strap}"${outline(2)}/>` +
      circle(CX, 396, 9, portraitColors.surface2) +
      star4(CX, 396, 7, portraitColors.gold)
    );
  };
}
export function cameraStrap(ctx) {
  const { nw } = ctx;
  return (
    line(`M${CX - nw - 4},${T - 8} L${CX - 40},350`, LINE, 7) +
    line(`M${CX + nw + 4},${T - 8} L${CX + 40},350`, LINE, 7) +
    `<rect x="${CX - 54}" y="338" width="108" height="66" rx="10" fill="#2b2540"${OUTLINE}/>` +
    `<rect x="${CX - 48}" y="330" width="30" height="12" rx="3" fill="#2b2540"${outline(2.5)}/>` +
    circle(CX + 6, 372, 24, "#463e63", OUTLINE) +
    circle(CX + 6, 372, 14, portraitColors.teal, outline(2.5)) +
    circle(CX + 1, 367, 4.5, "#ffffff", ' opacity="0.8"') +
    circle(CX - 38, 352, 4, portraitColors.coral)
  );
}
export function measuringTape(ctx) {
  const { nw } = ctx;
  const y = T - 8;
  const band = (s) =>
    `M${CX + s * (nw + 2)},${y - 6} C${CX + s * (nw + 40)},${y} ${CX + s * 34},${y + 40} ${CX + s * (s < 0 ? 30 : 52)},420`;
  let st = "";
  for (const s of [-1, 1]) {
    st += line(band(s), LINE, 15);
    st += line(band(s), "#ffd84d", 10);
    st += `<path d="${roundPathNumbers(band(s))}" fill="none" stroke="${LINE}" stroke-width="9" stroke-dasharray="2 6" opacity="0.7"/>`;
  }
  return st;
}
export function beret(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.62;
    return (
      stroked(
        `M${CX - w - 12},${y + 6} C${CX - w - 20},${y - 46} ${CX + w + 34},${y - 50} ${CX + w + 22},${y + 4} Q${CX},${y + 22} ${CX - w - 12},${y + 6}Z`,
        color,
      ) + line(`M${CX + 10},${y - 38} l4,-10`, LINE, 5)
    );
  };
}
export function capBack(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.5;
    const k = (h * 0.62) / 0.75;
    return (
      stroked(
        `M${CX - w - 6},${y + 10} C${CX - w - 6},${y - k} ${CX + w + 6},${y - k} ${CX + w + 6},${y + 10} Q${CX},${y - 2} ${CX - w - 6},${y + 10}Z`,
        color,
      ) +
      `<rect x="${CX - 16}" y="${round1(y - 4)}" width="32" height="12" rx="4" fill="${portraitColors.night2}"${outline(2.5)}/>` +
      line(`M${CX},${y - k * 0.72} L${CX},${y - 2}`, shade(color, 0.3), 2.5)
    );
  };
}
export function pencilEar(ctx) {
  const { w, cy } = ctx;
  const x = CX + w + 2;
  return (
    `<g transform="rotate(-35 ${round1(x)} ${round1(cy)})">` +
    `<rect x="${round1(x - 34)}" y="${round1(cy - 6)}" width="60" height="11" rx="2" fill="${portraitColors.gold}"${outline(2.5)}/>` +
    path(`M${x + 26},${cy - 6} l14,5.5 l-14,5.5z`, "#f2d7b0", outline(2.5)) +
    `<rect x="${round1(x - 40)}" y="${round1(cy - 6)}" width="9" height="11" rx="2" fill="${portraitColors.coral}"${outline(2.5)}/></g>`
  );
}
export function mustache(color) {
  return (ctx) => {
    const { h, cy } = ctx;
    const y = cy + h * 0.55;
    return path(
      `M${CX},${y} Q${CX - 14},${y - 8} ${CX - 26},${y + 2} Q${CX - 30},${y + 8} ${CX - 34},${y + 4} Q${CX - 22},${y + 12} ${CX},${y + 4} Q${CX + 22},${y + 12} ${CX + 34},${y + 4} Q${CX + 30},${y + 8} ${CX + 26},${y + 2} Q${CX + 14},${y - 8} ${CX},${y}Z`,
      color,
      outline(2),
    );
  };
}
export function beard(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy + h * 0.5;
    const d = `M${CX - w + 4},${cy + 10} C${CX - w + 6},${y + 40} ${CX - 30},${cy + h + 34} ${CX},${cy + h + 38} C${CX + 30},${cy + h + 34} ${CX + w - 6},${y + 40} ${CX + w - 4},${cy + 10} C${CX + w - 14},${y + 6} ${CX + 24},${y + 4} ${CX},${y + 2} C${CX - 24},${y + 4} ${CX - w + 14},${y + 6} ${CX - w + 4},${cy + 10}Z`;
    return (
      stroked(d, color) +
      path(
        `M${CX - 14},${y + 22} Q${CX},${y + 30} ${CX + 14},${y + 22} Q${CX},${y + 16} ${CX - 14},${y + 22}Z`,
        "#5b1730",
      ) +
      mustache(color)(ctx) +
      line(
        `M${CX - 20},${y + 50} q4,14 -2,24 M${CX + 16},${y + 50} q-4,14 2,24`,
        shade(color, 0.15),
        3,
      )
    );
  };
}
export function tetuaCloth(ctx) {
  // white head cloth (ikat) with a red band
  const { w, h, cy } = ctx;
  const y = cy - h * 0.42;
  const k = (h * 0.72) / 0.75;
  return (
    stroked(
      `M${CX - w - 8},${y + 16} C${CX - w - 8},${y - k} ${CX + w + 8},${y - k} ${CX + w + 8},${y + 16} Q${CX},${y} ${CX - w - 8},${y + 16}Z`,
      "#f3efe6",
    ) +
    stroked(
      `M${CX - w - 8},${y + 16} Q${CX},${y} ${CX + w + 8},${y + 16} L${CX + w + 7},${y + 2} Q${CX},${y - 14} ${CX - w - 7},${y + 2}Z`,
      portraitColors.coral,
      3,
    ) +
    line(`M${CX - 30},${y - 30} Q${CX},${y - 50} ${CX + 34},${y - 26}`, "#cfc6b2", 3) +
    stroked(`M${CX - w - 4},${y + 4} q-26,6 -30,34 q12,4 18,-4 q4,-18 16,-22z`, "#f3efe6", 3)
  );
}
export function sequins(color) {
  return (_ctx) => {
    let s = "";
    const rnd = mulberry32(7);
    for (let i = 0; i < 22; i++) {
      const x = CX - 130 + rnd() * 260;
      const y = T + 20 + rnd() * 90;
      if (Math.abs(x - CX) < 30 + (y - T) * 0.1 && y < T + 110) continue;
      s += star4(x, y, 3 + rnd() * 3, color);
    }
    return s;
  };
}
export function selendang(color, trim) {
  return (ctx) => {
    const { sw, nw } = ctx;
    const d = `M${CX + sw + 6},${T + 10} C${CX + sw - 30},${T - 16} ${CX + nw + 30},${T - 6} ${CX + nw + 16},${T + 10} L${CX - 80},420 L${CX - 30},420 L${CX + sw + 30},${T + 60}Z`;
    return (
      stroked(d, color) +
      line(`M${CX + nw + 30},${T + 20} L${CX - 56},420`, trim, 4) +
      line(`M${CX + sw - 4},${T + 40} L${CX - 10},420`, trim, 3, ' stroke-dasharray="8 8"')
    );
  };
}
export function smudge(ctx) {
  const { w, cy, h } = ctx;
  return (
    path(
      `M${CX - w * 0.62},${cy + h * 0.46} q8,-8 18,-3 q-4,8 -18,3z`,
      portraitColors.teal,
      ' opacity="0.85"',
    ) + circle(CX - w * 0.4, cy + h * 0.52, 3, portraitColors.coral)
  );
}
export function hairClip(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const x = CX + w * 0.55;
    const y = cy - h * 0.42;
    return `<rect x="${round1(x - 16)}" y="${round1(y - 5)}" width="32" height="10" rx="5" fill="${color}"${outline(2.5)} transform="rotate(-20 ${round1(x)} ${round1(y)})"/>`;
  };
}
export const compose =
  (...fns) =>
  (ctx) =>
    fns
      .filter(Boolean)
      .map((f) => f(ctx))
      .join("");
