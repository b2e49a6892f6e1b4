// @ts-check
// Scenery shared by the mascot scenes: cloud ramps, batik wash, hills, sparkles, lanterns.
import { round1 } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { kawung, makeCtx, mascotColors, star4 } from "./lib.mjs";

export const INK = mascotColors.ink;
export const CLOUD_TEAL = ["#1d5e6e", "#2a8a8a", "#4fd1c5", "#a8ece4"];
export const CLOUD_BLUE = ["#2b3f8a", "#3d5fb0", "#5f8fd6", "#a9c8f0"];
export const CLOUD_PLUM = ["#3a2370", "#4d3296", "#6a4cc0", "#9a84e6"];

/** Faint batik overlay on a rect. */
export function batikWash(ctx, w, h, op = 0.07, size = 60) {
  const k = kawung(ctx, "wash", { fg: mascotColors.gold, size, stroke: true });
  return `<rect width="${w}" height="${h}" fill="${k}" opacity="${op}"/>`;
}

export function hills(d, fill, op = 1) {
  return `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="3"${op !== 1 ? ` opacity="${op}"` : ""}/>`;
}

export function sparkles(seed, pts, color = mascotColors.goldSoft) {
  const r = mulberry32(seed);
  return pts.map(([x, y, s]) => star4(x, y, s ?? 8 + r() * 10, color)).join("");
}

export function glowFill(ctx, color) {
  return ctx.def(
    `band${color.slice(1)}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.16"/><stop offset="0.6" stop-color="${color}" stop-opacity="0.06"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

export function lanterns(pts) {
  // oncor (bamboo torches) with flames
  return pts
    .map(
      ([x, y]) =>
        `<g stroke="${INK}" stroke-width="2.5"><path d="M${x - 3},${y}V${y - 46}H${x + 3}V${y}Z" fill="#a4643a"/><path d="M${x},${y - 64}C${x - 8},${y - 54} ${x - 7},${y - 46} ${x},${y - 44}C${x + 7},${y - 46} ${x + 8},${y - 54} ${x},${y - 64}Z" fill="${mascotColors.gold}"/></g><circle cx="${x}" cy="${y - 52}" r="22" fill="${mascotColors.gold}" opacity="0.18"/>`,
    )
    .join("");
}

export function fireflies(seed, x, y, w, h) {
  const r = mulberry32(seed);
  let d = "";
  for (let i = 0; i < 16; i++) d += `M${round1(x + r() * w)},${round1(y + r() * h)}h0`;
  return `<path d="${d}" stroke="${mascotColors.gold}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
}

/**
 * A scene's id context and size: 1200×800 on desktop, a 600×800 crop on mobile.
 * @param {string} prefix id prefix, one per scene @param {boolean} mobile
 */
export function sceneFrame(prefix, mobile) {
  return { ctx: makeCtx(`${prefix}${mobile ? "m" : "d"}`), W: mobile ? 600 : 1200, H: 800 };
}
