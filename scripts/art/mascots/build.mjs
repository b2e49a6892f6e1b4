// FB8 "Mascot & Guest Star" illustrations.
// Reproduce with: node scripts/art/mascots/build.mjs
// Writes content/assets/mascots/*.svg and content/assets/guest-star/*.svg (CC0-1.0).
import {
  ARYA,
  brush,
  canang,
  fan,
  figure,
  lantern,
  mic,
  NIRWANA,
  naladhipa,
  paintPalette,
  pencil,
  STAR,
  sketchbook,
  wingTip,
} from "./chars.mjs";
import { round1 } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { writeAsset } from "../kit/write.mjs";
import { mascotColors, candiBentar, glow, gunungan, joglo, kawung, linear, makeCtx, megaMendung, monasTower, moon, orbit, palm, planet, sky, skyline, star4, starfield, svgDoc } from "./lib.mjs";

const INK = mascotColors.ink;
const CLOUD_TEAL = ["#1d5e6e", "#2a8a8a", "#4fd1c5", "#a8ece4"];
const CLOUD_BLUE = ["#2b3f8a", "#3d5fb0", "#5f8fd6", "#a9c8f0"];
const CLOUD_PLUM = ["#3a2370", "#4d3296", "#6a4cc0", "#9a84e6"];

/** Faint batik overlay on a rect. */
function batikWash(ctx, w, h, op = 0.07, size = 60) {
  const k = kawung(ctx, "wash", { fg: mascotColors.gold, size, stroke: true });
  return `<rect width="${w}" height="${h}" fill="${k}" opacity="${op}"/>`;
}

function hills(d, fill, op = 1) {
  return `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="3"${op !== 1 ? ` opacity="${op}"` : ""}/>`;
}

function sparkles(seed, pts, color = mascotColors.goldSoft) {
  const r = mulberry32(seed);
  return pts.map(([x, y, s]) => star4(x, y, s ?? 8 + r() * 10, color)).join("");
}

// =====================================================================
// ARYA
// =====================================================================

