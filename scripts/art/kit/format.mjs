// @ts-check
// Number formats for SVG coordinates: fewer digits, smaller files.

/** Round to one decimal place. @param {number} n */
export const round1 = (n) => Math.round(n * 10) / 10;

/** Round to two decimal places. @param {number} n */
export const round2 = (n) => Math.round(n * 100) / 100;

/** One decimal place, as text. @param {number} n */
export const oneDecimal = (n) => String(round1(n));

/** Whole numbers from 20 up, one decimal below; never "-0". @param {number} n */
export const compactNumber = (n) => {
  const v = Math.abs(n) >= 20 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(v, -0) ? "0" : String(v);
};

/** Round every decimal number inside a path string to one place. @param {string} d */
export const roundPathNumbers = (d) =>
  d.replace(/-?\d+\.\d+/g, (m) => String(round1(parseFloat(m))));
