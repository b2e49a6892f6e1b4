// @ts-check
// Nirwana's three scenes (desktop and mobile crops).
import { round1 } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { NIRWANA } from "./characters.mjs";
import { figure } from "./figure.mjs";
import * as lib from "./lib.mjs";
import { canang, fan } from "./props.mjs";
import * as scenery from "./scenery.mjs";

export function nir1(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("r1", mobile);
  const cx = mobile ? 300 : 420;
  const s = mobile ? 1.32 : 1.42;
  const gy = mobile ? 975 : 1000;
  let b = lib.sky(ctx, W, H, { top: "#100828", bottom: "#3a1f5e" });
  b += scenery.batikWash(ctx, W, H, 0.05);
  b += lib.starfield(61, 0, 0, W, 520, mobile ? 60 : 110, { avoid: [[cx, 330, 220]] });
  // city bokeh
  const r = mulberry32(62);
  let bok = "";
  for (let i = 0; i < (mobile ? 14 : 26); i++) {
    const x = r() * W;
    const y = 520 + r() * 260;
    bok += `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(8 + r() * 22)}" fill="${[lib.mascotColors.gold, lib.mascotColors.coral, lib.mascotColors.teal][i % 3]}" opacity="${round1(0.12 + r() * 0.2)}"/>`;
  }
  b += lib.skyline(63, mobile ? -10 : 560, 800, mobile ? 620 : 660, {
    maxH: 300,
    color: "#2a1a5e",
    monas: mobile ? null : [980, 800, 420],
  });
  b += bok;
  // kawung medallion halo behind her head
  const halo = lib.kawung(ctx, "halo", { fg: lib.mascotColors.coral, size: 36 });
  const hy = gy - 470 * s;
  b += lib.glow(ctx, cx, hy + 60, mobile ? 300 : 340, lib.mascotColors.coral, 0.45);
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 150 : 170}" fill="${halo}" opacity="0.35"/>`;
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 150 : 170}" fill="none" stroke="${lib.mascotColors.gold}" stroke-width="4" opacity="0.7"/>`;
  b += `<circle cx="${cx}" cy="${round1(hy)}" r="${mobile ? 164 : 186}" fill="none" stroke="${lib.mascotColors.gold}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.7"/>`;
  if (mobile) {
    b += lib.megaMendung(380, 250, 260, { colors: scenery.CLOUD_PLUM, op: 0.75 });
    b += lib.planet(ctx, 80, 120, 28, {
      fill: lib.mascotColors.gold,
      ring: lib.mascotColors.coral,
    });
  } else {
    b += lib.megaMendung(760, 230, 360, { colors: scenery.CLOUD_PLUM, op: 0.75 });
    b += lib.megaMendung(-60, 560, 300, { colors: scenery.CLOUD_TEAL, op: 0.8 });
    b += lib.planet(ctx, 1060, 120, 40, {
      fill: lib.mascotColors.gold,
      ring: lib.mascotColors.coral,
    });
    b += lib.orbit(cx, 420, 360, 80, -12, { op: 0.35, beads: [[10, 9, lib.mascotColors.teal]] });
    b += scenery.sparkles(17, [
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
  return lib.svgDoc(ctx, W, H, b);
}

export function nir2(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("r2", mobile);
  let b = lib.sky(ctx, W, H, { top: "#0c0626", bottom: "#4a2466" });
  b += lib.starfield(71, 0, 0, W, 420, mobile ? 50 : 100);
  b += scenery.batikWash(ctx, W, H, 0.04);
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
    b += lib.glow(ctx, 420, 560, 320, lib.mascotColors.coral, 0.4);
    b += lib.skyline(72, 250, 640, 360, { maxH: 300, monas: [470, 640, 360], color: "#2a1a5e" });
    b += lib.skyline(73, 200, 660, 420, { maxH: 160, color: lib.mascotColors.night2, scale: 0.8 });
    b += lib.moon(ctx, 90, 110, 30, { crescent: true });
    b += scenery.hills("M0,650C120,620 300,640 420,700C480,730 560,760 600,800H0Z", "#241552");
    b += figure(ctx, NIRWANA, { x: 190, y: 770, s, ...pose });
  } else {
    b += lib.glow(ctx, 860, 520, 440, lib.mascotColors.coral, 0.4);
    b += lib.skyline(72, 560, 640, 660, { maxH: 330, monas: [880, 640, 420], color: "#2a1a5e" });
    b += lib.skyline(73, 520, 680, 700, { maxH: 170, color: lib.mascotColors.night2, scale: 0.8 });
    b += lib.moon(ctx, 170, 120, 38, { crescent: true });
    b += lib.megaMendung(40, 300, 300, { colors: scenery.CLOUD_PLUM, op: 0.6 });
    b += scenery.hills("M0,640C200,610 420,640 560,700C640,740 700,770 760,800H0Z", "#241552");
    b += figure(ctx, NIRWANA, { x: 330, y: 760, s, ...pose });
    b += scenery.sparkles(19, [
      [700, 160, 14],
      [1120, 240, 10],
      [560, 260, 9],
    ]);
  }
  return lib.svgDoc(ctx, W, H, b);
}

function village(x, base, w, s = 1) {
  let g = "";
  // rice terraces
  for (let i = 0; i < 4; i++) {
    const y = base + i * 22 * s;
    const e = x + w - i * 30 * s;
    g += `<path d="M${x - 20},${round1(y)}Q${round1(x + w * 0.4)},${round1(y - 26 * s)} ${round1(e)},${round1(y + 8 * s)}Q${round1(e + 30 * s)},${round1(y + 14 * s)} ${round1(e + 50 * s)},${round1(y + 70 * s)}L${x - 20},${round1(y + 70 * s)}Z" fill="${["#1d4f5a", "#22606a", "#287078", "#2e8086"][i]}" stroke="${scenery.INK}" stroke-width="2"/>`;
  }
  g += lib.palm(x + w * 0.08, base + 4, 150 * s, { lean: -0.1 });
  g += lib.joglo(x + w * 0.32, base - 2, 170 * s);
  g += lib.joglo(x + w * 0.66, base + 6, 120 * s, { roof: "#4a3280" });
  g += lib.palm(x + w * 0.88, base + 10, 120 * s, { lean: 0.12 });
  return g;
}

export function nir3(mobile) {
  const { ctx, W, H } = scenery.sceneFrame("r3", mobile);
  let b = lib.sky(ctx, W, H, { top: "#0a0520", bottom: "#3a1f5e" });
  b += lib.starfield(81, 0, 0, W, 440, mobile ? 70 : 130);
  b += scenery.batikWash(ctx, W, H, 0.04);
  const cx = W / 2;
  const hz = mobile ? 470 : 460;
  const fork = mobile ? [300, 600] : [600, 610];
  // left: village glow, right: city glow
  b += lib.glow(ctx, W * 0.2, hz, mobile ? 220 : 340, lib.mascotColors.gold, 0.45);
  b += lib.glow(ctx, W * 0.8, hz - 40, mobile ? 220 : 340, lib.mascotColors.teal, 0.35);
  b += lib.moon(ctx, mobile ? 110 : 200, 110, mobile ? 30 : 40, { crescent: true });
  b += lib.skyline(82, mobile ? 330 : 680, hz + 10, mobile ? 280 : 540, {
    maxH: mobile ? 260 : 320,
    scale: mobile ? 0.75 : 0.9,
    lit: lib.mascotColors.teal,
    monas: [mobile ? 470 : 940, hz + 10, mobile ? 300 : 360],
    color: "#2a1a5e",
  });
  b += scenery.hills(
    `M0,${hz}C${W * 0.3},${hz - 20} ${W * 0.7},${hz + 10} ${W},${hz - 5}V800H0Z`,
    "#1f1147",
  );
  b += village(mobile ? 0 : 20, hz, mobile ? 270 : 520, mobile ? 0.65 : 1);
  // ground
  b += scenery.hills(
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
  b += `<path d="${road}" fill="${lib.mascotColors.surface2}" stroke="${scenery.INK}" stroke-width="3" stroke-linejoin="round"/>`;
  b += `<path d="M${X(600)},800C${X(600)},720 ${X(600)},${jy + 60} ${X(600)},${jy + 10}" stroke="${lib.mascotColors.gold}" stroke-width="3" stroke-dasharray="10 14" opacity="0.5" fill="none"/>`;
  // warm oncor along village branch, teal streetlights along city branch
  b += scenery.lanterns(
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
    b += `<g stroke="${scenery.INK}" stroke-width="2.5"><path d="M${x - 2},${y}V${y - 70}H${x + 2}V${y}Z" fill="#8a84b0"/><path d="M${x - 10},${y - 70}H${x + 10}L${x + 6},${y - 78}H${x - 6}Z" fill="${lib.mascotColors.teal}"/></g><circle cx="${x}" cy="${y - 70}" r="26" fill="${lib.mascotColors.teal}" opacity="0.2"/>`;
  void M;
  b += scenery.fireflies(83, 0, hz + 40, W * 0.45, 160);
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
  return lib.svgDoc(ctx, W, H, b);
}
