import { describe, expect, it } from "vitest";
import { editionWithEsDoger } from "../../tests/added-dish";
import { buildTestApp } from "../../tests/build-app";

/**
 * The catalogue belongs to one app: a publish in one app of a process is never read by another
 * app of the same process (the tests run many; a bench runs two).
 */
describe("the catalogue of an app", () => {
  it("is its own: a dish published in one app is unknown to another in the same process", async () => {
    const { firstEdition, withEsDoger } = await editionWithEsDoger();
    const one = await buildTestApp();
    const other = await buildTestApp();
    expect(one.app.catalogue).not.toBe(other.app.catalogue);

    one.app.catalogue.publish(withEsDoger);
    expect((await one.app.inject("/api/votes/domestic/es-doger")).statusCode).toBe(200);
    expect((await other.app.inject("/api/votes/domestic/es-doger")).statusCode).toBe(404);
    expect(other.app.catalogue.findDish("domestic", "es-doger")).toBeUndefined();
    expect(other.app.catalogue.dishes()).toHaveLength(firstEdition.dishes.length);

    // A placeholder in the published text is filled in, as the pages fill it.
    expect(firstEdition.festival.socials.youtube.label).toContain("{product}");
    expect(one.app.catalogue.festival().socials.youtube.label).toBe(
      `YouTube ${firstEdition.festival.product}`,
    );
  });
});
