import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../common/content-schema";
import { readFirstEdition } from "./first-edition";
import { sectionChanges } from "./release-changes";

describe("what one edition changed against another", () => {
  it("counts fields, dishes and a new order, each section once", async () => {
    const before = await readFirstEdition();
    const [one, two, three, ...rest] = before.dishes;
    if (!one || !two || !three) throw new Error("the first edition has dishes");
    const after: SiteContent = {
      ...before,
      festival: { ...before.festival, product: "FB9", fullName: "Festival Budaya 9" },
      // Two swapped, one removed, one added at the removed one's place: three dishes.
      dishes: [two, one, { ...three, id: "d-baru0001", name: "Es Pisang Ijo" }, ...rest],
    };
    expect(sectionChanges(before, after)).toEqual([
      { section: "festival", count: 2 },
      { section: "dishes", count: 3 },
    ]);
    expect(sectionChanges(before, structuredClone(before))).toEqual([]);
  });
});
