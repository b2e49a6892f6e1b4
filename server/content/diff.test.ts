import { describe, expect, it } from "vitest";
import { changesBetween } from "./diff";

describe("the changes between two values of a section", () => {
  it("lists each changed leaf with its path, before and after", () => {
    const before = { title: "Lama", meta: { description: "Sama", year: 2022 }, open: true };
    const after = { title: "Baru", meta: { description: "Sama", year: 2023 }, open: true };
    expect(changesBetween(before, after, ["pages"])).toEqual([
      { path: ["pages", "title"], before: "Lama", after: "Baru" },
      { path: ["pages", "meta", "year"], before: 2022, after: 2023 },
    ]);
  });

  it("compares lists by position: an item added or removed is one change with its whole value", () => {
    const rendang = { slug: "rendang", name: "Rendang" };
    const soto = { slug: "soto", name: "Soto" };
    expect(changesBetween([rendang], [rendang, soto])).toEqual([{ path: [1], after: soto }]);
    expect(changesBetween([rendang, soto], [rendang])).toEqual([{ path: [1], before: soto }]);
    expect(changesBetween([rendang, soto], [soto, rendang])).toEqual([
      { path: [0, "slug"], before: "rendang", after: "soto" },
      { path: [0, "name"], before: "Rendang", after: "Soto" },
      { path: [1, "slug"], before: "soto", after: "rendang" },
      { path: [1, "name"], before: "Soto", after: "Rendang" },
    ]);
  });

  it("names a field that appears or disappears, and a value that changes its kind", () => {
    expect(changesBetween({ name: "A" }, { name: "A", photo: "foto-1" })).toEqual([
      { path: ["photo"], after: "foto-1" },
    ]);
    expect(changesBetween({ name: "A", photo: "foto-1" }, { name: "A" })).toEqual([
      { path: ["photo"], before: "foto-1" },
    ]);
    expect(changesBetween({ points: ["a"] }, { points: "a" })).toEqual([
      { path: ["points"], before: ["a"], after: "a" },
    ]);
  });

  it("finds nothing between equal values, whatever their keys' order", () => {
    expect(changesBetween({ a: 1, b: [null, "x"] }, { b: [null, "x"], a: 1 })).toEqual([]);
    expect(changesBetween({ a: 1 }, { a: 2 })).toEqual([{ path: ["a"], before: 1, after: 2 }]);
  });

  describe("with lists compared item by item, as the history shows them", () => {
    const dish = (id: string, name: string) => ({ id, name, image: { file: `${id}.jpg` } });
    const dishes = [dish("d-1", "Rendang"), dish("d-2", "Onigiri"), dish("d-3", "Soto")];

    it("names a dish removed from the middle once, at its old place, not every later one", () => {
      const after = [dishes[0], dishes[2]];
      expect(changesBetween(dishes, after, ["dishes"], "items")).toEqual([
        { path: ["dishes", 1], before: dishes[1] },
      ]);
    });

    it("names a dish added at its new place, and a changed one by its place now", () => {
      const added = dish("d-4", "Es Pisang Ijo");
      const after = [dishes[0], added, { ...dishes[1], name: "Onigiri Salmon" }, dishes[2]];
      expect(changesBetween(dishes, after, ["dishes"], "items")).toEqual([
        { path: ["dishes", 1], after: added },
        { path: ["dishes", 2, "name"], before: "Onigiri", after: "Onigiri Salmon" },
      ]);
    });

    it("says a list whose items only moved is reordered, with or without ids", () => {
      const moved = [dishes[2], dishes[0], dishes[1]];
      expect(changesBetween(dishes, moved, ["dishes"], "items")).toEqual([
        { path: ["dishes"], reordered: true },
      ]);
      expect(changesBetween(["a", "b"], ["b", "a"], ["sponsors"], "items")).toEqual([
        { path: ["sponsors"], reordered: true },
      ]);
    });

    it("pairs an edited item without id in place, and keeps the others", () => {
      expect(changesBetween(["a", "b", "c"], ["a", "B", "c", "d"], ["s"], "items")).toEqual([
        { path: ["s", 1], before: "b", after: "B" },
        { path: ["s", 3], after: "d" },
      ]);
      expect(changesBetween(["a", "b", "c"], ["a", "c"], ["s"], "items")).toEqual([
        { path: ["s", 1], before: "b" },
      ]);
    });
  });
});
