/**
 * Where each map marker's flag or pin is drawn, decided when a release is rendered (its
 * loader, common/map-markers.ts) so the browser runs no layout code and nothing moves after
 * the first paint.
 *
 * Every marker keeps its true point. Its label (the clickable flag or pin) starts on that
 * point; where another marker's link would cover part of it, or it would hide another
 * marker's point, it moves out to the nearest free spot on rings around the point, and the
 * page draws a thin leader line from the point to it. Sizes are in map units for the narrowest map whose markers are links: on a
 * wider map the labels keep their pixel size while the distances between them grow, so what
 * is apart at the narrowest width stays apart at every wider one.
 */

export type Point = { x: number; y: number };
export type LabelInput = { id: string; point: Point };
export type PlacedLabel = { id: string; point: Point; label: Point };

export type LabelLayout = {
  /** Map size in map units. */
  width: number;
  height: number;
  /** Half the side of each label's link, the square that takes its clicks, in map units. */
  hitHalf: number;
  /** Half-size of the visible symbol, which no other link and no leader may cover. */
  symbol: { halfWidth: number; halfHeight: number };
  /** Room kept between one link and the next symbol. */
  gap: number;
};

const ringSteps = [0.7, 0.85, 1, 1.15, 1.3, 1.5, 1.7, 1.95, 2.2, 2.5, 2.9, 3.4, 4];
const anglesPerRing = 24;

function segmentsCross(a: Point, b: Point, c: Point, d: Point) {
  const side = (p: Point, q: Point, r: Point) =>
    (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

export function placeLabels(inputs: LabelInput[], layout: LabelLayout): PlacedLabel[] {
  const { width, height, hitHalf, symbol, gap } = layout;
  // Two labels clash when either one's link would cover part of the other's symbol. Links may
  // share a corner where no symbol is: what a visitor aims at stays whole and clickable.
  const apartX = hitHalf + symbol.halfWidth + gap;
  const apartY = hitHalf + symbol.halfHeight + gap;
  const clash = (a: Point, b: Point) =>
    Math.abs(a.x - b.x) < apartX - 1e-6 && Math.abs(a.y - b.y) < apartY - 1e-6;
  const reach = Math.max(apartX, apartY);
  const inside = (label: Point) =>
    label.x - hitHalf >= 0 &&
    label.x + hitHalf <= width &&
    label.y - hitHalf >= 0 &&
    label.y + hitHalf <= height;
  const hidesPoint = (label: Point, point: Point) =>
    Math.abs(label.x - point.x) < symbol.halfWidth + gap &&
    Math.abs(label.y - point.y) < symbol.halfHeight + gap;
  /** Whether the segment from a to b passes over the symbol drawn at centre. */
  const segmentHitsSymbol = (a: Point, b: Point, centre: Point) => {
    for (let step = 0; step <= 20; step += 1) {
      const t = step / 20;
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      if (Math.abs(x - centre.x) < symbol.halfWidth && Math.abs(y - centre.y) < symbol.halfHeight)
        return true;
    }
    return false;
  };
  const neighbours = (input: LabelInput) =>
    inputs.filter((other) => other !== input && clash(other.point, input.point)).length;
  // The loneliest markers first, so that a marker with room keeps its place and the crowded
  // ones fan out around it; ties keep the catalogue's order, which keeps every render repeatable.
  const order = inputs
    .map((input, index) => ({ input, index, crowd: neighbours(input) }))
    .sort((a, b) => a.crowd - b.crowd || a.index - b.index)
    .map(({ input }) => input);

  // Which way is out of a marker's crowd: its flag is best set on the far side from its
  // neighbours, so that the leaders fan out instead of swapping sides and crossing.
  const awayFromCrowd = (point: Point) => {
    const crowd = inputs.filter(
      (other) =>
        other.point !== point &&
        Math.hypot(other.point.x - point.x, other.point.y - point.y) < reach * 3,
    );
    if (crowd.length === 0) return undefined;
    const x = point.x - crowd.reduce((sum, other) => sum + other.point.x, 0) / crowd.length;
    const y = point.y - crowd.reduce((sum, other) => sum + other.point.y, 0) / crowd.length;
    const length = Math.hypot(x, y);
    return length === 0 ? undefined : { x: x / length, y: y / length };
  };

  const placed: PlacedLabel[] = [];
  for (const input of order) {
    const { point } = input;
    const away = awayFromCrowd(point);
    const candidates: Point[] = [point];
    for (const step of ringSteps) {
      for (let turn = 0; turn < anglesPerRing; turn += 1) {
        const angle = (turn / anglesPerRing) * 2 * Math.PI;
        candidates.push({
          x: point.x + Math.cos(angle) * reach * step,
          y: point.y + Math.sin(angle) * reach * step,
        });
      }
    }
    let best: { label: Point; cost: number } | undefined;
    for (const candidate of candidates) {
      // A label pushed against the map's edge slides along it rather than being dropped.
      const label = {
        x: Math.min(Math.max(candidate.x, hitHalf), width - hitHalf),
        y: Math.min(Math.max(candidate.y, hitHalf), height - hitHalf),
      };
      if (!inside(label)) continue;
      if (placed.some((other) => clash(other.label, label))) continue;
      if (inputs.some((other) => other !== input && hidesPoint(label, other.point))) continue;
      if (placed.some((other) => hidesPoint(other.label, point))) continue;
      const distance = Math.hypot(label.x - point.x, label.y - point.y);
      let cost = distance;
      if (away && distance > 0) {
        const along = ((label.x - point.x) * away.x + (label.y - point.y) * away.y) / distance;
        cost += reach * (1 - along);
      }
      // A leader line that crosses another, or runs under another label, reads as pointing to
      // the wrong place: allowed only when nothing else fits.
      for (const other of placed) {
        if (segmentsCross(point, label, other.point, other.label)) cost += reach * 4;
        if (segmentHitsSymbol(point, label, other.label)) cost += reach * 4;
        if (segmentHitsSymbol(other.point, other.label, label)) cost += reach * 4;
      }
      if (!best || cost < best.cost) best = { label, cost };
    }
    if (!best) throw new Error(`map label ${input.id}: no free place near its point`);
    placed.push({ id: input.id, point, label: best.label });
  }
  // Back in the catalogue's order, which is the order of the links on the page.
  return inputs.map((input) => {
    const found = placed.find((entry) => entry.id === input.id);
    if (!found) throw new Error(`map label ${input.id} was not placed`);
    return found;
  });
}