function arya1(mobile) {
  const ctx = makeCtx(`a1${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  const cx = mobile ? 300 : 790;
  const s = mobile ? 1.32 : 1.42;
  const gy = mobile ? 975 : 1000;
  let b = sky(ctx, W, H);
  b += batikWash(ctx, W, H, 0.06);
  b += starfield(11, 0, 0, W, H * 0.8, mobile ? 60 : 110, { avoid: [[cx, 380, 230]] });
  b += glow(ctx, cx, 380, mobile ? 330 : 400, mascotColors.gold, 0.45);
  if (mobile) {
    b += moon(ctx, 500, 110, 38, { crescent: true });
    b += gunungan(cx, 650, 560, { op: 0.28, w: 4 });
    b += orbit(cx, 420, 270, 70, -12, {
      beads: [
        [200, 10, mascotColors.coral],
        [330, 7, mascotColors.teal],
      ],
    });
    b += planet(ctx, 86, 180, 36, { fill: mascotColors.teal, band: "#2a9d94", ring: mascotColors.gold });
    b += megaMendung(-60, 790, 300, { colors: CLOUD_TEAL });
    b += megaMendung(380, 800, 280, { colors: CLOUD_BLUE });
  } else {
    b += moon(ctx, 150, 130, 46, { crescent: true });
    b += gunungan(330, 700, 560, { op: 0.35, w: 4 });
    b += orbit(cx, 420, 380, 90, -10, {
      beads: [
        [200, 12, mascotColors.coral],
        [340, 8, mascotColors.teal],
      ],
    });
    b += orbit(cx, 420, 470, 120, -10, { op: 0.3, dash: "4 10" });
    b += planet(ctx, 1090, 150, 44, { fill: mascotColors.teal, band: "#2a9d94", ring: mascotColors.gold });
    b += planet(ctx, 470, 170, 20, { fill: mascotColors.coral });
    b += megaMendung(-40, 790, 420, { colors: CLOUD_TEAL });
    b += megaMendung(930, 805, 330, { colors: CLOUD_BLUE });
    // floating paint swatches around the drawing hand
    b += sparkles(3, [
      [560, 300, 14],
      [600, 520, 10],
      [1050, 420, 12],
      [1000, 600, 9],
    ]);
  }
  const lw = 3 / s;
  const arms = {
    l: { e: [-96, -300], h: [-80, -268] },
    r: { e: [92, -318], h: [56, -350] },
  };
  const book = sketchbook(-6, -290, -8, lw);
  const pen = pencil(56, -350, -128, lw, 62);
  b += figure(ctx, ARYA, { x: cx, y: gy, s, turn: 0.12, arms, propsMid: book, propsFront: pen });
  if (!mobile)
    b += sparkles(
      5,
      [
        [980, 250, 16],
        [600, 230, 12],
      ],
      mascotColors.gold,
    );
  return svgDoc(ctx, W, H, b);
}

function wayangCanvas(x, y, w, h, lw = 3) {
  // canvas on easel: x,y top-left
  const cx = x + w / 2;
  let s = "";
  // easel legs
  s += `<g stroke="${INK}" stroke-width="${lw}" stroke-linejoin="round" fill="#a4643a">`;
  s += `<path d="M${round1(cx - 10)},${round1(y - 40)}L${round1(cx + 10)},${round1(y - 40)}L${round1(x + w * 0.05)},${round1(y + h * 1.5)}L${round1(x + w * 0.05 - 18)},${round1(y + h * 1.5)}Z"/>`;
  s += `<path d="M${round1(cx - 10)},${round1(y - 40)}L${round1(cx + 10)},${round1(y - 40)}L${round1(x + w * 0.95 + 18)},${round1(y + h * 1.5)}L${round1(x + w * 0.95)},${round1(y + h * 1.5)}Z"/>`;
  s += `<path d="M${round1(cx - 7)},${round1(y - 30)}H${round1(cx + 7)}V${round1(y + h * 1.45)}H${round1(cx - 7)}Z"/>`;
  s += `<path d="M${round1(x - 10)},${round1(y + h)}H${round1(x + w + 10)}V${round1(y + h + 14)}H${round1(x - 10)}Z"/>`;
  s += `</g>`;
  // canvas
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff6e0" stroke="${INK}" stroke-width="${lw}"/>`;
  // wayang kulit figure (Arjuna-like, facing left), drawn in a 0-100 box
  const k = h / 100;
  const P = (a, b) => `${round1(cx + a * k)},${round1(y + b * k)}`;
  const body = "#2a1a5e";
  const sw = round1(lw * 0.7);
  // faint parang wash behind the figure (the painted background)
  s += `<path d="M${P(-40, 96)}Q${P(-20, 84)} ${P(0, 92)}T${P(40, 88)}" fill="none" stroke="${mascotColors.teal}" stroke-width="${round1(lw * 2)}" stroke-linecap="round" opacity="0.7"/>`;
  s += `<circle cx="${round1(cx + 26 * k)}" cy="${round1(y + 18 * k)}" r="${round1(9 * k)}" fill="${mascotColors.coral}" opacity="0.85"/>`;
  s += `<g stroke="${INK}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round">`;
  // rods (gapit)
  s += `<path d="M${P(2, 8)}V${P(2, 100).split(",")[1]}M${P(-26, 64)}L${P(-30, 99)}M${P(20, 70)}L${P(24, 99)}" fill="none" stroke="#a4643a" stroke-width="${round1(lw * 0.6)}"/>`;
  // back arm
  s += `<path d="M${P(11, 38)}L${P(17, 52)}L${P(19, 68)}" fill="none" stroke="${body}" stroke-width="${round1(3.2 * k)}"/>`;
  // gelung (curled hair bun) + crown
  s += `<path d="M${P(4, 6)}C${P(14, 2)} ${P(20, 10)} ${P(16, 17)}C${P(13, 22)} ${P(6, 20)} ${P(8, 14)}C${P(10, 10)} ${P(14, 12)} ${P(13, 15)}" fill="${mascotColors.gold}" stroke-width="${sw}"/>`;
  s += `<path d="M${P(-3, 11)}L${P(-2, 5)}L${P(2, 7)}L${P(4, 2)}L${P(7, 8)}L${P(7, 13)}Z" fill="${mascotColors.gold}"/>`;
  // head in profile: long pointed nose, downcast eye
  s += `<path d="M${P(-3, 11)}L${P(7, 13)}C${P(9, 20)} ${P(8, 27)} ${P(5, 31)}L${P(-2, 31)}L${P(-4, 28)}L${P(-3, 27)}L${P(-6, 26)}L${P(-14, 24)}L${P(-5, 20)}Z" fill="${body}"/>`;
  s += `<path d="M${P(-3, 19)}L${P(0, 19.5)}" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 0.8)}"/>`;
  // ear ornament
  s += `<circle cx="${round1(cx + 4 * k)}" cy="${round1(y + 22 * k)}" r="${round1(1.8 * k)}" fill="${mascotColors.gold}"/>`;
  // torso (frontal chest, narrow waist)
  s += `<path d="M${P(-1, 31)}L${P(4, 31)}L${P(4, 34)}C${P(10, 34)} ${P(14, 36)} ${P(13, 40)}L${P(8, 56)}L${P(-4, 56)}L${P(-9, 40)}C${P(-10, 36)} ${P(-6, 34)} ${P(-1, 34)}Z" fill="${body}"/>`;
  // front arm reaching forward, long hand
  s += `<path d="M${P(-8, 39)}L${P(-16, 52)}L${P(-26, 63)}" fill="none" stroke="${body}" stroke-width="${round1(3.2 * k)}"/>`;
  s += `<path d="M${P(-26, 63)}L${P(-31, 62)}" fill="none" stroke="${body}" stroke-width="${round1(1.6 * k)}"/>`;
  // gold jewellery
  s += `<path d="M${P(-6, 36)}Q${P(2, 42)} ${P(11, 36)}" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(1.6 * k)}"/>`;
  s += `<path d="M${P(-12, 45)}l${round1(-2.2 * k)},${round1(2.4 * k)}M${P(-21, 57)}l${round1(-2.2 * k)},${round1(2.4 * k)}M${P(14, 46)}l${round1(2 * k)},${round1(1 * k)}" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(2.2 * k)}"/>`;
  // kain (dodot) with its long back tail, half painted
  s += `<path d="M${P(-5, 55)}L${P(9, 55)}L${P(14, 66)}L${P(24, 78)}L${P(14, 76)}L${P(10, 80)}L${P(-10, 80)}L${P(-12, 70)}Z" fill="${mascotColors.gold}"/>`;
  s += `<path d="M${P(-8, 60)}L${P(6, 74)}M${P(-10, 68)}L${P(0, 78)}M${P(-2, 57)}L${P(12, 70)}" fill="none" stroke="#8a3a18" stroke-width="${round1(1.2 * k)}"/>`;
  s += `<path d="M${P(-6, 55)}H${P(10, 55).split(",")[0]}" fill="none" stroke="${mascotColors.coral}" stroke-width="${round1(2 * k)}"/>`;
  s += `</g>`;
  // unfinished legs: pencil outline only
  s += `<path d="M${P(-7, 80)}L${P(-12, 94)}L${P(-22, 96)}M${P(5, 80)}L${P(8, 94)}L${P(-2, 96)}" fill="none" stroke="#8a7fb0" stroke-width="${round1(lw * 0.7)}" stroke-dasharray="4 4" stroke-linecap="round"/>`;
  s += star4(cx - 30 * k, y + 14 * k, 5 * k, mascotColors.gold);
  return s;
}

function arya2(mobile) {
  const ctx = makeCtx(`a2${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  let b = sky(ctx, W, H);
  b += batikWash(ctx, W, H, 0.05);
  b += starfield(21, 0, 0, W, 520, mobile ? 50 : 100);
  if (mobile) {
    b += moon(ctx, 520, 90, 30);
    b += megaMendung(320, 240, 260, { colors: CLOUD_PLUM, op: 0.8 });
    b += glow(ctx, 190, 380, 280, mascotColors.gold, 0.4);
    b += hills("M0,640C140,610 420,600 600,630V800H0Z", mascotColors.night2);
    b += wayangCanvas(60, 230, 250, 300, 3);
    b += palmGround();
    const s = 0.98;
    const lw = 3 / s;
    b += jars(70, 690, 0.9);
    b += figure(ctx, ARYA, {
      x: 430,
      y: 770,
      s,
      turn: -0.7,
      arms: { l: { e: [-118, -302], h: [-196, -336] }, r: { e: [86, -300], h: [66, -246] } },
      behind: ["r"],
      propsBack: paintPalette(96, -250, -10, lw),
      propsFront: brush(-196, -336, 200, lw, 80, mascotColors.teal),
      toeL: -1,
      toeR: -0.2,
      legs: {
        l: [
          [-34, -112],
          [-46, -20],
        ],
        r: [
          [24, -112],
          [26, -20],
        ],
      },
    });
  } else {
    b += moon(ctx, 1080, 110, 40);
    b += megaMendung(700, 260, 380, { colors: CLOUD_PLUM, op: 0.7 });
    b += megaMendung(-80, 300, 320, { colors: CLOUD_PLUM, op: 0.6 });
    b += glow(ctx, 450, 360, 360, mascotColors.gold, 0.4);
    b += orbit(450, 360, 300, 60, -8, { op: 0.35, beads: [[30, 8, mascotColors.teal]] });
    b += hills("M0,620C300,590 800,580 1200,610V800H0Z", mascotColors.night2);
    b += wayangCanvas(310, 150, 290, 340, 3);
    b += jars(150, 700, 1.1);
    b += planet(ctx, 1110, 520, 26, { fill: mascotColors.coral, ring: mascotColors.teal });
    const s = 1.08;
    const lw = 3 / s;
    b += figure(ctx, ARYA, {
      x: 820,
      y: 760,
      s,
      turn: -0.7,
      arms: { l: { e: [-118, -302], h: [-196, -336] }, r: { e: [86, -300], h: [66, -246] } },
      behind: ["r"],
      propsBack: paintPalette(96, -250, -10, lw),
      propsFront: brush(-196, -336, 200, lw, 80, mascotColors.teal),
      toeL: -1,
      toeR: -0.2,
      legs: {
        l: [
          [-34, -112],
          [-46, -20],
        ],
        r: [
          [24, -112],
          [26, -20],
        ],
      },
    });
    b += sparkles(7, [
      [630, 330, 10],
      [660, 260, 7],
      [980, 220, 14],
      [250, 560, 9],
    ]);
  }
  return svgDoc(ctx, W, H, b);
}

function palmGround() {
  return "";
}

function jars(x, y, s) {
  const lw = 3 / s;
  let g = `<g transform="translate(${x} ${y}) scale(${s})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  g += `<ellipse cx="40" cy="4" rx="90" ry="10" fill="${INK}" opacity="0.4" stroke="none"/>`;
  g += `<path d="M-20,0V-40H20V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M-20,-18H20V0H-20Z" fill="${mascotColors.teal}"/>`;
  g += `<path d="M-4,-40L-10,-90M4,-40L14,-84" fill="none" stroke="#a4643a" stroke-width="${round1(lw * 2)}"/>`;
  g += `<path d="M30,0V-30H66V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M30,-12H66V0H30Z" fill="${mascotColors.coral}"/>`;
  g += `<path d="M80,0V-24H110V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M80,-10H110V0H80Z" fill="${mascotColors.gold}"/>`;
  return `${g}</g>`;
}

function arya3(mobile) {
  const ctx = makeCtx(`a3${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  let b = sky(ctx, W, H, { top: "#0a0520", bottom: "#2a1a5e" });
  // milky way band
  b += `<ellipse cx="${W / 2}" cy="200" rx="${W * 0.7}" ry="70" transform="rotate(-14 ${W / 2} 200)" fill="${glowFill(ctx, mascotColors.teal)}"/>`;
  b += starfield(31, 0, 0, W, 520, mobile ? 90 : 170, { big: 0.1 });
  b += batikWash(ctx, W, H, 0.04);
  if (mobile) {
    b += moon(ctx, 470, 120, 42);
    b += hills("M0,470C120,440 260,450 380,470C460,482 540,470 600,460V800H0Z", "#241552");
    b += glow(ctx, 170, 420, 200, mascotColors.gold, 0.5);
    b += joglo(170, 462, 170);
    b += hills("M0,530C160,500 420,510 600,490V800H0Z", mascotColors.night2);
    // path from gate to foreground right
    b += `<path d="M152,530L188,530C240,610 400,690 560,800H330C290,700 200,610 152,530Z" fill="${mascotColors.surface2}" stroke="${INK}" stroke-width="3"/>`;
    b += candiBentar(170, 536, 140, { gap: 0.18 });
    b += lanterns([
      [90, 556],
      [250, 556],
      [300, 640],
    ]);
    b += palm(40, 530, 120, { lean: -0.12 });
    b += palm(330, 520, 110, { lean: 0.1 });
    b += fireflies(35, 0, 500, 600, 250);
    const s = 0.8;
    const lw = 3 / s;
    b += figure(ctx, ARYA, {
      x: 455,
      y: 785,
      s,
      turn: -0.85,
      look: -4,
      expr: "think",
      arms: { l: { e: [-76, -292], h: [-62, -230] }, r: { e: [78, -296], h: [70, -216] } },
      propsMid: sketchbook(78, -280, 8, lw, { open: false }),
      legs: {
        l: [
          [-26, -112],
          [-30, -20],
        ],
        r: [
          [28, -112],
          [34, -20],
        ],
      },
    });
  } else {
    b += moon(ctx, 230, 130, 52);
    b += hills("M0,480C160,440 360,450 560,480C700,500 900,470 1200,450V800H0Z", "#241552");
    b += glow(ctx, 400, 430, 280, mascotColors.gold, 0.5);
    b += joglo(400, 478, 290);
    b += hills("M0,575C260,545 700,560 1200,520V800H0Z", mascotColors.night2);
    b += `<path d="M372,580L428,580C540,650 820,710 1060,800H760C620,730 470,660 372,580Z" fill="${mascotColors.surface2}" stroke="${INK}" stroke-width="3"/>`;
    b += candiBentar(400, 590, 250, { gap: 0.18 });
    b += lanterns([
      [270, 600],
      [530, 600],
      [640, 680],
      [830, 770],
    ]);
    b += palm(110, 580, 200, { lean: -0.12 });
    b += palm(660, 540, 150, { lean: 0.08 });
    b += orbit(880, 200, 260, 50, -10, { op: 0.3, dash: "3 9" });
    b += fireflies(36, 0, 520, 1200, 260);
    const s = 0.95;
    const lw = 3 / s;
    b += figure(ctx, ARYA, {
      x: 980,
      y: 770,
      s,
      turn: -0.85,
      look: -4,
      expr: "think",
      arms: { l: { e: [-76, -292], h: [-62, -230] }, r: { e: [78, -296], h: [70, -216] } },
      propsMid: sketchbook(78, -280, 8, lw, { open: false }),
      legs: {
        l: [
          [-26, -112],
          [-30, -20],
        ],
        r: [
          [28, -112],
          [34, -20],
        ],
      },
    });
  }
  return svgDoc(ctx, W, H, b);
}

function glowFill(ctx, color) {
  return ctx.def(
    `band${color.slice(1)}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.16"/><stop offset="0.6" stop-color="${color}" stop-opacity="0.06"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

function lanterns(pts) {
  // oncor (bamboo torches) with flames
  return pts
    .map(
      ([x, y]) =>
        `<g stroke="${INK}" stroke-width="2.5"><path d="M${x - 3},${y}V${y - 46}H${x + 3}V${y}Z" fill="#a4643a"/><path d="M${x},${y - 64}C${x - 8},${y - 54} ${x - 7},${y - 46} ${x},${y - 44}C${x + 7},${y - 46} ${x + 8},${y - 54} ${x},${y - 64}Z" fill="${mascotColors.gold}"/></g><circle cx="${x}" cy="${y - 52}" r="22" fill="${mascotColors.gold}" opacity="0.18"/>`,
    )
    .join("");
}

function fireflies(seed, x, y, w, h) {
  const r = mulberry32(seed);
  let d = "";
  for (let i = 0; i < 16; i++) d += `M${round1(x + r() * w)},${round1(y + r() * h)}h0`;
  return `<path d="${d}" stroke="${mascotColors.gold}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
}

// =====================================================================
// NALADHIPA
// =====================================================================

function nala1(mobile) {
  const ctx = makeCtx(`n1${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  const cx = mobile ? 300 : 640;
  const cy = mobile ? 390 : 380;
  let b = sky(ctx, W, H);
  b += batikWash(ctx, W, H, 0.07, 50);
  b += starfield(41, 0, 0, W, H, mobile ? 70 : 130, { avoid: [[cx, cy, 200]] });
  b += glow(ctx, cx, cy, mobile ? 300 : 380, mascotColors.teal, 0.4);
  b += glow(ctx, cx, cy, 220, mascotColors.gold, 0.4);
  // starburst rays
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const r0 = 230;
    const r1 = i % 2 ? 300 : 360;
    rays += `M${round1(cx + Math.cos(a) * r0)},${round1(cy + Math.sin(a) * r0)}L${round1(cx + Math.cos(a) * r1)},${round1(cy + Math.sin(a) * r1)}`;
  }
  b += `<path d="${rays}" stroke="${mascotColors.gold}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`;
  b += orbit(cx, cy, 290, 80, -14, {
    op: 0.4,
    beads: [
      [160, 10, mascotColors.coral],
      [20, 8, mascotColors.gold],
    ],
  });
  if (mobile) {
    b += planet(ctx, 90, 690, 70, { fill: mascotColors.coral, band: "#e0603f", ring: mascotColors.gold });
    b += planet(ctx, 520, 120, 30, { fill: mascotColors.teal });
    b += megaMendung(300, 800, 340, { colors: CLOUD_TEAL });
    b += megaMendung(-120, 160, 260, { colors: CLOUD_PLUM, op: 0.7 });
  } else {
    b += planet(ctx, 170, 640, 100, { fill: mascotColors.coral, band: "#e0603f", ring: mascotColors.gold });
    b += planet(ctx, 1060, 160, 44, { fill: mascotColors.teal, band: "#2a9d94" });
    b += planet(ctx, 960, 620, 22, { fill: mascotColors.gold });
    b += megaMendung(820, 810, 420, { colors: CLOUD_TEAL });
    b += megaMendung(-60, 200, 300, { colors: CLOUD_PLUM, op: 0.7 });
  }
  const s = mobile ? 1.55 : 1.8;
  // wave: viewer-right wing raised
  b += naladhipa(ctx, {
    x: cx,
    y: cy,
    s,
    wingR: -66,
    wingL: 24,
    flapR: true,
    expr: "happy",
    turn: -0.05,
  });
  // sparkle stars around the wave
  const r = 1 / s;
  b += sparkles(
    9,
    mobile
      ? [
          [cx + 170, cy - 170, 18],
          [cx + 210, cy - 90, 12],
          [cx - 190, cy - 150, 14],
          [cx + 120, cy + 220, 10],
        ]
      : [
          [cx + 230, cy - 210, 22],
          [cx + 290, cy - 120, 14],
          [cx - 250, cy - 170, 18],
          [cx + 180, cy + 230, 12],
          [cx - 300, cy + 80, 10],
        ],
  );
  void r;
  return svgDoc(ctx, W, H, b);
}

function cloudStone(x, y, w, colors = CLOUD_TEAL) {
  return megaMendung(x - w / 2, y, w, { colors });
}

function nala2(mobile) {
  const ctx = makeCtx(`n2${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  let b = sky(ctx, W, H, { top: "#0a0520", bottom: "#35237a" });
  b += batikWash(ctx, W, H, 0.05, 50);
  b += starfield(51, 0, 0, W, H, mobile ? 80 : 150);
  // path of stepping stones: list of [x,y,size,kind]
  let stones;
  let gate;
  let nala;
  if (mobile) {
    gate = [430, 150];
    stones = [
      [470, 220, 26, "p"],
      [530, 300, 60, "c"],
      [470, 390, 36, "p"],
      [420, 520, 140, "c"],
      [250, 640, 50, "p"],
      [330, 770, 260, "c"],
    ];
    nala = { x: 320, y: 400, s: 1.1 };
  } else {
    gate = [1010, 170];
    stones = [
      [940, 260, 26, "p"],
      [1050, 330, 80, "c"],
      [930, 410, 40, "p"],
      [760, 480, 160, "c"],
      [560, 560, 56, "p"],
      [680, 720, 320, "c"],
    ];
    nala = { x: 400, y: 330, s: 1.45 };
    b += planet(ctx, 120, 760, 150, { fill: "#4d3296", band: "#6a4cc0", ring: mascotColors.teal });
  }
  // destination portal: glowing gunungan gate
  b += glow(ctx, gate[0], gate[1], mobile ? 160 : 220, mascotColors.gold, 0.55);
  b += gunungan(gate[0], gate[1] + (mobile ? 70 : 90), mobile ? 150 : 190, {
    op: 0.9,
    w: 3,
    fill: "#35237a",
  });
  // dotted trail connecting stones
  const trail = stones.map(([x, y]) => `${x},${y}`).join(" ");
  b += `<polyline points="${trail}" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.6"/>`;
  const pcols = [mascotColors.coral, mascotColors.teal, mascotColors.gold, "#9a84e6"];
  stones.forEach(([x, y, sz, k], i) => {
    if (k === "p")
      b += planet(ctx, x, y, sz, {
        fill: pcols[i % 4],
        band: i % 2 ? "#2a9d94" : null,
        ring: i === 4 ? mascotColors.gold : null,
      });
    else b += cloudStone(x, y, sz, i % 2 ? CLOUD_BLUE : CLOUD_TEAL);
  });
  b += orbit(W / 2, 420, W * 0.45, 90, -18, { op: 0.25, dash: "4 12" });
  // lantern hangs from viewer-left wing tip; wing pointing the way up-right
  const [tx, ty] = wingTip(-1, 40);
  const ln = lantern(ctx, round1(tx + 6), round1(ty - 4), 3 / nala.s, 0.9);
  b += naladhipa(ctx, {
    ...nala,
    wingL: 40,
    wingR: -34,
    turn: 0.3,
    propsFront: ln,
  });
  b += sparkles(
    13,
    mobile
      ? [
          [520, 300, 12],
          [80, 260, 14],
          [560, 520, 9],
        ]
      : [
          [720, 200, 14],
          [160, 260, 18],
          [1100, 480, 12],
          [980, 620, 10],
        ],
  );
  return svgDoc(ctx, W, H, b);
}

// =====================================================================
// NIRWANA
// =====================================================================

function nir1(mobile) {
  const ctx = makeCtx(`r1${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  const cx = mobile ? 300 : 420;
  const s = mobile ? 1.32 : 1.42;
  const gy = mobile ? 975 : 1000;
  let b = sky(ctx, W, H, { top: "#100828", bottom: "#3a1f5e" });
  b += batikWash(ctx, W, H, 0.05);
  b += starfield(61, 0, 0, W, 520, mobile ? 60 : 110, { avoid: [[cx, 330, 220]] });
  // city bokeh
  const r = mulberry32(62);
  let bok = "";
  for (let i = 0; i < (mobile ? 14 : 26); i++) {
    const x = r() * W;
    const y = 520 + r() * 260;
    bok += `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(8 + r() * 22)}" fill="${[mascotColors.gold, mascotColors.coral, mascotColors.teal][i % 3]}" opacity="${round1(0.12 + r() * 0.2)}"/>`;
  }
  b += skyline(63, mobile ? -10 : 560, 800, mobile ? 620 : 660, {
    maxH: 300,
    color: "#2a1a5e",
    monas: mobile ? null : [980, 800, 420],
  });
  b += bok;
  // kawung medallion halo behind her head
  const halo = kawung(ctx, "halo", { fg: mascotColors.coral, size: 36 });
  const hy = gy - 470 * s;
  b += glow(ctx, cx, hy + 60, mobile ? 300 : 340, mascotColors.coral, 0.45);
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 150 : 170}" fill="${halo}" opacity="0.35"/>`;
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 150 : 170}" fill="none" stroke="${mascotColors.gold}" stroke-width="4" opacity="0.7"/>`;
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 164 : 186}" fill="none" stroke="${mascotColors.gold}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.7"/>`;
  if (mobile) {
    b += megaMendung(380, 250, 260, { colors: CLOUD_PLUM, op: 0.75 });
    b += planet(ctx, 80, 120, 28, { fill: mascotColors.gold, ring: mascotColors.coral });
  } else {
    b += megaMendung(760, 230, 360, { colors: CLOUD_PLUM, op: 0.75 });
    b += megaMendung(-60, 560, 300, { colors: CLOUD_TEAL, op: 0.8 });
    b += planet(ctx, 1060, 120, 40, { fill: mascotColors.gold, ring: mascotColors.coral });
    b += orbit(cx, 420, 360, 80, -12, { op: 0.35, beads: [[10, 9, mascotColors.teal]] });
    b += sparkles(17, [
      [780, 420, 16],
      [700, 150, 12],
      [140, 180, 14],
    ]);
  }
  b += figure(ctx, NIRWANA, {
    x: cx,
    y: gy,
    s,
    turn: 0.18,
    expr: "confident",
    arms: {
      l: { e: [-40, -330], h: [-28, -372] }, // holding the bag strap
      r: { e: [112, -300], h: [60, -250] }, // hand on hip
    },
  });
  return svgDoc(ctx, W, H, b);
}

function nir2(mobile) {
  const ctx = makeCtx(`r2${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  let b = sky(ctx, W, H, { top: "#0c0626", bottom: "#4a2466" });
  b += starfield(71, 0, 0, W, 420, mobile ? 50 : 100);
  b += batikWash(ctx, W, H, 0.04);
  const s = mobile ? 0.98 : 1.05;
  const lw = 3 / s;
  const pose = {
    turn: 0.75,
    expr: "calm",
    look: 3,
    arms: {
      l: { e: [-70, -296], h: [-40, -250] }, // canang at waist
      r: { e: [118, -330], h: [150, -400] }, // fan raised toward city
    },
    propsMid: canang(-30, -262, lw),
    propsFront: fan(150, -400, 20, lw, 92),
    toeL: 0.6,
    toeR: 1,
  };
  if (mobile) {
    b += glow(ctx, 420, 560, 320, mascotColors.coral, 0.4);
    b += skyline(72, 250, 640, 360, { maxH: 300, monas: [470, 640, 360], color: "#2a1a5e" });
    b += skyline(73, 200, 660, 420, { maxH: 160, color: mascotColors.night2, scale: 0.8 });
    b += moon(ctx, 90, 110, 30, { crescent: true });
    b += hills("M0,650C120,620 300,640 420,700C480,730 560,760 600,800H0Z", "#241552");
    b += figure(ctx, NIRWANA, { x: 190, y: 770, s, ...pose });
  } else {
    b += glow(ctx, 860, 520, 440, mascotColors.coral, 0.4);
    b += skyline(72, 560, 640, 660, { maxH: 330, monas: [880, 640, 420], color: "#2a1a5e" });
    b += skyline(73, 520, 680, 700, { maxH: 170, color: mascotColors.night2, scale: 0.8 });
    b += moon(ctx, 170, 120, 38, { crescent: true });
    b += megaMendung(40, 300, 300, { colors: CLOUD_PLUM, op: 0.6 });
    b += hills("M0,640C200,610 420,640 560,700C640,740 700,770 760,800H0Z", "#241552");
    b += figure(ctx, NIRWANA, { x: 330, y: 760, s, ...pose });
    b += sparkles(19, [
      [700, 160, 14],
      [1120, 240, 10],
      [560, 260, 9],
    ]);
  }
  return svgDoc(ctx, W, H, b);
}

function village(x, base, w, s = 1) {
  let g = "";
  // rice terraces
  for (let i = 0; i < 4; i++) {
    const y = base + i * 22 * s;
    const e = x + w - i * 30 * s;
    g += `<path d="M${x - 20},${round1(y)}Q${round1(x + w * 0.4)},${round1(y - 26 * s)} ${round1(e)},${round1(y + 8 * s)}Q${round1(e + 30 * s)},${round1(y + 14 * s)} ${round1(e + 50 * s)},${round1(y + 70 * s)}L${x - 20},${round1(y + 70 * s)}Z" fill="${["#1d4f5a", "#22606a", "#287078", "#2e8086"][i]}" stroke="${INK}" stroke-width="2"/>`;
  }
  g += palm(x + w * 0.08, base + 4, 150 * s, { lean: -0.1 });
  g += joglo(x + w * 0.32, base - 2, 170 * s);
  g += joglo(x + w * 0.66, base + 6, 120 * s, { roof: "#4a3280" });
  g += palm(x + w * 0.88, base + 10, 120 * s, { lean: 0.12 });
  return g;
}

function nir3(mobile) {
  const ctx = makeCtx(`r3${mobile ? "m" : "d"}`);
  const W = mobile ? 600 : 1200;
  const H = 800;
  let b = sky(ctx, W, H, { top: "#0a0520", bottom: "#3a1f5e" });
  b += starfield(81, 0, 0, W, 440, mobile ? 70 : 130);
  b += batikWash(ctx, W, H, 0.04);
  const cx = W / 2;
  const hz = mobile ? 470 : 460;
  const fork = mobile ? [300, 600] : [600, 610];
  // left: village glow, right: city glow
  b += glow(ctx, W * 0.2, hz, mobile ? 220 : 340, mascotColors.gold, 0.45);
  b += glow(ctx, W * 0.8, hz - 40, mobile ? 220 : 340, mascotColors.teal, 0.35);
  b += moon(ctx, mobile ? 110 : 200, 110, mobile ? 30 : 40, { crescent: true });
  if (mobile) {
    b += skyline(82, 330, hz + 10, 280, {
      maxH: 260,
      scale: 0.75,
      lit: mascotColors.teal,
      monas: [470, hz + 10, 300],
      color: "#2a1a5e",
    });
  } else {
    b += skyline(82, 680, hz + 10, 540, {
      maxH: 320,
      scale: 0.9,
      lit: mascotColors.teal,
      monas: [940, hz + 10, 360],
      color: "#2a1a5e",
    });
  }
  b += hills(
    `M0,${hz}C${W * 0.3},${hz - 20} ${W * 0.7},${hz + 10} ${W},${hz - 5}V800H0Z`,
    "#1f1147",
  );
  b += village(mobile ? 0 : 20, hz, mobile ? 270 : 520, mobile ? 0.65 : 1);
  // ground
  b += hills(
    `M0,${hz + 60}C${W * 0.3},${hz + 40} ${W * 0.7},${hz + 70} ${W},${hz + 50}V800H0Z`,
    "#241552",
  );
  // split path: stem from the viewer, forking to the village (left) and the city (right)
  const M = mobile ? 0.5 : 1;
  const X = (v) => round1(mobile ? 300 + (v - 600) * 0.5 : v);
  const jy = fork[1];
  const road = mobile
    ? `M170,800C230,730 262,670 272,${jy + 2}C230,${jy - 40} 150,${jy - 80} 70,${hz + 44}L104,${hz + 42}C170,${jy - 70} 250,${jy - 40} 300,${jy - 20}C350,${jy - 40} 430,${jy - 70} 496,${hz + 38}L530,${hz + 40}C450,${jy - 80} 370,${jy - 40} 328,${jy + 2}C338,670 370,730 430,800Z`
    : `M430,800C500,720 540,670 555,${jy + 2}C500,${jy - 40} 420,${jy - 80} 330,${hz + 40}L372,${hz + 38}C450,${jy - 70} 540,${jy - 40} 600,${jy - 20}C660,${jy - 40} 750,${jy - 70} 830,${hz + 34}L870,${hz + 36}C780,${jy - 80} 700,${jy - 40} 645,${jy + 2}C660,670 700,720 770,800Z`;
  b += `<path d="${road}" fill="${mascotColors.surface2}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
  b += `<path d="M${X(600)},800C${X(600)},720 ${X(600)},${jy + 60} ${X(600)},${jy + 10}" stroke="${mascotColors.gold}" stroke-width="3" stroke-dasharray="10 14" opacity="0.5" fill="none"/>`;
  // warm oncor along village branch, teal streetlights along city branch
  b += lanterns(
    mobile
      ? [
          [130, jy - 30],
          [200, jy - 4],
        ]
      : [
          [380, jy - 50],
          [480, jy - 12],
        ],
  );
  const sl = mobile
    ? [
        [400, jy - 4],
        [470, jy - 30],
      ]
    : [
        [720, jy - 12],
        [820, jy - 50],
      ];
  for (const [x, y] of sl)
    b += `<g stroke="${INK}" stroke-width="2.5"><path d="M${x - 2},${y}V${y - 70}H${x + 2}V${y}Z" fill="#8a84b0"/><path d="M${x - 10},${y - 70}H${x + 10}L${x + 6},${y - 78}H${x - 6}Z" fill="${mascotColors.teal}"/></g><circle cx="${x}" cy="${y - 70}" r="26" fill="${mascotColors.teal}" opacity="0.2"/>`;
  void M;
  b += fireflies(83, 0, hz + 40, W * 0.45, 160);
  // Nirwana seen from behind at the fork
  const s = mobile ? 0.42 : 0.48;
  b += figure(ctx, NIRWANA, {
    x: fork[0],
    y: mobile ? 690 : 700,
    s,
    back: true,
    arms: { l: { e: [-76, -296], h: [-72, -216] }, r: { e: [76, -296], h: [72, -216] } },
    feet: { l: [-22, -20], r: [24, -6] },
  });
  void cx;
  return svgDoc(ctx, W, H, b);
}

// =====================================================================
// TILES
// =====================================================================

function tile(kind) {
  const ctx = makeCtx(`t${kind[0]}`);
  const W = 600;
  const col = { arya: "#2c5482", naladhipa: "#1d5e6e", nirwana: "#7a2f4a" }[kind];
  let b = `<rect width="600" height="600" fill="${mascotColors.night}"/>`;
  b += `<circle cx="300" cy="300" r="290" fill="${col}"/>`;
  const k = kawung(ctx, "tw", { fg: mascotColors.gold, size: 50, stroke: true });
  b += `<circle cx="300" cy="300" r="290" fill="${k}" opacity="0.12"/>`;
  b += glow(ctx, 300, 280, 300, mascotColors.gold, 0.35);
  b += starfield(kind.length * 7, 20, 20, 560, 400, 40, { avoid: [[300, 300, 170]] });
  b += orbit(300, 320, 260, 60, -12, { op: 0.45, beads: [[200, 9, mascotColors.coral]] });
  b += `<circle cx="300" cy="300" r="282" fill="none" stroke="${mascotColors.gold}" stroke-width="5"/>`;
  if (kind === "arya") {
    const s = 1.6;
    const lw = 3 / s;
    b += `<clipPath id="${ctx.id("c")}"><circle cx="300" cy="300" r="280"/></clipPath>`;
    b += `<g clip-path="url(#${ctx.id("c")})">`;
    b += figure(ctx, ARYA, {
      x: 300,
      y: 1060,
      s,
      turn: 0.1,
      arms: { l: { e: [-96, -300], h: [-80, -268] }, r: { e: [92, -318], h: [56, -350] } },
      propsMid: sketchbook(-6, -290, -8, lw),
      propsFront: pencil(56, -350, -128, lw, 62),
    });
    b += `</g>`;
  } else if (kind === "nirwana") {
    const s = 1.6;
    b += `<clipPath id="${ctx.id("c")}"><circle cx="300" cy="300" r="280"/></clipPath>`;
    b += `<g clip-path="url(#${ctx.id("c")})">`;
    b += figure(ctx, NIRWANA, {
      x: 300,
      y: 1060,
      s,
      turn: 0.12,
      expr: "confident",
      arms: { l: { e: [-40, -330], h: [-28, -372] }, r: { e: [112, -300], h: [60, -250] } },
    });
    b += `</g>`;
  } else {
    b += naladhipa(ctx, {
      x: 300,
      y: 330,
      s: 1.5,
      wingR: -50,
      wingL: 20,
      flapR: true,
      expr: "happy",
    });
  }
  b += `<circle cx="300" cy="300" r="282" fill="none" stroke="${mascotColors.gold}" stroke-width="5"/>`;
  return svgDoc(ctx, W, W, b);
}

// =====================================================================
// GUEST STAR
// =====================================================================

function qMark() {
  return qPath().replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x, y) => `${round1(310 + (x - 310) * 0.8)},${round1(40 + (y - 62) * 0.8)}`,
  );
}

function qPath() {
  // question mark hook (the dot is the singer's hair puff)
  return "M190,210C180,120 240,60 310,62C390,64 440,120 430,186C422,240 370,262 340,290C326,304 322,320 322,338L278,338C276,306 284,284 306,262C334,236 380,222 384,182C388,138 354,108 310,108C264,108 234,140 236,196Z";
}

function guest(revealed) {
  const ctx = makeCtx(revealed ? "gr" : "gm");
  const W = 600;
  const H = 800;
  let b = `<rect width="${W}" height="${H}" fill="${revealed ? "#170c36" : "#0a0518"}"/>`;
  b += batikWash(ctx, W, H, revealed ? 0.07 : 0.04, 50);
  b += starfield(revealed ? 91 : 92, 0, 0, W, 520, 60, {
    color: revealed ? mascotColors.goldSoft : "#8a7fb0",
  });
  const beam = linear(ctx, "beam", [
    [0, mascotColors.goldSoft, revealed ? 0.55 : 0.45],
    [1, mascotColors.goldSoft, 0],
  ]);
  const pose = {
    x: 300,
    y: 770,
    s: 0.76,
    turn: -0.1,
    expr: "sing",
    arms: {
      l: { e: [-112, -300], h: [-168, -250], kind: "open" }, // open to the crowd
      r: { e: [116, -446], h: [146, -540] }, // mic raised high
    },
    legs: {
      l: [
        [-52, -110],
        [-70, -20],
      ],
      r: [
        [40, -112],
        [56, -20],
      ],
    },
  };
  const lw = 3 / pose.s;
  pose.propsMid = mic(146, -534, 16, lw);
  if (!revealed) {
    // spotlight cone
    b += `<path d="M250,0L350,0L520,800H80Z" fill="${beam}"/>`;
    b += glow(ctx, 300, 200, 260, mascotColors.gold, 0.35);
    // glowing question mark
    b += `<path d="${qMark()}" fill="none" stroke="${mascotColors.gold}" stroke-width="26" stroke-linejoin="round" opacity="0.25"/>`;
    b += `<path d="${qMark()}" fill="${mascotColors.gold}" stroke="${mascotColors.goldSoft}" stroke-width="4" stroke-linejoin="round"/>`;
    b += glow(ctx, 300, 400, 160, mascotColors.goldSoft, 0.5, "dotglow");
    // stage floor
    b += `<ellipse cx="300" cy="780" rx="260" ry="40" fill="${mascotColors.goldSoft}" opacity="0.18"/>`;
    b += `<path d="M0,760H600V800H0Z" fill="#07030f"/>`;
    // rim-lit silhouette: light copy offset up, dark copy on top
    b += `<g class="rim" transform="translate(-3 -4)">${figure(ctx, STAR, { ...pose, shadow: false })}</g>`;
    b += `<g class="rim" transform="translate(3 -4)">${figure(ctx, STAR, { ...pose, shadow: false })}</g>`;
    b += `<g class="sil">${figure(ctx, STAR, pose)}</g>`;
    b += sparkles(
      93,
      [
        [120, 140, 12],
        [480, 120, 14],
        [520, 380, 9],
        [70, 420, 8],
      ],
      mascotColors.gold,
    );
    const style = `.sil *{fill:#0b061c;stroke:#0b061c}.rim *{fill:${mascotColors.goldSoft};stroke:${mascotColors.goldSoft}}`;
    return svgDoc(ctx, W, H, b, style);
  }
  // revealed: multi-colour beams, confetti
  const beamT = linear(ctx, "beamt", [
    [0, mascotColors.teal, 0.45],
    [1, mascotColors.teal, 0],
  ]);
  const beamC = linear(ctx, "beamc", [
    [0, mascotColors.coral, 0.45],
    [1, mascotColors.coral, 0],
  ]);
  b += `<path d="M-20,0L40,0L330,800H180Z" fill="${beamT}"/><path d="M560,0L620,0L420,800H270Z" fill="${beamC}"/>`;
  b += `<path d="M250,0L350,0L520,800H80Z" fill="${beam}"/>`;
  b += glow(ctx, 300, 330, 300, mascotColors.gold, 0.45);
  // faint echo of the question mark, now as gold sparkle line
  b += `<path d="${qMark()}" fill="none" stroke="${mascotColors.gold}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.6"/>`;
  // stage lights rig
  let rig = `<path d="M0,24H600" stroke="${INK}" stroke-width="10"/><path d="M0,24H600" stroke="#4a3f6e" stroke-width="6"/>`;
  for (const x of [30, 170, 300, 430, 570])
    rig += `<g stroke="${INK}" stroke-width="3"><path d="M${x - 14},24h28l-6,30h-16z" fill="#4a3f6e"/><ellipse cx="${x}" cy="54" rx="9" ry="4" fill="${mascotColors.goldSoft}"/></g>`;
  b += rig;
  // stage
  b += `<ellipse cx="300" cy="780" rx="270" ry="42" fill="${mascotColors.gold}" opacity="0.25"/>`;
  b += `<path d="M0,760H600V800H0Z" fill="${mascotColors.night2}"/><path d="M0,760H600" stroke="${mascotColors.gold}" stroke-width="4"/>`;
  b += figure(ctx, STAR, pose);
  // confetti
  const r = mulberry32(94);
  let conf = "";
  const cols = [mascotColors.gold, mascotColors.coral, mascotColors.teal, mascotColors.goldSoft, "#9a84e6"];
  for (let i = 0; i < 60; i++) {
    const x = r() * W;
    const y = 60 + r() * 640;
    if ((x - 300) ** 2 / 150 ** 2 + (y - 420) ** 2 / 300 ** 2 < 1) continue;
    const c = cols[i % cols.length];
    if (i % 4 === 0) conf += star4(x, y, 6 + r() * 6, c);
    else
      conf += `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(6 + r() * 6)}" height="${round1(3 + r() * 3)}" fill="${c}" transform="rotate(${round1(r() * 180)} ${round1(x)} ${round1(y)})"/>`;
  }
  b += conf;
  return svgDoc(ctx, W, H, b);
}

// =====================================================================

const files = {
  [`mascots/arya-1-desktop.svg`]: () => arya1(false),
  [`mascots/arya-1-mobile.svg`]: () => arya1(true),
  [`mascots/arya-2-desktop.svg`]: () => arya2(false),
  [`mascots/arya-2-mobile.svg`]: () => arya2(true),
  [`mascots/arya-3-desktop.svg`]: () => arya3(false),
  [`mascots/arya-3-mobile.svg`]: () => arya3(true),
  [`mascots/naladhipa-1-desktop.svg`]: () => nala1(false),
  [`mascots/naladhipa-1-mobile.svg`]: () => nala1(true),
  [`mascots/naladhipa-2-desktop.svg`]: () => nala2(false),
  [`mascots/naladhipa-2-mobile.svg`]: () => nala2(true),
  [`mascots/nirwana-1-desktop.svg`]: () => nir1(false),
  [`mascots/nirwana-1-mobile.svg`]: () => nir1(true),
  [`mascots/nirwana-2-desktop.svg`]: () => nir2(false),
  [`mascots/nirwana-2-mobile.svg`]: () => nir2(true),
  [`mascots/nirwana-3-desktop.svg`]: () => nir3(false),
  [`mascots/nirwana-3-mobile.svg`]: () => nir3(true),
  [`mascots/arya-tile.svg`]: () => tile("arya"),
  [`mascots/naladhipa-tile.svg`]: () => tile("naladhipa"),
  [`mascots/nirwana-tile.svg`]: () => tile("nirwana"),
  [`guest-star/mystery.svg`]: () => guest(false),
  [`guest-star/revealed.svg`]: () => guest(true),
};

export function drawMascots() {
  for (const [file, build] of Object.entries(files)) writeAsset(file, build());
  // credits table rows
  const rows = Object.keys(files).map(
    (file) => `| ${file} | generated by scripts/art/mascots/build.mjs | CC0-1.0 |`,
  );
  writeAsset("mascots/CREDITS.part.md", `${rows.join("\n")}\n`);
}
void monasTower;
