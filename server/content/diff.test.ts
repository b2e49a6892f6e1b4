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
});
