// @ts-check
// Seeded randomness: every run draws the same pictures. One generator (mulberry32) and the two
// ways the kits turn a name into a seed. Changing any of these changes every picture.

/** @typedef {() => number} Random a function returning 0 ≤ x < 1 */

/** Mulberry32: a small seeded generator. @param {number} seed @returns {Random} */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A uniformly random point in the rectangle from (x0, y0), w wide and h high. Draws x, then y:
 * the starfields depend on that order.
 * @param {Random} r @param {number} x0 @param {number} y0 @param {number} w @param {number} h
 * @returns {[number, number]}
 */
export function pointInRect(r, x0, y0, w, h) {
  const x = x0 + r() * w;
  const y = y0 + r() * h;
  return [x, y];
}

/** FNV-1a 32-bit hash of a text (the portraits seed each person by name). @param {string} text */
export function fnv1a(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The murmur-style string mix the dish drawings use to seed by slug. @param {string} text */
export function murmurSeed(text) {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return h >>> 0;
}

/**
 * @typedef {Random & { range: (lo: number, hi: number) => number, pick: <T>(items: readonly T[]) => T }} RandomWithHelpers
 */

/** A generator with `range` and `pick` helpers. @param {number} seed @returns {RandomWithHelpers} */
export function randomWithHelpers(seed) {
  const next = mulberry32(seed);
  const r = /** @type {RandomWithHelpers} */ (() => next());
  r.range = (lo, hi) => lo + (hi - lo) * r();
  r.pick = (items) => /** @type {any} */ (items[Math.floor(r() * items.length)]);
  return r;
}
