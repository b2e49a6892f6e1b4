// @ts-check
// Headwear and props: udeng, peci, blangkon, headsets, lanyards, beards and more.
import { round1, roundPathNumbers } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import {
  CENTER_X,
  circle,
  ellipse,
  LINE,
  line,
  OUTLINE,
  outline,
  path,
  portraitColors,
  SHOULDER_Y,
  shade,
  star4,
  stroked,
} from "./style.mjs";

// ---------------------------------------------------------------- headwear & props
export function udeng(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.42;
    let s = stroked(
      `M${CENTER_X - w - 6},${y + 8} Q${CENTER_X},${y - 16} ${CENTER_X + w + 6},${y + 8} L${CENTER_X + w + 5},${y + 26} Q${CENTER_X},${y + 4} ${CENTER_X - w - 5},${y + 26}Z`,
      color,
    );
    // front knot (a tall folded peak)
    s += stroked(
      `M${CENTER_X - 14},${y + 2} L${CENTER_X + 2},${y - 46} L${CENTER_X + 18},${y + 2} Q${CENTER_X + 2},${y - 4} ${CENTER_X - 14},${y + 2}Z`,
      color,
    );
    s += line(`M${CENTER_X + 2},${y - 40} L${CENTER_X + 2},${y - 2}`, shade(color, 0.35), 2.5);
    if (motif)
      for (const dx of [-40, -20, 24, 44])
        s += circle(CENTER_X + dx, y + 6 + Math.abs(dx) * 0.08, 3.2, motif);
    return s;
  };
}
export function peci(ctx) {
  const { w, h, cy } = ctx;
  const y = cy - h * 0.55;
  return (
    stroked(
      `M${CENTER_X - w + 2},${y + 14} L${CENTER_X - w + 10},${y - 40} Q${CENTER_X},${y - 50} ${CENTER_X + w - 10},${y - 40} L${CENTER_X + w - 2},${y + 14} Q${CENTER_X},${y + 4} ${CENTER_X - w + 2},${y + 14}Z`,
      "#1a1424",
    ) +
    line(
      `M${CENTER_X - w + 8},${y - 30} Q${CENTER_X},${y - 40} ${CENTER_X + w - 8},${y - 30}`,
      "#3b3050",
      3,
    ) +
    line(
      `M${CENTER_X - w + 4},${y + 4} Q${CENTER_X},${y - 6} ${CENTER_X + w - 4},${y + 4}`,
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
      `M${CENTER_X - w - 7},${y + 18} C${CENTER_X - w - 7},${y - k} ${CENTER_X + w + 7},${y - k} ${CENTER_X + w + 7},${y + 18} Q${CENTER_X},${y - 2} ${CENTER_X - w - 7},${y + 18}Z`,
      color,
    );
    // batik parang diagonals
    const cid = `${ctx.id}-blk`;
    s += `<clipPath id="${cid}"><path d="${roundPathNumbers(`M${CENTER_X - w - 7},${y + 18} C${CENTER_X - w - 7},${y - k} ${CENTER_X + w + 7},${y - k} ${CENTER_X + w + 7},${y + 18} Q${CENTER_X},${y - 2} ${CENTER_X - w - 7},${y + 18}Z`)}"/></clipPath>`;
    let dd = "";
    for (let x = CENTER_X - 120; x < CENTER_X + 120; x += 18)
      dd += `M${x},${y + 30} L${x + 60},${y - 80} `;
    s += `<g clip-path="url(#${cid})">${line(dd, motif, 4, ' opacity="0.85"')}</g>`;
    s += line(
      `M${CENTER_X - w - 5},${y + 14} Q${CENTER_X},${y - 6} ${CENTER_X + w + 5},${y + 14}`,
      LINE,
      3,
    );
    s += stroked(`M${CENTER_X + w - 4},${y - 10} q22,-4 24,16 q-12,10 -22,2z`, color, 3);
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
        `M${CENTER_X + w},${y + 10} q26,4 42,30 l-10,6 q-14,-18 -34,-22z M${CENTER_X + w},${y + 12} q30,-6 48,8 l-4,10 q-20,-10 -44,-6z`,
        color,
        3,
      );
    s += stroked(
      `M${CENTER_X - w - 3},${y + 8} Q${CENTER_X},${y - 12} ${CENTER_X + w + 3},${y + 8} L${CENTER_X + w + 3},${y + 22} Q${CENTER_X},${y + 2} ${CENTER_X - w - 3},${y + 22}Z`,
      color,
      3,
    );
    if (tails === "stripe")
      s += line(
        `M${CENTER_X - w},${y + 15} Q${CENTER_X},${y - 3} ${CENTER_X + w},${y + 15}`,
        portraitColors.text,
        3,
      );
    return s;
  };
}
export function crown(ctx) {
  // siger-like dancer crown with gold points
  const { w, h, cy } = ctx;
  const y = cy - h * 0.6;
  let d = `M${CENTER_X - w - 4},${y + 16} `;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x0 = CENTER_X - w - 4 + ((2 * w + 8) * i) / n;
    const x1 = CENTER_X - w - 4 + ((2 * w + 8) * (i + 1)) / n;
    const mid = (x0 + x1) / 2;
    const ht = 26 + 20 * Math.cos(((mid - CENTER_X) / (w + 8)) * (Math.PI / 2));
    d += `L${x0 + 2},${y + 2} L${mid},${y - ht} L${x1 - 2},${y + 2} `;
  }
  d += `L${CENTER_X + w + 4},${y + 16} Q${CENTER_X},${y + 4} ${CENTER_X - w - 4},${y + 16}Z`;
  let s = stroked(d, portraitColors.gold, 3);
  s += line(
    `M${CENTER_X - w},${y + 8} Q${CENTER_X},${y - 4} ${CENTER_X + w},${y + 8}`,
    "#c78f1e",
    3,
  );
  s += circle(CENTER_X, y - 20, 6, portraitColors.coral, outline(2.5));
  s += circle(CENTER_X - 30, y - 8, 4, portraitColors.teal, outline(2));
  s += circle(CENTER_X + 30, y - 8, 4, portraitColors.teal, outline(2));
  // tassels over ears
  for (const dd of [-1, 1])
    s +=
      line(
        `M${CENTER_X + dd * (w + 2)},${y + 14} L${CENTER_X + dd * (w + 8)},${y + 70}`,
        portraitColors.gold,
        3,
      ) + circle(CENTER_X + dd * (w + 8), y + 74, 5, portraitColors.gold, outline(2));
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
    s += line(
      `M${CENTER_X + dx * 0.7},${cy - h + 4} L${CENTER_X + dx},${cy + dy}`,
      portraitColors.gold,
      2.5,
    );
    s += flower(CENTER_X + dx, cy + dy, r, portraitColors.gold, portraitColors.coral);
  }
  s += line(
    `M${CENTER_X - 56},${cy - h + 14} Q${CENTER_X},${cy - h - 6} ${CENTER_X + 56},${cy - h + 14}`,
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
    flower(CENTER_X + side * (ctx.w - 4), ctx.cy - ctx.h * 0.5, 13, petal, portraitColors.gold);
}
export function headsetMic(ctx) {
  const { w, cy, h } = ctx;
  return (
    line(
      `M${CENTER_X + w + 6},${cy + 16} Q${CENTER_X + w - 4},${cy + h * 0.7} ${CENTER_X + 26},${cy + h * 0.72}`,
      LINE,
      3,
    ) + circle(CENTER_X + 24, cy + h * 0.72, 5, LINE)
  );
}
export function headphonesOn(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 22;
  return (
    line(
      `M${CENTER_X - rr + 4},${cy + 2} C${CENTER_X - rr},${cy - h - 44} ${CENTER_X + rr},${cy - h - 44} ${CENTER_X + rr - 4},${cy + 2}`,
      LINE,
      11,
    ) +
    line(
      `M${CENTER_X - rr + 4},${cy + 2} C${CENTER_X - rr},${cy - h - 44} ${CENTER_X + rr},${cy - h - 44} ${CENTER_X + rr - 4},${cy + 2}`,
      portraitColors.teal,
      5,
    ) +
    `<rect x="${round1(CENTER_X - rr - 10)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${OUTLINE}/>` +
    `<rect x="${round1(CENTER_X + rr - 16)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${OUTLINE}/>`
  );
}
export function headsetWithMic(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 16;
  return (
    line(
      `M${CENTER_X - rr + 2},${cy} C${CENTER_X - rr},${cy - h - 40} ${CENTER_X + rr},${cy - h - 40} ${CENTER_X + rr - 2},${cy}`,
      LINE,
      8,
    ) +
    line(
      `M${CENTER_X - rr + 2},${cy} C${CENTER_X - rr},${cy - h - 40} ${CENTER_X + rr},${cy - h - 40} ${CENTER_X + rr - 2},${cy}`,
      "#5a5470",
      3,
    ) +
    ellipse(CENTER_X - rr + 2, cy + 8, 11, 17, "#2b2540", OUTLINE) +
    ellipse(CENTER_X + rr - 2, cy + 8, 11, 17, "#2b2540", OUTLINE) +
    line(
      `M${CENTER_X - rr + 4},${cy + 20} Q${CENTER_X - w + 6},${cy + h * 0.7} ${CENTER_X - 24},${cy + h * 0.7}`,
      LINE,
      3.5,
    ) +
    circle(CENTER_X - 24, cy + h * 0.7, 5.5, portraitColors.coral, outline(2))
  );
}
export function headphonesNeck(ctx) {
  const { nw } = ctx;
  const y = SHOULDER_Y - 6;
  return (
    line(
      `M${CENTER_X - nw - 34},${y - 10} Q${CENTER_X},${y + 40} ${CENTER_X + nw + 34},${y - 10}`,
      LINE,
      10,
    ) +
    line(
      `M${CENTER_X - nw - 34},${y - 10} Q${CENTER_X},${y + 40} ${CENTER_X + nw + 34},${y - 10}`,
      portraitColors.coral,
      4,
    ) +
    `<rect x="${round1(CENTER_X - nw - 50)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${OUTLINE} transform="rotate(-25 ${round1(CENTER_X - nw - 35)} ${round1(y + 4)})"/>` +
    `<rect x="${round1(CENTER_X + nw + 20)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${OUTLINE} transform="rotate(25 ${round1(CENTER_X + nw + 35)} ${round1(y + 4)})"/>`
  );
}
export function lanyard(strap, card = portraitColors.text) {
  return (ctx) => {
    const { nw } = ctx;
    const s1 = `M${CENTER_X - nw - 2},${SHOULDER_Y - 8} L${CENTER_X - 10},372 L${CENTER_X - 2},372 L${CENTER_X - nw + 8},${SHOULDER_Y + 8}Z`;
    const s2 = `M${CENTER_X + nw + 2},${SHOULDER_Y - 8} L${CENTER_X + 10},372 L${CENTER_X + 2},372 L${CENTER_X + nw - 8},${SHOULDER_Y + 8}Z`;
    return (
      stroked(s1, strap, 2.5) +
      stroked(s2, strap, 2.5) +
      `<rect x="${CENTER_X - 26}" y="364" width="52" height="62" rx="7" fill="${card}"${OUTLINE}/>` +
      `<rect x="${CENTER_X - 26}" y="364" width="52" height="16" rx="7" fill="${strap}"${outline(2)}/>` +
      circle(CENTER_X, 396, 9, portraitColors.surface2) +
      star4(CENTER_X, 396, 7, portraitColors.gold)
    );
  };
}
export function cameraStrap(ctx) {
  const { nw } = ctx;
  return (
    line(`M${CENTER_X - nw - 4},${SHOULDER_Y - 8} L${CENTER_X - 40},350`, LINE, 7) +
    line(`M${CENTER_X + nw + 4},${SHOULDER_Y - 8} L${CENTER_X + 40},350`, LINE, 7) +
    `<rect x="${CENTER_X - 54}" y="338" width="108" height="66" rx="10" fill="#2b2540"${OUTLINE}/>` +
    `<rect x="${CENTER_X - 48}" y="330" width="30" height="12" rx="3" fill="#2b2540"${outline(2.5)}/>` +
    circle(CENTER_X + 6, 372, 24, "#463e63", OUTLINE) +
    circle(CENTER_X + 6, 372, 14, portraitColors.teal, outline(2.5)) +
    circle(CENTER_X + 1, 367, 4.5, "#ffffff", ' opacity="0.8"') +
    circle(CENTER_X - 38, 352, 4, portraitColors.coral)
  );
}
export function measuringTape(ctx) {
  const { nw } = ctx;
  const y = SHOULDER_Y - 8;
  const band = (s) =>
    `M${CENTER_X + s * (nw + 2)},${y - 6} C${CENTER_X + s * (nw + 40)},${y} ${CENTER_X + s * 34},${y + 40} ${CENTER_X + s * (s < 0 ? 30 : 52)},420`;
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
        `M${CENTER_X - w - 12},${y + 6} C${CENTER_X - w - 20},${y - 46} ${CENTER_X + w + 34},${y - 50} ${CENTER_X + w + 22},${y + 4} Q${CENTER_X},${y + 22} ${CENTER_X - w - 12},${y + 6}Z`,
        color,
      ) + line(`M${CENTER_X + 10},${y - 38} l4,-10`, LINE, 5)
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
        `M${CENTER_X - w - 6},${y + 10} C${CENTER_X - w - 6},${y - k} ${CENTER_X + w + 6},${y - k} ${CENTER_X + w + 6},${y + 10} Q${CENTER_X},${y - 2} ${CENTER_X - w - 6},${y + 10}Z`,
        color,
      ) +
      `<rect x="${CENTER_X - 16}" y="${round1(y - 4)}" width="32" height="12" rx="4" fill="${portraitColors.night2}"${outline(2.5)}/>` +
      line(`M${CENTER_X},${y - k * 0.72} L${CENTER_X},${y - 2}`, shade(color, 0.3), 2.5)
    );
  };
}
export function pencilEar(ctx) {
  const { w, cy } = ctx;
  const x = CENTER_X + w + 2;
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
      `M${CENTER_X},${y} Q${CENTER_X - 14},${y - 8} ${CENTER_X - 26},${y + 2} Q${CENTER_X - 30},${y + 8} ${CENTER_X - 34},${y + 4} Q${CENTER_X - 22},${y + 12} ${CENTER_X},${y + 4} Q${CENTER_X + 22},${y + 12} ${CENTER_X + 34},${y + 4} Q${CENTER_X + 30},${y + 8} ${CENTER_X + 26},${y + 2} Q${CENTER_X + 14},${y - 8} ${CENTER_X},${y}Z`,
      color,
      outline(2),
    );
  };
}
export function beard(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy + h * 0.5;
    const d = `M${CENTER_X - w + 4},${cy + 10} C${CENTER_X - w + 6},${y + 40} ${CENTER_X - 30},${cy + h + 34} ${CENTER_X},${cy + h + 38} C${CENTER_X + 30},${cy + h + 34} ${CENTER_X + w - 6},${y + 40} ${CENTER_X + w - 4},${cy + 10} C${CENTER_X + w - 14},${y + 6} ${CENTER_X + 24},${y + 4} ${CENTER_X},${y + 2} C${CENTER_X - 24},${y + 4} ${CENTER_X - w + 14},${y + 6} ${CENTER_X - w + 4},${cy + 10}Z`;
    return (
      stroked(d, color) +
      path(
        `M${CENTER_X - 14},${y + 22} Q${CENTER_X},${y + 30} ${CENTER_X + 14},${y + 22} Q${CENTER_X},${y + 16} ${CENTER_X - 14},${y + 22}Z`,
        "#5b1730",
      ) +
      mustache(color)(ctx) +
      line(
        `M${CENTER_X - 20},${y + 50} q4,14 -2,24 M${CENTER_X + 16},${y + 50} q-4,14 2,24`,
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
      `M${CENTER_X - w - 8},${y + 16} C${CENTER_X - w - 8},${y - k} ${CENTER_X + w + 8},${y - k} ${CENTER_X + w + 8},${y + 16} Q${CENTER_X},${y} ${CENTER_X - w - 8},${y + 16}Z`,
      "#f3efe6",
    ) +
    stroked(
      `M${CENTER_X - w - 8},${y + 16} Q${CENTER_X},${y} ${CENTER_X + w + 8},${y + 16} L${CENTER_X + w + 7},${y + 2} Q${CENTER_X},${y - 14} ${CENTER_X - w - 7},${y + 2}Z`,
      portraitColors.coral,
      3,
    ) +
    line(
      `M${CENTER_X - 30},${y - 30} Q${CENTER_X},${y - 50} ${CENTER_X + 34},${y - 26}`,
      "#cfc6b2",
      3,
    ) +
    stroked(`M${CENTER_X - w - 4},${y + 4} q-26,6 -30,34 q12,4 18,-4 q4,-18 16,-22z`, "#f3efe6", 3)
  );
}
export function sequins(color) {
  return (_ctx) => {
    let s = "";
    const rnd = mulberry32(7);
    for (let i = 0; i < 22; i++) {
      const x = CENTER_X - 130 + rnd() * 260;
      const y = SHOULDER_Y + 20 + rnd() * 90;
      if (Math.abs(x - CENTER_X) < 30 + (y - SHOULDER_Y) * 0.1 && y < SHOULDER_Y + 110) continue;
      s += star4(x, y, 3 + rnd() * 3, color);
    }
    return s;
  };
}
export function selendang(color, trim) {
  return (ctx) => {
    const { sw, nw } = ctx;
    const d = `M${CENTER_X + sw + 6},${SHOULDER_Y + 10} C${CENTER_X + sw - 30},${SHOULDER_Y - 16} ${CENTER_X + nw + 30},${SHOULDER_Y - 6} ${CENTER_X + nw + 16},${SHOULDER_Y + 10} L${CENTER_X - 80},420 L${CENTER_X - 30},420 L${CENTER_X + sw + 30},${SHOULDER_Y + 60}Z`;
    return (
      stroked(d, color) +
      line(`M${CENTER_X + nw + 30},${SHOULDER_Y + 20} L${CENTER_X - 56},420`, trim, 4) +
      line(
        `M${CENTER_X + sw - 4},${SHOULDER_Y + 40} L${CENTER_X - 10},420`,
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
    path(
      `M${CENTER_X - w * 0.62},${cy + h * 0.46} q8,-8 18,-3 q-4,8 -18,3z`,
      portraitColors.teal,
      ' opacity="0.85"',
    ) + circle(CENTER_X - w * 0.4, cy + h * 0.52, 3, portraitColors.coral)
  );
}
export function hairClip(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const x = CENTER_X + w * 0.55;
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
