import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";

/**
 * Slugs kept by the version before migration 028, which served every kept slug at once: one
 * a release served (still kept), one of a release since pruned, and one only in the draft.
 * After the upgrade the first two still open their dish; the draft's waits for its release.
 */
describe.each(storageKinds)("migration 028 on $kind", (storage) => {
  it.skipIf(!storage.enabled)("serves every kept slug but one only in the draft", async () => {
    const { db } = await databaseAt(storage.create, "024-edition-catalogues");
    const at = "2022-06-01T00:00:00.000Z";
    const dishes = (slug: string) =>
      JSON.stringify({ dishes: [{ id: "rendang", category: "domestic", slug }] });
    await db
      .insertInto("content_releases")
      .values({
        id: "r20220601-000000-000001",
        status: "ready",
        revision: 1,
        content: dishes("rendang-padang"),
        created_at: at,
        created_by: "penyunting",
      })
      .execute();
    await db
      .insertInto("content_revisions")
      .values({
        section: "dishes",
        value: JSON.stringify([{ id: "rendang", category: "domestic", slug: "rendang-baru" }]),
        saved_by: "penyunting",
        saved_at: at,
      })
      .execute();
    for (const slug of ["rendang-padang", "rendang-lama", "rendang-baru"]) {
      await db
        .insertInto("dish_slugs")
        .values({ category: "domestic", slug, dish_id: "rendang", first_saved_at: at })
        .execute();
    }

    await migrateToLatest(db);
    const rows = await db
      .selectFrom("dish_slugs")
      .select(["slug", "live_at"])
      .orderBy("slug")
      .execute();
    expect(rows).toEqual([
      { slug: "rendang-baru", live_at: null },
      { slug: "rendang-lama", live_at: at },
      { slug: "rendang-padang", live_at: at },
    ]);
  });
});
