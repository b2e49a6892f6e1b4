// @ts-check
// Naladhipa's two scenes (desktop and mobile crops).
import { round1 } from "../kit/format.mjs";
import * as lib from "./lib.mjs";
import { lantern, naladhipa, wingTip } from "./naladhipa.mjs";
import { batikWash, CLOUD_BLUE, CLOUD_PLUM, CLOUD_TEAL, sceneFrame, sparkles } from "./scenery.mjs";

export function nala1(mobile) {
  const { ctx, W, H } = sceneFrame("n1", mobile);
  const cx = mobile ? 300 : 640;
  const cy = mobile ? 390 : 380;
  let b = lib.sky(ctx, W, H);
  b += batikWash(ctx, W, H, 0.07, 50);
  b += lib.starfield(41, 0, 0, W, H, mobile ? 70 : 130, { avoid: [[cx, cy, 200]] });
  b += lib.glow(ctx, cx, cy, mobile ? 300 : 380, lib.mascotColors.teal, 0.4);
  b += lib.glow(ctx, cx, cy, 220, lib.mascotColors.gold, 0.4);
  // starburst rays
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const r0 = 230;
    const r1 = i % 2 ? 300 : 360;
    rays += `M${round1(cx + Math.cos(a) * r0)},${round1(cy + Math.sin(a) * r0)}L${round1(cx + Math.cos(a) * r1)},${round1(cy + Math.sin(a) * r1)}`;
  }
  b += `<path d="${rays}" stroke="${lib.mascotColors.gold}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`;
  b += lib.orbit(cx, cy, 290, 80, -14, {
    op: 0.4,
    beads: [
      [160, 10, lib.mascotColors.coral],
      [20, 8, lib.mascotColors.gold],
    ],
  });
  if (mobile) {
    b += lib.planet(ctx, 90, 690, 70, {
      fill: lib.mascotColors.coral,
      band: "#e0603f",
      ring: lib.mascotColors.gold,
    });
    b += lib.planet(ctx, 520, 120, 30, { fill: lib.mascotColors.teal });
    b += lib.megaMendung(300, 800, 340, { colors: CLOUD_TEAL });
    b += lib.megaMendung(-120, 160, 260, { colors: CLOUD_PLUM, op: 0.7 });
  } else {
    b += lib.planet(ctx, 170, 640, 100, {
      fill: lib.mascotColors.coral,
      band: "#e0603f",
      ring: lib.mascotColors.gold,
    });
    b += lib.planet(ctx, 1060, 160, 44, { fill: lib.mascotColors.teal, band: "#2a9d94" });
    b += lib.planet(ctx, 960, 620, 22, { fill: lib.mascotColors.gold });
    b += lib.megaMendung(820, 810, 420, { colors: CLOUD_TEAL });
    b += lib.megaMendung(-60, 200, 300, { colors: CLOUD_PLUM, op: 0.7 });
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
  return lib.svgDoc(ctx, W, H, b);
}

function cloudStone(x, y, w, colors = CLOUD_TEAL) {
  return lib.megaMendung(x - w / 2, y, w, { colors });
}

/**
 * Scene 2's path up to the gate: the same six stones, planets ("p") and clouds ("c") in turn,
 * placed for each crop as [x, y, size].
 * @type {["p" | "c", [number, number, number], [number, number, number]][]}
 */
const STEPPING_STONES = [
  ["p", [470, 220, 26], [940, 260, 26]],
  ["c", [530, 300, 60], [1050, 330, 80]],
  ["p", [470, 390, 36], [930, 410, 40]],
  ["c", [420, 520, 140], [760, 480, 160]],
  ["p", [250, 640, 50], [560, 560, 56]],
  ["c", [330, 770, 260], [680, 720, 320]],
];

export function nala2(mobile) {
  const { ctx, W, H } = sceneFrame("n2", mobile);
  let b = lib.sky(ctx, W, H, { top: "#0a0520", bottom: "#35237a" });
  b += batikWash(ctx, W, H, 0.05, 50);
  b += lib.starfield(51, 0, 0, W, H, mobile ? 80 : 150);
  const stones = STEPPING_STONES.map(([kind, onMobile, onDesktop]) => {
    const [x, y, size] = mobile ? onMobile : onDesktop;
    return /** @type {const} */ ([x, y, size, kind]);
  });
  const gate = mobile ? [430, 150] : [1010, 170];
  const nala = mobile ? { x: 320, y: 400, s: 1.1 } : { x: 400, y: 330, s: 1.45 };
  if (!mobile) {
    b += lib.planet(ctx, 120, 760, 150, {
      fill: "#4d3296",
      band: "#6a4cc0",
      ring: lib.mascotColors.teal,
    });
  }
  // destination portal: glowing gunungan gate
  b += lib.glow(ctx, gate[0], gate[1], mobile ? 160 : 220, lib.mascotColors.gold, 0.55);
  b += lib.gunungan(gate[0], gate[1] + (mobile ? 70 : 90), mobile ? 150 : 190, {
    op: 0.9,
    w: 3,
    fill: "#35237a",
  });
  // dotted trail connecting stones
  const trail = stones.map(([x, y]) => `${x},${y}`).join(" ");
  b += `<polyline points="${trail}" fill="none" stroke="${lib.mascotColors.goldSoft}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.6"/>`;
  const pcols = [lib.mascotColors.coral, lib.mascotColors.teal, lib.mascotColors.gold, "#9a84e6"];
  stones.forEach(([x, y, sz, k], i) => {
    if (k === "p")
      b += lib.planet(ctx, x, y, sz, {
        fill: pcols[i % 4],
        band: i % 2 ? "#2a9d94" : null,
        ring: i === 4 ? lib.mascotColors.gold : null,
      });
    else b += cloudStone(x, y, sz, i % 2 ? CLOUD_BLUE : CLOUD_TEAL);
  });
  b += lib.orbit(W / 2, 420, W * 0.45, 90, -18, { op: 0.25, dash: "4 12" });
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
  return lib.svgDoc(ctx, W, H, b);
}
