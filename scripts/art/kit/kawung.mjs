// @ts-check
// The kawung batik flower (four oval petals round a dot) as the portraits' backgrounds and the
// sponsor videos tile it. Numbers go into the markup as given, so callers pass values that
// print the way their pictures were first written.

/**
 * One flower: four petals on the diagonals, `spread` out from the centre, round a dot.
 * @param {number} x @param {number} y
 * @param {{ spread: number, rx: number, ry: number, dot: number }} size
 */
export function kawungFlower(x, y, { spread, rx, ry, dot }) {
  /** @param {number} px @param {number} py @param {number} rot */
  const petal = (px, py, rot) =>
    `<ellipse cx="${px}" cy="${py}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${px} ${py})"/>`;
  return (
    petal(x - spread, y - spread, 45) +
    petal(x + spread, y - spread, -45) +
    petal(x - spread, y + spread, -45) +
    petal(x + spread, y + spread, 45) +
    `<circle cx="${x}" cy="${y}" r="${dot}"/>`
  );
}

/**
 * The flowers of one square pattern tile: one in the middle and one on each corner, so that
 * neighbouring tiles complete each other's corner flowers.
 * @param {number} tile the tile's side
 * @param {Parameters<typeof kawungFlower>[2]} size
 */
export function kawungTile(tile, size) {
  /** @param {number} x @param {number} y */
  const f = (x, y) => kawungFlower(x, y, size);
  return f(tile / 2, tile / 2) + f(0, 0) + f(tile, 0) + f(0, tile) + f(tile, tile);
}
