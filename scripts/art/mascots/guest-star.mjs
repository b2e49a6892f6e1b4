// @ts-check
// The guest star: the mystery silhouette and the reveal.
import { round1 } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { STAR } from "./characters.mjs";
import { figure } from "./figure.mjs";
import { legPose } from "./figure-parts.mjs";
import { glow, linear, makeCtx, mascotColors, star4, starfield, svgDoc } from "./lib.mjs";
import { mic } from "./props.mjs";
import { batikWash, INK, sparkles } from "./scenery.mjs";

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

export function guest(revealed) {
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
    legs: legPose([-52, -110], [-70, -20], [40, -112], [56, -20]),
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
  const cols = [
    mascotColors.gold,
    mascotColors.coral,
    mascotColors.teal,
    mascotColors.goldSoft,
    "#9a84e6",
  ];
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
