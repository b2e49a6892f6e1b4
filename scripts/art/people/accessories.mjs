// @ts-check
// Headwear and props: udeng, peci, blangkon, headsets, lanyards, beards and more.
import { round1, roundPathNumbers } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import * as style from "./style.mjs";

// ---------------------------------------------------------------- headwear & props
export function udeng(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.42;
    let s = style.stroked(
      `M${style.CENTER_X - w - 6},${y + 8} Q${style.CENTER_X},${y - 16} ${style.CENTER_X + w + 6},${y + 8} L${style.CENTER_X + w + 5},${y + 26} Q${style.CENTER_X},${y + 4} ${style.CENTER_X - w - 5},${y + 26}Z`,
      color,
    );
    // front knot (a tall folded peak)
    s += style.stroked(
      `M${style.CENTER_X - 14},${y + 2} L${style.CENTER_X + 2},${y - 46} L${style.CENTER_X + 18},${y + 2} Q${style.CENTER_X + 2},${y - 4} ${style.CENTER_X - 14},${y + 2}Z`,
      color,
    );
    s += style.line(
      `M${style.CENTER_X + 2},${y - 40} L${style.CENTER_X + 2},${y - 2}`,
      style.shade(color, 0.35),
      2.5,
    );
    if (motif)
      for (const dx of [-40, -20, 24, 44])
        s += style.circle(style.CENTER_X + dx, y + 6 + Math.abs(dx) * 0.08, 3.2, motif);
    return s;
  };
}
export function peci(ctx) {
  const { w, h, cy } = ctx;
  const y = cy - h * 0.55;
  return (
    style.stroked(
      `M${style.CENTER_X - w + 2},${y + 14} L${style.CENTER_X - w + 10},${y - 40} Q${style.CENTER_X},${y - 50} ${style.CENTER_X + w - 10},${y - 40} L${style.CENTER_X + w - 2},${y + 14} Q${style.CENTER_X},${y + 4} ${style.CENTER_X - w + 2},${y + 14}Z`,
      "#1a1424",
    ) +
    style.line(
      `M${style.CENTER_X - w + 8},${y - 30} Q${style.CENTER_X},${y - 40} ${style.CENTER_X + w - 8},${y - 30}`,
      "#3b3050",
      3,
    ) +
    style.line(
      `M${style.CENTER_X - w + 4},${y + 4} Q${style.CENTER_X},${y - 6} ${style.CENTER_X + w - 4},${y + 4}`,
      style.portraitColors.gold,
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
    let s = style.stroked(
      `M${style.CENTER_X - w - 7},${y + 18} C${style.CENTER_X - w - 7},${y - k} ${style.CENTER_X + w + 7},${y - k} ${style.CENTER_X + w + 7},${y + 18} Q${style.CENTER_X},${y - 2} ${style.CENTER_X - w - 7},${y + 18}Z`,
      color,
    );
    // batik parang diagonals
    const cid = `${ctx.id}-blk`;
    s += `<clipPath id="${cid}"><path d="${roundPathNumbers(`M${style.CENTER_X - w - 7},${y + 18} C${style.CENTER_X - w - 7},${y - k} ${style.CENTER_X + w + 7},${y - k} ${style.CENTER_X + w + 7},${y + 18} Q${style.CENTER_X},${y - 2} ${style.CENTER_X - w - 7},${y + 18}Z`)}"/></clipPath>`;
    let dd = "";
    for (let x = style.CENTER_X - 120; x < style.CENTER_X + 120; x += 18)
      dd += `M${x},${y + 30} L${x + 60},${y - 80} `;
    s += `<g clip-path="url(#${cid})">${style.line(dd, motif, 4, ' opacity="0.85"')}</g>`;
    s += style.line(
      `M${style.CENTER_X - w - 5},${y + 14} Q${style.CENTER_X},${y - 6} ${style.CENTER_X + w + 5},${y + 14}`,
      style.LINE,
      3,
    );
    s += style.stroked(
      `M${style.CENTER_X + w - 4},${y - 10} q22,-4 24,16 q-12,10 -22,2z`,
      color,
      3,
    );
    return s;
  };
}
export function headband(color, tails) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.46;
    let s = "";
    if (tails)
      s += style.stroked(
        `M${style.CENTER_X + w},${y + 10} q26,4 42,30 l-10,6 q-14,-18 -34,-22z M${style.CENTER_X + w},${y + 12} q30,-6 48,8 l-4,10 q-20,-10 -44,-6z`,
        color,
        3,
      );
    s += style.stroked(
      `M${style.CENTER_X - w - 3},${y + 8} Q${style.CENTER_X},${y - 12} ${style.CENTER_X + w + 3},${y + 8} L${style.CENTER_X + w + 3},${y + 22} Q${style.CENTER_X},${y + 2} ${style.CENTER_X - w - 3},${y + 22}Z`,
      color,
      3,
    );
    if (tails === "stripe")
      s += style.line(
        `M${style.CENTER_X - w},${y + 15} Q${style.CENTER_X},${y - 3} ${style.CENTER_X + w},${y + 15}`,
        style.portraitColors.text,
        3,
      );
    return s;
  };
}
export function crown(ctx) {
  // siger-like dancer crown with gold points
  const { w, h, cy } = ctx;
  const y = cy - h * 0.6;
  let d = `M${style.CENTER_X - w - 4},${y + 16} `;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x0 = style.CENTER_X - w - 4 + ((2 * w + 8) * i) / n;
    const x1 = style.CENTER_X - w - 4 + ((2 * w + 8) * (i + 1)) / n;
    const mid = (x0 + x1) / 2;
    const ht = 26 + 20 * Math.cos(((mid - style.CENTER_X) / (w + 8)) * (Math.PI / 2));
    d += `L${x0 + 2},${y + 2} L${mid},${y - ht} L${x1 - 2},${y + 2} `;
  }
  d += `L${style.CENTER_X + w + 4},${y + 16} Q${style.CENTER_X},${y + 4} ${style.CENTER_X - w - 4},${y + 16}Z`;
  let s = style.stroked(d, style.portraitColors.gold, 3);
  s += style.line(
    `M${style.CENTER_X - w},${y + 8} Q${style.CENTER_X},${y - 4} ${style.CENTER_X + w},${y + 8}`,
    "#c78f1e",
    3,
  );
  s += style.circle(style.CENTER_X, y - 20, 6, style.portraitColors.coral, style.outline(2.5));
  s += style.circle(style.CENTER_X - 30, y - 8, 4, style.portraitColors.teal, style.outline(2));
  s += style.circle(style.CENTER_X + 30, y - 8, 4, style.portraitColors.teal, style.outline(2));
  // tassels over ears
  for (const dd of [-1, 1])
    s +=
      style.line(
        `M${style.CENTER_X + dd * (w + 2)},${y + 14} L${style.CENTER_X + dd * (w + 8)},${y + 70}`,
        style.portraitColors.gold,
        3,
      ) +
      style.circle(
        style.CENTER_X + dd * (w + 8),
        y + 74,
        5,
        style.portraitColors.gold,
        style.outline(2),
      );
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
    s += style.line(
      `M${style.CENTER_X + dx * 0.7},${cy - h + 4} L${style.CENTER_X + dx},${cy + dy}`,
      style.portraitColors.gold,
      2.5,
    );
    s += flower(
      style.CENTER_X + dx,
      cy + dy,
      r,
      style.portraitColors.gold,
      style.portraitColors.coral,
    );
  }
  s += style.line(
    `M${style.CENTER_X - 56},${cy - h + 14} Q${style.CENTER_X},${cy - h - 6} ${style.CENTER_X + 56},${cy - h + 14}`,
    style.portraitColors.text,
    4,
  ); // melati string
  return s;
}
function flower(x, y, r, petal, heart) {
  let s = "";
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    s += style.circle(
      x + Math.cos(a) * r * 0.7,
      y + Math.sin(a) * r * 0.7,
      r * 0.55,
      petal,
      style.outline(2),
    );
  }
  return s + style.circle(x, y, r * 0.38, heart, style.outline(1.5));
}
export function hairFlower(side, petal) {
  return (ctx) =>
    flower(
      style.CENTER_X + side * (ctx.w - 4),
      ctx.cy - ctx.h * 0.5,
      13,
      petal,
      style.portraitColors.gold,
    );
}
export function headsetMic(ctx) {
  const { w, cy, h } = ctx;
  return (
    style.line(
      `M${style.CENTER_X + w + 6},${cy + 16} Q${style.CENTER_X + w - 4},${cy + h * 0.7} ${style.CENTER_X + 26},${cy + h * 0.72}`,
      style.LINE,
      3,
    ) + style.circle(style.CENTER_X + 24, cy + h * 0.72, 5, style.LINE)
  );
}
export function headphonesOn(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 22;
  return (
    style.line(
      `M${style.CENTER_X - rr + 4},${cy + 2} C${style.CENTER_X - rr},${cy - h - 44} ${style.CENTER_X + rr},${cy - h - 44} ${style.CENTER_X + rr - 4},${cy + 2}`,
      style.LINE,
      11,
    ) +
    style.line(
      `M${style.CENTER_X - rr + 4},${cy + 2} C${style.CENTER_X - rr},${cy - h - 44} ${style.CENTER_X + rr},${cy - h - 44} ${style.CENTER_X + rr - 4},${cy + 2}`,
      style.portraitColors.teal,
      5,
    ) +
    `<rect x="${round1(style.CENTER_X - rr - 10)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${style.portraitColors.surface2}"${style.OUTLINE}/>` +
    `<rect x="${round1(style.CENTER_X + rr - 16)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${style.portraitColors.surface2}"${style.OUTLINE}/>`
  );
}
export function headsetWithMic(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 16;
  return (
    style.line(
      `M${style.CENTER_X - rr + 2},${cy} C${style.CENTER_X - rr},${cy - h - 40} ${style.CENTER_X + rr},${cy - h - 40} ${style.CENTER_X + rr - 2},${cy}`,
      style.LINE,
      8,
    ) +
    style.line(
      `M${style.CENTER_X - rr + 2},${cy} C${style.CENTER_X - rr},${cy - h - 40} ${style.CENTER_X + rr},${cy - h - 40} ${style.CENTER_X + rr - 2},${cy}`,
      "#5a5470",
      3,
    ) +
    style.ellipse(style.CENTER_X - rr + 2, cy + 8, 11, 17, "#2b2540", style.OUTLINE) +
    style.ellipse(style.CENTER_X + rr - 2, cy + 8, 11, 17, "#2b2540", style.OUTLINE) +
    style.line(
      `M${style.CENTER_X - rr + 4},${cy + 20} Q${style.CENTER_X - w + 6},${cy + h * 0.7} ${style.CENTER_X - 24},${cy + h * 0.7}`,
      style.LINE,
      3.5,
    ) +
    style.circle(
      style.CENTER_X - 24,
      cy + h * 0.7,
      5.5,
      style.portraitColors.coral,
      style.outline(2),
    )
  );
}
export function headphonesNeck(ctx) {
  const { nw } = ctx;
  const y = style.SHOULDER_Y - 6;
  return (
    style.line(
      `M${style.CENTER_X - nw - 34},${y - 10} Q${style.CENTER_X},${y + 40} ${style.CENTER_X + nw + 34},${y - 10}`,
      style.LINE,
      10,
    ) +
    style.line(
      `M${style.CENTER_X - nw - 34},${y - 10} Q${style.CENTER_X},${y + 40} ${style.CENTER_X + nw + 34},${y - 10}`,
      style.portraitColors.coral,
      4,
    ) +
    `<rect x="${round1(style.CENTER_X - nw - 50)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${style.portraitColors.night2}"${style.OUTLINE} transform="rotate(-25 ${round1(style.CENTER_X - nw - 35)} ${round1(y + 4)})"/>` +
    `<rect x="${round1(style.CENTER_X + nw + 20)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${style.portraitColors.night2}"${style.OUTLINE} transform="rotate(25 ${round1(style.CENTER_X + nw + 35)} ${round1(y + 4)})"/>`
  );
}
export function lanyard(strap, card = style.portraitColors.text) {
  return (ctx) => {
    const { nw } = ctx;
    const s1 = `M${style.CENTER_X - nw - 2},${style.SHOULDER_Y - 8} L${style.CENTER_X - 10},372 L${style.CENTER_X - 2},372 L${style.CENTER_X - nw + 8},${style.SHOULDER_Y + 8}Z`;
    const s2 = `M${style.CENTER_X + nw + 2},${style.SHOULDER_Y - 8} L${style.CENTER_X + 10},372 L${style.CENTER_X + 2},372 L${style.CENTER_X + nw - 8},${style.SHOULDER_Y + 8}Z`;
    return (
      style.stroked(s1, strap, 2.5) +
      style.stroked(s2, strap, 2.5) +
      `<rect x="${style.CENTER_X - 26}" y="364" width="52" height="62" rx="7" fill="${card}"${style.OUTLINE}/>` +
      `<rect x="${style.CENTER_X - 26}" y="364" width="52" height="16" rx="7" fill="${strap}"${style.outline(2)}/>` +
      style.circle(style.CENTER_X, 396, 9, style.portraitColors.surface2) +
      style.star4(style.CENTER_X, 396, 7, style.portraitColors.gold)
    );
  };
}
export function cameraStrap(ctx) {
  const { nw } = ctx;
  return (
    style.line(
      `M${style.CENTER_X - nw - 4},${style.SHOULDER_Y - 8} L${style.CENTER_X - 40},350`,
      style.LINE,
      7,
    ) +
    style.line(
      `M${style.CENTER_X + nw + 4},${style.SHOULDER_Y - 8} L${style.CENTER_X + 40},350`,
      style.LINE,
      7,
    ) +
    `<rect x="${style.CENTER_X - 54}" y="338" width="108" height="66" rx="10" fill="#2b2540"${style.OUTLINE}/>` +
    `<rect x="${style.CENTER_X - 48}" y="330" width="30" height="12" rx="3" fill="#2b2540"${style.outline(2.5)}/>` +
    style.circle(style.CENTER_X + 6, 372, 24, "#463e63", style.OUTLINE) +
    style.circle(style.CENTER_X + 6, 372, 14, style.portraitColors.teal, style.outline(2.5)) +
    style.circle(style.CENTER_X + 1, 367, 4.5, "#ffffff", ' opacity="0.8"') +
    style.circle(style.CENTER_X - 38, 352, 4, style.portraitColors.coral)
  );
}
export function measuringTape(ctx) {
  const { nw } = ctx;
  const y = style.SHOULDER_Y - 8;
  const band = (s) =>
    `M${style.CENTER_X + s * (nw + 2)},${y - 6} C${style.CENTER_X + s * (nw + 40)},${y} ${style.CENTER_X + s * 34},${y + 40} ${style.CENTER_X + s * (s < 0 ? 30 : 52)},420`;
  let st = "";
  for (const s of [-1, 1]) {
    st += style.line(band(s), style.LINE, 15);
    st += style.line(band(s), "#ffd84d", 10);
    st += `<path d="${roundPathNumbers(band(s))}" fill="none" stroke="${style.LINE}" stroke-width="9" stroke-dasharray="2 6" opacity="0.7"/>`;
  }
  return st;
}
export function beret(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.62;
    return (
      style.stroked(
        `M${style.CENTER_X - w - 12},${y + 6} C${style.CENTER_X - w - 20},${y - 46} ${style.CENTER_X + w + 34},${y - 50} ${style.CENTER_X + w + 22},${y + 4} Q${style.CENTER_X},${y + 22} ${style.CENTER_X - w - 12},${y + 6}Z`,
        color,
      ) + style.line(`M${style.CENTER_X + 10},${y - 38} l4,-10`, style.LINE, 5)
    );
  };
}
export function capBack(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.5;
    const k = (h * 0.62) / 0.75;
    return (
      style.stroked(
        `M${style.CENTER_X - w - 6},${y + 10} C${style.CENTER_X - w - 6},${y - k} ${style.CENTER_X + w + 6},${y - k} ${style.CENTER_X + w + 6},${y + 10} Q${style.CENTER_X},${y - 2} ${style.CENTER_X - w - 6},${y + 10}Z`,
        color,
      ) +
      `<rect x="${style.CENTER_X - 16}" y="${round1(y - 4)}" width="32" height="12" rx="4" fill="${style.portraitColors.night2}"${style.outline(2.5)}/>` +
      style.line(
        `M${style.CENTER_X},${y - k * 0.72} L${style.CENTER_X},${y - 2}`,
        style.shade(color, 0.3),
        2.5,
      )
    );
  };
}
export function pencilEar(ctx) {
  const { w, cy } = ctx;
  const x = style.CENTER_X + w + 2;
  return (
    `<g transform="rotate(-35 ${round1(x)} ${round1(cy)})">` +
    `<rect x="${round1(x - 34)}" y="${round1(cy - 6)}" width="60" height="11" rx="2" fill="${style.portraitColors.gold}"${style.outline(2.5)}/>` +
    style.path(`M${x + 26},${cy - 6} l14,5.5 l-14,5.5z`, "#f2d7b0", style.outline(2.5)) +
    `<rect x="${round1(x - 40)}" y="${round1(cy - 6)}" width="9" height="11" rx="2" fill="${style.portraitColors.coral}"${style.outline(2.5)}/></g>`
  );
}
export function mustache(color) {
  return (ctx) => {
    const { h, cy } = ctx;
    const y = cy + h * 0.55;
    return style.path(
      `M${style.CENTER_X},${y} Q${style.CENTER_X - 14},${y - 8} ${style.CENTER_X - 26},${y + 2} Q${style.CENTER_X - 30},${y + 8} ${style.CENTER_X - 34},${y + 4} Q${style.CENTER_X - 22},${y + 12} ${style.CENTER_X},${y + 4} Q${style.CENTER_X + 22},${y + 12} ${style.CENTER_X + 34},${y + 4} Q${style.CENTER_X + 30},${y + 8} ${style.CENTER_X + 26},${y + 2} Q${style.CENTER_X + 14},${y - 8} ${style.CENTER_X},${y}Z`,
      color,
      style.outline(2),
    );
  };
}
export function beard(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy + h * 0.5;
    const d = `M${style.CENTER_X - w + 4},${cy + 10} C${style.CENTER_X - w + 6},${y + 40} ${style.CENTER_X - 30},${cy + h + 34} ${style.CENTER_X},${cy + h + 38} C${style.CENTER_X + 30},${cy + h + 34} ${style.CENTER_X + w - 6},${y + 40} ${style.CENTER_X + w - 4},${cy + 10} C${style.CENTER_X + w - 14},${y + 6} ${style.CENTER_X + 24},${y + 4} ${style.CENTER_X},${y + 2} C${style.CENTER_X - 24},${y + 4} ${style.CENTER_X - w + 14},${y + 6} ${style.CENTER_X - w + 4},${cy + 10}Z`;
    return (
      style.stroked(d, color) +
      style.path(
        `M${style.CENTER_X - 14},${y + 22} Q${style.CENTER_X},${y + 30} ${style.CENTER_X + 14},${y + 22} Q${style.CENTER_X},${y + 16} ${style.CENTER_X - 14},${y + 22}Z`,
        "#5b1730",
      ) +
      mustache(color)(ctx) +
      style.line(
        `M${style.CENTER_X - 20},${y + 50} q4,14 -2,24 M${style.CENTER_X + 16},${y + 50} q-4,14 2,24`,
        style.shade(color, 0.15),
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
    style.stroked(
      `M${style.CENTER_X - w - 8},${y + 16} C${style.CENTER_X - w - 8},${y - k} ${style.CENTER_X + w + 8},${y - k} ${style.CENTER_X + w + 8},${y + 16} Q${style.CENTER_X},${y} ${style.CENTER_X - w - 8},${y + 16}Z`,
      "#f3efe6",
    ) +
    style.stroked(
      `M${style.CENTER_X - w - 8},${y + 16} Q${style.CENTER_X},${y} ${style.CENTER_X + w + 8},${y + 16} L${style.CENTER_X + w + 7},${y + 2} Q${style.CENTER_X},${y - 14} ${style.CENTER_X - w - 7},${y + 2}Z`,
      style.portraitColors.coral,
      3,
    ) +
    style.line(
      `M${style.CENTER_X - 30},${y - 30} Q${style.CENTER_X},${y - 50} ${style.CENTER_X + 34},${y - 26}`,
      "#cfc6b2",
      3,
    ) +
    style.stroked(
      `M${style.CENTER_X - w - 4},${y + 4} q-26,6 -30,34 q12,4 18,-4 q4,-18 16,-22z`,
      "#f3efe6",
      3,
    )
  );
}
export function sequins(color) {
  return (_ctx) => {
    let s = "";
    const rnd = mulberry32(7);
    for (let i = 0; i < 22; i++) {
      const x = style.CENTER_X - 130 + rnd() * 260;
      const y = style.SHOULDER_Y + 20 + rnd() * 90;
      if (
        Math.abs(x - style.CENTER_X) < 30 + (y - style.SHOULDER_Y) * 0.1 &&
        y < style.SHOULDER_Y + 110
      )
        continue;
      s += style.star4(x, y, 3 + rnd() * 3, color);
    }
    return s;
  };
}
export function selendang(color, trim) {
  return (ctx) => {
    const { sw, nw } = ctx;
    const d = `M${style.CENTER_X + sw + 6},${style.SHOULDER_Y + 10} C${style.CENTER_X + sw - 30},${style.SHOULDER_Y - 16} ${style.CENTER_X + nw + 30},${style.SHOULDER_Y - 6} ${style.CENTER_X + nw + 16},${style.SHOULDER_Y + 10} L${style.CENTER_X - 80},420 L${style.CENTER_X - 30},420 L${style.CENTER_X + sw + 30},${style.SHOULDER_Y + 60}Z`;
    return (
      style.stroked(d, color) +
      style.line(
        `M${style.CENTER_X + nw + 30},${style.SHOULDER_Y + 20} L${style.CENTER_X - 56},420`,
        trim,
        4,
      ) +
      style.line(
        `M${style.CENTER_X + sw - 4},${style.SHOULDER_Y + 40} L${style.CENTER_X - 10},420`,
        trim,
        3,
        ' stroke-dasharray="8 8"',
      )
    );
  };
}
export function smudge(ctx) {
  const { w, cy, h } = ctx;
  return (
    style.path(
      `M${style.CENTER_X - w * 0.62},${cy + h * 0.46} q8,-8 18,-3 q-4,8 -18,3z`,
      style.portraitColors.teal,
      ' opacity="0.85"',
    ) + style.circle(style.CENTER_X - w * 0.4, cy + h * 0.52, 3, style.portraitColors.coral)
  );
}
export function hairClip(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const x = style.CENTER_X + w * 0.55;
    const y = cy - h * 0.42;
    return `<rect x="${round1(x - 16)}" y="${round1(y - 5)}" width="32" height="10" rx="5" fill="${color}"${style.outline(2.5)} transform="rotate(-20 ${round1(x)} ${round1(y)})"/>`;
  };
}
export const compose =
  (...fns) =>
  (ctx) =>
    fns
      .filter(Boolean)
      .map((f) => f(ctx))
      .join("");
