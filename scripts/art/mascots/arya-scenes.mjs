// @ts-check
// Arya's three scenes (desktop and mobile crops).
import { round1 } from "../kit/format.mjs";
import { ARYA } from "./characters.mjs";
import { figure } from "./figure.mjs";
import { legPose } from "./figure-parts.mjs";
import * as lib from "./lib.mjs";
import { brush, paintPalette, pencil, sketchbook } from "./props.mjs";
import * as scenery from "./scenery.mjs";

export function arya1(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("a1", mobile);
  const cx = mobile ? 300 : 790;
  const s = mobile ? 1.32 : 1.42;
  const gy = mobile ? 975 : 1000;
  let b = lib.sky(ctx, W, H);
  b += scenery.batikWash(ctx, W, H, 0.06);
  b += lib.starfield(11, 0, 0, W, H * 0.8, mobile ? 60 : 110, { avoid: [[cx, 380, 230]] });
  b += lib.glow(ctx, cx, 380, mobile ? 330 : 400, lib.mascotColors.gold, 0.45);
  if (mobile) {
    b += lib.moon(ctx, 500, 110, 38, { crescent: true });
    b += lib.gunungan(cx, 650, 560, { op: 0.28, w: 4 });
    b += lib.orbit(cx, 420, 270, 70, -12, {
      beads: [
        [200, 10, lib.mascotColors.coral],
        [330, 7, lib.mascotColors.teal],
      ],
    });
    b += lib.planet(ctx, 86, 180, 36, {
      fill: lib.mascotColors.teal,
      band: "#2a9d94",
      ring: lib.mascotColors.gold,
    });
    b += lib.megaMendung(-60, 790, 300, { colors: scenery.CLOUD_TEAL });
    b += lib.megaMendung(380, 800, 280, { colors: scenery.CLOUD_BLUE });
  } else {
    b += lib.moon(ctx, 150, 130, 46, { crescent: true });
    b += lib.gunungan(330, 700, 560, { op: 0.35, w: 4 });
    b += lib.orbit(cx, 420, 380, 90, -10, {
      beads: [
        [200, 12, lib.mascotColors.coral],
        [340, 8, lib.mascotColors.teal],
      ],
    });
    b += lib.orbit(cx, 420, 470, 120, -10, { op: 0.3, dash: "4 10" });
    b += lib.planet(ctx, 1090, 150, 44, {
      fill: lib.mascotColors.teal,
      band: "#2a9d94",
      ring: lib.mascotColors.gold,
    });
    b += lib.planet(ctx, 470, 170, 20, { fill: lib.mascotColors.coral });
    b += lib.megaMendung(-40, 790, 420, { colors: scenery.CLOUD_TEAL });
    b += lib.megaMendung(930, 805, 330, { colors: scenery.CLOUD_BLUE });
    // floating paint swatches around the drawing hand
    b += scenery.sparkles(3, [
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
    b += scenery.sparkles(
      5,
      [
        [980, 250, 16],
        [600, 230, 12],
      ],
      lib.mascotColors.gold,
    );
  return lib.svgDoc(ctx, W, H, b);
}

function wayangCanvas(x, y, w, h, lw = 3) {
  // canvas on easel: x,y top-left
  const cx = x + w / 2;
  let s = "";
  // easel legs
  s += `<g stroke="${scenery.INK}" stroke-width="${lw}" stroke-linejoin="round" fill="#a4643a">`;
  s += `<path d="M${round1(cx - 10)},${round1(y - 40)}L${round1(cx + 10)},${round1(y - 40)}L${round1(x + w * 0.05)},${round1(y + h * 1.5)}L${round1(x + w * 0.05 - 18)},${round1(y + h * 1.5)}Z"/>`;
  s += `<path d="M${round1(cx - 10)},${round1(y - 40)}L${round1(cx + 10)},${round1(y - 40)}L${round1(x + w * 0.95 + 18)},${round1(y + h * 1.5)}L${round1(x + w * 0.95)},${round1(y + h * 1.5)}Z"/>`;
  s += `<path d="M${round1(cx - 7)},${round1(y - 30)}H${round1(cx + 7)}V${round1(y + h * 1.45)}H${round1(cx - 7)}Z"/>`;
  s += `<path d="M${round1(x - 10)},${round1(y + h)}H${round1(x + w + 10)}V${round1(y + h + 14)}H${round1(x - 10)}Z"/>`;
  s += `</g>`;
  // canvas
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff6e0" stroke="${scenery.INK}" stroke-width="${lw}"/>`;
  // wayang kulit figure (Arjuna-like, facing left), drawn in a 0-100 box
  const k = h / 100;
  const P = (a, b) => `${round1(cx + a * k)},${round1(y + b * k)}`;
  const body = "#2a1a5e";
  const sw = round1(lw * 0.7);
  // faint parang wash behind the figure (the painted background)
  s += `<path d="M${P(-40, 96)}Q${P(-20, 84)} ${P(0, 92)}T${P(40, 88)}" fill="none" stroke="${lib.mascotColors.teal}" stroke-width="${round1(lw * 2)}" stroke-linecap="round" opacity="0.7"/>`;
  s += `<circle cx="${round1(cx + 26 * k)}" cy="${round1(y + 18 * k)}" r="${round1(9 * k)}" fill="${lib.mascotColors.coral}" opacity="0.85"/>`;
  s += `<g stroke="${scenery.INK}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round">`;
  // rods (gapit)
  s += `<path d="M${P(2, 8)}V${P(2, 100).split(",")[1]}M${P(-26, 64)}L${P(-30, 99)}M${P(20, 70)}L${P(24, 99)}" fill="none" stroke="#a4643a" stroke-width="${round1(lw * 0.6)}"/>`;
  // back arm
  s += `<path d="M${P(11, 38)}L${P(17, 52)}L${P(19, 68)}" fill="none" stroke="${body}" stroke-width="${round1(3.2 * k)}"/>`;
  // gelung (curled hair bun) + crown
  s += `<path d="M${P(4, 6)}C${P(14, 2)} ${P(20, 10)} ${P(16, 17)}C${P(13, 22)} ${P(6, 20)} ${P(8, 14)}C${P(10, 10)} ${P(14, 12)} ${P(13, 15)}" fill="${lib.mascotColors.gold}" stroke-width="${sw}"/>`;
  s += `<path d="M${P(-3, 11)}L${P(-2, 5)}L${P(2, 7)}L${P(4, 2)}L${P(7, 8)}L${P(7, 13)}Z" fill="${lib.mascotColors.gold}"/>`;
  // head in profile: long pointed nose, downcast eye
  s += `<path d="M${P(-3, 11)}L${P(7, 13)}C${P(9, 20)} ${P(8, 27)} ${P(5, 31)}L${P(-2, 31)}L${P(-4, 28)}L${P(-3, 27)}L${P(-6, 26)}L${P(-14, 24)}L${P(-5, 20)}Z" fill="${body}"/>`;
  s += `<path d="M${P(-3, 19)}L${P(0, 19.5)}" fill="none" stroke="${lib.mascotColors.goldSoft}" stroke-width="${round1(lw * 0.8)}"/>`;
  // ear ornament
  s += `<circle cx="${round1(cx + 4 * k)}" cy="${round1(y + 22 * k)}" r="${round1(1.8 * k)}" fill="${lib.mascotColors.gold}"/>`;
  // torso (frontal chest, narrow waist)
  s += `<path d="M${P(-1, 31)}L${P(4, 31)}L${P(4, 34)}C${P(10, 34)} ${P(14, 36)} ${P(13, 40)}L${P(8, 56)}L${P(-4, 56)}L${P(-9, 40)}C${P(-10, 36)} ${P(-6, 34)} ${P(-1, 34)}Z" fill="${body}"/>`;
  // front arm reaching forward, long hand
  s += `<path d="M${P(-8, 39)}L${P(-16, 52)}L${P(-26, 63)}" fill="none" stroke="${body}" stroke-width="${round1(3.2 * k)}"/>`;
  s += `<path d="M${P(-26, 63)}L${P(-31, 62)}" fill="none" stroke="${body}" stroke-width="${round1(1.6 * k)}"/>`;
  // gold jewellery
  s += `<path d="M${P(-6, 36)}Q${P(2, 42)} ${P(11, 36)}" fill="none" stroke="${lib.mascotColors.gold}" stroke-width="${round1(1.6 * k)}"/>`;
  s += `<path d="M${P(-12, 45)}l${round1(-2.2 * k)},${round1(2.4 * k)}M${P(-21, 57)}l${round1(-2.2 * k)},${round1(2.4 * k)}M${P(14, 46)}l${round1(2 * k)},${round1(1 * k)}" fill="none" stroke="${lib.mascotColors.gold}" stroke-width="${round1(2.2 * k)}"/>`;
  // kain (dodot) with its long back tail, half painted
  s += `<path d="M${P(-5, 55)}L${P(9, 55)}L${P(14, 66)}L${P(24, 78)}L${P(14, 76)}L${P(10, 80)}L${P(-10, 80)}L${P(-12, 70)}Z" fill="${lib.mascotColors.gold}"/>`;
  s += `<path d="M${P(-8, 60)}L${P(6, 74)}M${P(-10, 68)}L${P(0, 78)}M${P(-2, 57)}L${P(12, 70)}" fill="none" stroke="#8a3a18" stroke-width="${round1(1.2 * k)}"/>`;
  s += `<path d="M${P(-6, 55)}H${P(10, 55).split(",")[0]}" fill="none" stroke="${lib.mascotColors.coral}" stroke-width="${round1(2 * k)}"/>`;
  s += `</g>`;
  // unfinished legs: pencil outline only
  s += `<path d="M${P(-7, 80)}L${P(-12, 94)}L${P(-22, 96)}M${P(5, 80)}L${P(8, 94)}L${P(-2, 96)}" fill="none" stroke="#8a7fb0" stroke-width="${round1(lw * 0.7)}" stroke-dasharray="4 4" stroke-linecap="round"/>`;
  s += lib.star4(cx - 30 * k, y + 14 * k, 5 * k, lib.mascotColors.gold);
  return s;
}

/** Arya at the easel, palette behind and brush raised to the canvas (scene 2, both crops). */
function paintingArya(ctx, x, y, s) {
  const lw = 3 / s;
  return figure(ctx, ARYA, {
    x,
    y,
    s,
    turn: -0.7,
    arms: { l: { e: [-118, -302], h: [-196, -336] }, r: { e: [86, -300], h: [66, -246] } },
    behind: ["r"],
    propsBack: paintPalette(96, -250, -10, lw),
    propsFront: brush(-196, -336, 200, lw, 80, lib.mascotColors.teal),
    toeL: -1,
    toeR: -0.2,
    legs: legPose([-34, -112], [-46, -20], [24, -112], [26, -20]),
  });
}

export function arya2(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("a2", mobile);
  let b = lib.sky(ctx, W, H);
  b += scenery.batikWash(ctx, W, H, 0.05);
  b += lib.starfield(21, 0, 0, W, 520, mobile ? 50 : 100);
  if (mobile) {
    b += lib.moon(ctx, 520, 90, 30);
    b += lib.megaMendung(320, 240, 260, { colors: scenery.CLOUD_PLUM, op: 0.8 });
    b += lib.glow(ctx, 190, 380, 280, lib.mascotColors.gold, 0.4);
    b += scenery.hills("M0,640C140,610 420,600 600,630V800H0Z", lib.mascotColors.night2);
    b += wayangCanvas(60, 230, 250, 300, 3);
    b += palmGround();
    b += jars(70, 690, 0.9);
    b += paintingArya(ctx, 430, 770, 0.98);
  } else {
    b += lib.moon(ctx, 1080, 110, 40);
    b += lib.megaMendung(700, 260, 380, { colors: scenery.CLOUD_PLUM, op: 0.7 });
    b += lib.megaMendung(-80, 300, 320, { colors: scenery.CLOUD_PLUM, op: 0.6 });
    b += lib.glow(ctx, 450, 360, 360, lib.mascotColors.gold, 0.4);
    b += lib.orbit(450, 360, 300, 60, -8, { op: 0.35, beads: [[30, 8, lib.mascotColors.teal]] });
    b += scenery.hills("M0,620C300,590 800,580 1200,610V800H0Z", lib.mascotColors.night2);
    b += wayangCanvas(310, 150, 290, 340, 3);
    b += jars(150, 700, 1.1);
    b += lib.planet(ctx, 1110, 520, 26, {
      fill: lib.mascotColors.coral,
      ring: lib.mascotColors.teal,
    });
    b += paintingArya(ctx, 820, 760, 1.08);
    b += scenery.sparkles(7, [
      [630, 330, 10],
      [660, 260, 7],
      [980, 220, 14],
      [250, 560, 9],
    ]);
  }
  return lib.svgDoc(ctx, W, H, b);
}

function palmGround() {
  return "";
}

function jars(x, y, s) {
  const lw = 3 / s;
  let g = `<g transform="translate(${x} ${y}) scale(${s})" stroke="${scenery.INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  g += `<ellipse cx="40" cy="4" rx="90" ry="10" fill="${scenery.INK}" opacity="0.4" stroke="none"/>`;
  g += `<path d="M-20,0V-40H20V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M-20,-18H20V0H-20Z" fill="${lib.mascotColors.teal}"/>`;
  g += `<path d="M-4,-40L-10,-90M4,-40L14,-84" fill="none" stroke="#a4643a" stroke-width="${round1(lw * 2)}"/>`;
  g += `<path d="M30,0V-30H66V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M30,-12H66V0H30Z" fill="${lib.mascotColors.coral}"/>`;
  g += `<path d="M80,0V-24H110V0Z" fill="#c8d8f0" opacity="0.9"/><path d="M80,-10H110V0H80Z" fill="${lib.mascotColors.gold}"/>`;
  return `${g}</g>`;
}

/** Arya standing in thought with a closed sketchbook (scene 3, both crops). */
function thinkingArya(ctx, x, y, s) {
  const lw = 3 / s;
  return figure(ctx, ARYA, {
    x,
    y,
    s,
    turn: -0.85,
    look: -4,
    expr: "think",
    arms: { l: { e: [-76, -292], h: [-62, -230] }, r: { e: [78, -296], h: [70, -216] } },
    propsMid: sketchbook(78, -280, 8, lw, { open: false }),
    legs: legPose([-26, -112], [-30, -20], [28, -112], [34, -20]),
  });
}

export function arya3(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("a3", mobile);
  // Both crops draw the same pieces in the same order; only their places differ.
  const at = (onPhone, onDesktop) => (mobile ? onPhone : onDesktop);
  let b = lib.sky(ctx, W, H, { top: "#0a0520", bottom: "#2a1a5e" });
  // milky way band
  b += `<ellipse cx="${W / 2}" cy="200" rx="${W * 0.7}" ry="70" transform="rotate(-14 ${W / 2} 200)" fill="${scenery.glowFill(ctx, lib.mascotColors.teal)}"/>`;
  b += lib.starfield(31, 0, 0, W, 520, mobile ? 90 : 170, { big: 0.1 });
  b += scenery.batikWash(ctx, W, H, 0.04);
  b += lib.moon(ctx, ...at([470, 120, 42], [230, 130, 52]));
  const farHills = at(
    "M0,470C120,440 260,450 380,470C460,482 540,470 600,460V800H0Z",
    "M0,480C160,440 360,450 560,480C700,500 900,470 1200,450V800H0Z",
  );
  b += scenery.hills(farHills, "#241552");
  const [glowX, glowY, glowRadius] = at([170, 420, 200], [400, 430, 280]);
  b += lib.glow(ctx, glowX, glowY, glowRadius, lib.mascotColors.gold, 0.5);
  b += lib.joglo(...at([170, 462, 170], [400, 478, 290]));
  const nearHills = at(
    "M0,530C160,500 420,510 600,490V800H0Z",
    "M0,575C260,545 700,560 1200,520V800H0Z",
  );
  b += scenery.hills(nearHills, lib.mascotColors.night2);
  // path from gate to foreground right
  const path = at(
    "M152,530L188,530C240,610 400,690 560,800H330C290,700 200,610 152,530Z",
    "M372,580L428,580C540,650 820,710 1060,800H760C620,730 470,660 372,580Z",
  );
  b += `<path d="${path}" fill="${lib.mascotColors.surface2}" stroke="${scenery.INK}" stroke-width="3"/>`;
  b += lib.candiBentar(...at([170, 536, 140], [400, 590, 250]), { gap: 0.18 });
  b += scenery.lanterns(
    at(
      [
        [90, 556],
        [250, 556],
        [300, 640],
      ],
      [
        [270, 600],
        [530, 600],
        [640, 680],
        [830, 770],
      ],
    ),
  );
  b += lib.palm(...at([40, 530, 120], [110, 580, 200]), { lean: -0.12 });
  b += lib.palm(...at([330, 520, 110], [660, 540, 150]), { lean: at(0.1, 0.08) });
  if (!mobile) b += lib.orbit(880, 200, 260, 50, -10, { op: 0.3, dash: "3 9" });
  b += scenery.fireflies(...at([35, 0, 500, 600, 250], [36, 0, 520, 1200, 260]));
  b += thinkingArya(ctx, ...at([455, 785, 0.8], [980, 770, 0.95]));
  return lib.svgDoc(ctx, W, H, b);
}
