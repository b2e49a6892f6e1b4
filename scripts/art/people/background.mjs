// @ts-check
// Portrait backgrounds: a tone per tile with glows, kawung and four-point stars.
import { round1 } from "../kit/format.mjs";
import { kawungTile } from "../kit/kawung.mjs";
import { circle, portraitColors, star4 } from "./style.mjs";

// ---------------------------------------------------------------- background
const BGS = {
  gold: {
    fill: portraitColors.gold,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#fff6d8",
    orbit: portraitColors.night2,
    star: portraitColors.text,
  },
  coral: {
    fill: portraitColors.coral,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#ffd2c2",
    orbit: portraitColors.night2,
    star: portraitColors.goldSoft,
  },
  teal: {
    fill: portraitColors.teal,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#d5fffa",
    orbit: portraitColors.night2,
    star: portraitColors.text,
  },
  surface: {
    fill: portraitColors.surface,
    motif: portraitColors.gold,
    motifOp: 0.13,
    glow: portraitColors.surface2,
    orbit: portraitColors.gold,
    star: portraitColors.goldSoft,
  },
};

export function background(id, bgName, rnd) {
  const b = BGS[bgName];
  const pid = `${id}-kawung`;
  // kawung: four oval petals around a dot, on a diagonal grid
  const k = 44;
  const pattern =
    `<pattern id="${pid}" width="${k}" height="${k}" patternUnits="userSpaceOnUse" patternTransform="rotate(0)">` +
    `<g fill="none" stroke="${b.motif}" stroke-width="2">${kawungTile(k, { spread: 8, rx: 10, ry: 5.6, dot: 2.2 })}</g>` +
    `</pattern>`;
  const stars = [];
  const spots = [
    [52, 62],
    [340, 78],
    [58, 300],
    [350, 250],
    [300, 36],
    [36, 176],
  ];
  // pick 3 of 6 spots deterministically
  const order = spots
    .map((s, _i) => [rnd(), s])
    .sort((a, c) => a[0] - c[0])
    .slice(0, 3);
  for (const [, [x, y]] of order) stars.push(star4(x, y, 8 + rnd() * 7, b.star));
  stars.push(star4(order[0][1][0] + 22, order[0][1][1] + 18, 4, b.star, ' opacity="0.8"'));
  const tilt = -16 + rnd() * 10;
  return {
    defs: pattern,
    back:
      `<rect width="400" height="400" fill="${b.fill}"/>` +
      `<rect width="400" height="400" fill="url(#${pid})" opacity="${b.motifOp}"/>` +
      circle(200, 185, 168, b.glow, ' opacity="0.18"') +
      circle(200, 185, 136, b.glow, ' opacity="0.22"') +
      circle(200, 185, 104, b.glow, ' opacity="0.28"') +
      `<ellipse cx="200" cy="190" rx="186" ry="58" fill="none" stroke="${b.orbit}" stroke-width="3" opacity="0.35" transform="rotate(${round1(tilt)} 200 190)"/>` +
      stars.join(""),
  };
}
