// @ts-check
// The festival's four-point star, the one motif every picture shares. One outline; each kit
// keeps its own number format so the committed pictures stay byte-for-byte the same.

/**
 * @typedef {object} StarStyle
 * @property {(n: number) => string | number} format how each number is written
 * @property {" " | ","} [pairSeparator] between x and y of a point (default " ")
 * @property {"" | " "} [commandSeparator] before each Q (default "")
 * @property {boolean} [compact] drop the space before a negative number, as SVG allows
 */

/**
 * Path data for a four-point star centred on x,y with arm length r. `pinch` sets how thin the
 * waist is (control points at r × pinch from the centre).
 * @param {number} x @param {number} y @param {number} r @param {number} pinch
 * @param {StarStyle} style
 */
export function starPath(x, y, r, pinch, style) {
  const k = r * pinch;
  const { format, pairSeparator = " ", commandSeparator = "", compact = false } = style;
  /** @param {number[]} numbers */
  const points = (...numbers) => {
    let out = "";
    numbers.forEach((n, i) => {
      const text = String(format(n));
      if (i > 0 && !(compact && text.startsWith("-"))) out += i % 2 ? pairSeparator : " ";
      out += text;
    });
    return out;
  };
  const q = `${commandSeparator}Q`;
  return (
    `M${points(x, y - r)}` +
    `${q}${points(x + k, y - k, x + r, y)}` +
    `${q}${points(x + k, y + k, x, y + r)}` +
    `${q}${points(x - k, y + k, x - r, y)}` +
    `${q}${points(x - k, y - k, x, y - r)}Z`
  );
}
