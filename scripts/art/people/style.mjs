// @ts-check
// Portrait style: skin and hair tones, line weight, geometry and the small shape helpers every
// body part draws with. Style rules: docs/art-direction.md.
import { round1, roundPathNumbers } from "../kit/format.mjs";
import { mixColors, palette } from "../kit/palette.mjs";
import { starPath } from "../kit/star.mjs";

// ---------------------------------------------------------------- palette
export const portraitColors = {
  ...palette,
};
export const LINE = portraitColors.night; // dark line-work
export const LINE_WIDTH = 3.5; // line weight

export const SKIN = {
  s1: "#f2cfa8",
  s2: "#e8b98e",
  s3: "#dba677",
  s4: "#c98f5e",
  s5: "#b57a4b",
  s6: "#9c653b",
  s7: "#85522e",
};
export const HAIR = {
  black: "#16100f",
  ink: "#1d1527",
  dark: "#2a1b15",
  brown: "#3f2a1e",
  grey: "#d9d4e6",
};

// ---------------------------------------------------------------- helpers
export const shade = (c, t = 0.18) => mixColors(c, "#2a0f1a", t);
export const tint = (c, t = 0.25) => mixColors(c, "#ffffff", t);

export const path = (d, fill, extra = "") =>
  `<path d="${roundPathNumbers(d)}" fill="${fill}"${extra}/>`;
export const stroked = (d, fill, w = LINE_WIDTH) =>
  path(d, fill, ` stroke="${LINE}" stroke-width="${w}" stroke-linejoin="round"`);
export const line = (d, color = LINE, w = LINE_WIDTH, extra = "") =>
  `<path d="${roundPathNumbers(d)}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const circle = (x, y, r, fill, extra = "") =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x, y, rx, ry, fill, extra = "") =>
  `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fill}"${extra}/>`;
/** Dark outline attributes, at the standard line weight or a thinner one. @param {number} [width] */
export const outline = (width = LINE_WIDTH) =>
  ` stroke="${LINE}" stroke-width="${width}" stroke-linejoin="round"`;
export const OUTLINE = outline();

// A group of shapes that should read as one silhouette: draw all shapes with a
// double-width outline first, then all fills on top, giving one merged contour.
export function merged(shapes, fill) {
  const inner = shapes.join("");
  return (
    `<g fill="${fill}" stroke="${LINE}" stroke-width="${LINE_WIDTH * 2}" stroke-linejoin="round">${inner}</g>` +
    `<g fill="${fill}">${inner}</g>`
  );
}
export const barePath = (d) => `<path d="${roundPathNumbers(d)}"/>`;
export const bareCircle = (x, y, r) =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}"/>`;
const _se = (x, y, rx, ry, rot = 0) =>
  `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}"${rot ? ` transform="rotate(${rot} ${round1(x)} ${round1(y)})"` : ""}/>`;

export function star4(x, y, r, fill, extra = "") {
  const d = starPath(x, y, r, 0.28, { format: String, pairSeparator: ",", commandSeparator: " " });
  return path(d, fill, extra);
}

// Portrait geometry: the face centre line and the shoulder line.
export const CENTER_X = 200;
export const SHOULDER_Y = 296; // shoulder line
