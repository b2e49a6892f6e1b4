// @ts-check
// The festival's colour tokens (app/styles/tokens.css, docs/art-direction.md; app/styles/palette.test.ts holds them equal), shared by every
// picture generator so the art and the pages stay one palette.
export const palette = {
  night: "#140b2e",
  night2: "#1f1147",
  surface: "#2a1a5e",
  surface2: "#35237a",
  gold: "#f5c04e",
  goldSoft: "#ffe9b0",
  coral: "#ff7a59",
  teal: "#4fd1c5",
  text: "#f7f3ff",
};

/** @param {string} hex "#rrggbb" @returns {[number, number, number]} */
export function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** @param {number[]} rgb @returns {string} */
export function rgbToHex([r = 0, g = 0, b = 0]) {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Blend colour `a` towards `b` by `t` (0…1). @param {string} a @param {string} b @param {number} t */
export function mixColors(a, b, t) {
  const from = hexToRgb(a);
  const to = hexToRgb(b);
  return rgbToHex(from.map((v, i) => v + ((to[i] ?? 0) - v) * t));
}
