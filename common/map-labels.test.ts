import { describe, expect, it } from "vitest";
import { type LabelLayout, placeLabels } from "./map-labels";

// A 1000 × 500 map with 40-unit links, 30 × 20 symbols and a 4-unit gap: a link covers part
// of another's symbol when the two are closer than 20 + 15 + 4 = 39 units across and
// 20 + 10 + 4 = 34 units down.
const layout: LabelLayout = {
  width: 1000,
  height: 500,
  hitHalf: 20,
  symbol: { halfWidth: 15, halfHeight: 10 },
  gap: 4,
};

function clashes(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.abs(a.x - b.x) < 39 - 1e-6 && Math.abs(a.y - b.y) < 34 - 1e-6;
}

describe("placeLabels", () => {
  it("leaves a marker with room on its true point", () => {
    const placed = placeLabels(
      [
        { id: "alone", point: { x: 200, y: 200 } },
        { id: "far", point: { x: 700, y: 300 } },
      ],
      layout,
    );
    expect(placed.map(({ label }) => label)).toEqual([
      { x: 200, y: 200 },
      { x: 700, y: 300 },
    ]);
  });

  it("fans a crowd out so that no link covers another's symbol, keeping every true point", () => {
    const crowd = [
      { id: "a", point: { x: 500, y: 250 } },
      { id: "b", point: { x: 510, y: 258 } },
      { id: "c", point: { x: 495, y: 265 } },
      { id: "d", point: { x: 520, y: 240 } },
    ];
    const placed = placeLabels(crowd, layout);
    expect(placed.map(({ id, point }) => ({ id, point }))).toEqual(crowd);
    for (const one of placed) {
      for (const other of placed) {
        if (one !== other) expect(clashes(one.label, other.label)).toBe(false);
      }
    }
  });

  it("moves one of two neighbours whose symbols are apart but whose links would overlap them", () => {
    // 35 units apart: neither symbol hides the other's point, yet each link covers the other.
    const placed = placeLabels(
      [
        { id: "west", point: { x: 500, y: 250 } },
        { id: "east", point: { x: 535, y: 250 } },
      ],
      layout,
    );
    const [west, east] = placed;
    expect(west && east && clashes(west.label, east.label)).toBe(false);
  });

  it("keeps every label's link inside the map, even for a point on its edge", () => {
    const [corner] = placeLabels([{ id: "edge", point: { x: 2, y: 498 } }], layout);
    expect(corner?.label).toEqual({ x: 20, y: 480 });
  });

  it("gives the same layout on every build", () => {
    const crowd = [
      { id: "a", point: { x: 300, y: 100 } },
      { id: "b", point: { x: 305, y: 110 } },
    ];
    expect(placeLabels(crowd, layout)).toEqual(placeLabels(crowd, layout));
  });

  it("fails the build when a crowd cannot fit the map", () => {
    const tiny = { ...layout, width: 60, height: 60 };
    expect(() =>
      placeLabels(
        [
          { id: "a", point: { x: 30, y: 30 } },
          { id: "b", point: { x: 31, y: 31 } },
        ],
        tiny,
      ),
    ).toThrow(/no free place/);
  });
});
