import { describe, expect, it } from "vitest";
import { storageKinds } from "../../scripts/support/databases";
import { buildTestApp } from "../../tests/build-app";
import type { CommitteeClient } from "../../tests/committee";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import {
  draftOf,
  publishingApp,
  publishingAppWithEditor,
  publishLive,
  saveSection,
} from "../../tests/publishing-app";
import { firstEditionOfRepository } from "./first-edition";

/**
 * Old dish addresses (docs/decisions/0037): a slug a dish had before answers 301 to its page
 * now, in every process, and a vote or a count read through it is the dish's. The fake
 * builder's site has no dish pages, so every dish path reaches the step under test.
 */
const staticDir = minimalStaticDir("Situs dengan slug lama");

/** Gives Rendang (id `rendang`) another slug in the draft and publishes it. */
async function publishRendangAs(editor: CommitteeClient, slug: string) {
  const dishes = structuredClone((await draftOf(editor)).content.dishes);
  const rendang = dishes.find((dish) => dish.id === "rendang");
  if (!rendang) throw new Error("the first edition has rendang");
  rendang.slug = slug;
  await saveSection(editor, "dishes", dishes);
  await publishLive(editor);
}

describe.each(storageKinds.filter((kind) => kind.enabled))(
  "old dish paths on $kind",
  ({ create }) => {
    it("take no vote through a slug only saved in the draft, until a release serves it", async () => {
      const fake = fakeBuilder();
      const { app, editor } = await publishingAppWithEditor({
        staticDir,
        storage: await create(),
        content: { codeVersion: "v1", builder: fake.builder },
      });
      const dishes = structuredClone((await draftOf(editor)).content.dishes);
      const rendang = dishes.find((dish) => dish.id === "rendang");
      if (!rendang) throw new Error("the first edition has rendang");
      rendang.slug = "rendang-baru";
      await saveSection(editor, "dishes", dishes);
      const vote = (email: string) =>
        app.inject({
          method: "POST",
          url: "/api/votes/domestic/rendang-baru",
          payload: { email },
        });
      // Before, the draft's slug took the vote at once (201).
      const early = await vote("terlalu.cepat@example.com");
      expect(early.statusCode, early.body).toBe(404);
      expect((await app.inject("/8trepreneur/domestic/rendang-baru")).headers.location).toBe(
        "/not-found",
      );
      await publishLive(editor);
      expect((await vote("tepat.waktu@example.com")).statusCode).toBe(201);
    });

    it("answer 301 to the dish's page now in every process, and its votes follow", async () => {
      const fake = fakeBuilder();
      const storage = await create();
      const one = await publishingAppWithEditor({
        staticDir,
        storage,
        content: { codeVersion: "v1", builder: fake.builder },
      });
      const other = await publishingApp({
        staticDir,
        storage: { storage: storage.storage, dispose: async () => {} },
        releasesDir: one.releasesDir,
        content: { codeVersion: "v1", builder: fake.builder },
      });
      const { app, editor } = one;
      // The served dish's own path is no former one: with no page for it, it is unknown.
      expect((await app.inject("/8trepreneur/domestic/rendang")).headers.location).toBe(
        "/not-found",
      );

      await publishRendangAs(editor, "rendang-padang");
      await other.app.publishing?.publisher.follow();
      for (const test of [one, other]) {
        // Its slug before ids is its id.
        const moved = await test.app.inject("/8trepreneur/domestic/rendang");
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe("/8trepreneur/domestic/rendang-padang");
      }

      await publishRendangAs(editor, "rendang-minang");
      await other.app.publishing?.publisher.follow();
      for (const test of [one, other]) {
        for (const [url, location] of [
          ["/8trepreneur/domestic/rendang", "/8trepreneur/domestic/rendang-minang"],
          // Kept in dish_slugs at the save that gave it.
          ["/8trepreneur/domestic/rendang-padang/", "/8trepreneur/domestic/rendang-minang"],
          [
            "/8trepreneur/domestic/rendang-padang?dari=poster&stan=3",
            "/8trepreneur/domestic/rendang-minang?dari=poster&stan=3",
          ],
        ] as const) {
          for (const method of ["GET", "HEAD"] as const) {
            const moved = await test.app.inject({
              method,
              url,
              headers: { host: "elsewhere.example" },
            });
            expect(moved.statusCode, `${method} ${url}`).toBe(301);
            expect(moved.headers.location, `${method} ${url}`).toBe(location);
          }
        }
        // Unknown slugs, and a slug under another category, are as unknown as before.
        for (const url of ["/8trepreneur/domestic/pizza", "/8trepreneur/international/rendang"]) {
          const unknown = await test.app.inject(url);
          expect(unknown.statusCode, url).toBe(302);
          expect(unknown.headers.location, url).toBe("/not-found");
        }
      }

      // A tab opened before the slugs changed still votes for Rendang and reads its count.
      const vote = await other.app.inject({
        method: "POST",
        url: "/api/votes/domestic/rendang-padang",
        payload: { email: "pemilih.lama@example.com" },
      });
      expect(vote.statusCode, vote.body).toBe(201);
      expect(vote.json()).toEqual({ votes: 1 });
      for (const slug of ["rendang", "rendang-padang", "rendang-minang"]) {
        const count = await app.inject(`/api/votes/domestic/${slug}`);
        expect(count.statusCode, slug).toBe(200);
        expect(count.json().votes, slug).toBe(1);
      }
      const stored = await app.database.db
        .selectFrom("votes")
        .select(["category", "food"])
        .execute();
      expect(stored).toEqual([{ category: "domestic", food: "rendang" }]);
      const unknown = await app.inject({
        method: "POST",
        url: "/api/votes/domestic/pizza",
        payload: { email: "pemilih.lain@example.com" },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe("unknown_food");
    });
  },
);

describe("reading the kept slugs", () => {
  it("reads them again for each release served, not for each address", async () => {
    const { app } = await buildTestApp();
    expect(await app.formerSlugs.dishOf("domestic", "rendang-lama")).toBeUndefined();
    await app.database.db
      .insertInto("dish_slugs")
      .values({
        category: "domestic",
        slug: "rendang-lama",
        dish_id: "rendang",
        first_saved_at: new Date().toISOString(),
        live_at: new Date().toISOString(),
      })
      .execute();
    // Within the same release, what was read stands (the table only grows between publishes).
    expect(await app.formerSlugs.dishOf("domestic", "rendang-lama")).toBeUndefined();
    app.catalogue.publish(await firstEditionOfRepository());
    expect((await app.formerSlugs.dishOf("domestic", "rendang-lama"))?.slug).toBe("rendang");
    // A slug the catalogue serves is nobody's former one.
    expect(await app.formerSlugs.dishOf("domestic", "rendang")).toBeUndefined();
  });
});
