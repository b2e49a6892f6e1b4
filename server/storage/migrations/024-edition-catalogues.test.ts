import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../../common/content-schema";
import { storageKinds } from "../../../scripts/support/databases";
import { editionWithEsDoger } from "../../../tests/added-dish";
import { buildTestApp } from "../../../tests/build-app";
import { addCommitteeAccounts, signInAs } from "../../../tests/committee";
import { openMigrationDatabase } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";
import type { DatabaseSchema } from "../schema";

/**
 * FB8 archived by the version before migration 024, which kept no catalogue per edition:
 * during FB8 a release renamed Onigiri to "Onigiri Mentai" and added Es Doger (XII IPS B);
 * both got votes; the site now serves the repository's content, which has neither. After the
 * upgrade, FB8's ranking and votes export name them as FB8 closed: from the release that was
 * live when it closed while it is kept, else from the names its announcement froze.
 */
async function archivedFb8(db: Kysely<DatabaseSchema>, { keepRelease }: { keepRelease: boolean }) {
  const { withEsDoger } = await editionWithEsDoger();
  const fb8Content: SiteContent = {
    ...withEsDoger,
    dishes: withEsDoger.dishes.map((dish) =>
      dish.id === "onigiri" ? { ...dish, name: "Onigiri Mentai" } : dish,
    ),
  };
  const at = "2022-06-20T00:00:00.000Z";
  const entry = async (action: string, details: object) =>
    (
      await db
        .insertInto("audit_log")
        .values({ at, actor: "ketua", action, details: JSON.stringify(details) })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const release = {
    status: "ready",
    log: "",
    created_at: at,
    finished_at: at,
    live_since: at,
  };
  await db
    .insertInto("content_releases")
    .values({
      ...release,
      id: "r-pertama",
      revision: 0,
      content: JSON.stringify(withEsDoger),
      created_by: "sistem",
    })
    .execute();
  if (keepRelease) {
    await db
      .insertInto("content_releases")
      .values({
        ...release,
        id: "r-fb8",
        revision: 3,
        content: JSON.stringify(fb8Content),
        created_by: "penyunting",
      })
      .execute();
  }
  await entry("content_published", { release: "r-fb8", revision: 3, seconds: 1 });
  await db
    .insertInto("dish_slugs")
    .values({ category: "international", slug: "onigiri", dish_id: "onigiri", first_saved_at: at })
    .execute();
  const { id: fb8 } = await db
    .insertInto("editions")
    .values({ year: 2022, name: "FB8", opened_at: at, opened_by: "x", reason: "FB8" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("results_snapshots")
    .values({
      published_at: at,
      published_by: "ketua",
      body: JSON.stringify({
        categories: [
          {
            category: "domestic",
            dishes: [
              { food: "es-doger", name: "Es Doger", classLabel: "XII IPS B", votes: 1, rank: 1 },
            ],
          },
          {
            category: "international",
            dishes: [
              {
                food: "onigiri",
                name: "Onigiri Mentai",
                classLabel: "XI MIPA B",
                votes: 1,
                rank: 1,
              },
            ],
          },
        ],
      }),
      edition_id: fb8,
    })
    .execute();
  for (const [id, category, food] of [
    [1, "domestic", "es-doger"],
    [2, "international", "onigiri"],
  ] as const) {
    await db
      .insertInto("archived_votes")
      .values({
        edition_id: fb8,
        id,
        category,
        food,
        email: `pemilih${id}@example.com`,
        voter: `pemilih${id}@example.com`,
        created_at: at,
        status: "valid",
      })
      .execute();
  }
  const last = await entry("edition_archived", { edition: fb8, year: 2022, name: "FB8", votes: 2 });
  await db
    .updateTable("editions")
    .set({ archived_at: at, archived_by: "ketua", last_audit_id: last })
    .where("id", "=", fb8)
    .execute();
  await db
    .insertInto("editions")
    .values({
      year: 2023,
      name: "FB9",
      opened_at: at,
      opened_by: "ketua",
      reason: "FB9",
      current: 1,
    })
    .execute();
  return fb8;
}

describe.each(storageKinds)("migration 024 on $kind", ({ enabled, create }) => {
  it.skipIf(!enabled).each([
    { keepRelease: true, source: "the release live when it closed" },
    { keepRelease: false, source: "its announcement, once that release is pruned" },
  ])("names an edition archived before it from $source", async ({ keepRelease }) => {
    const disposable = await create();
    const db = openMigrationDatabase(disposable.storage);
    await migrateToLatest(db, "022-editions");
    const fb8 = await archivedFb8(db, { keepRelease });
    await db.destroy();

    const { app } = await buildTestApp({ storage: disposable });
    await addCommitteeAccounts(app);
    const admin = await signInAs(app, "admin");
    const ranking = await admin.request({ url: `/api/panitia/export/ranking.csv?edition=${fb8}` });
    expect(ranking.statusCode, ranking.body).toBe(200);
    const rows = ranking.body.split("\n").map((line) => line.split(","));
    expect(rows.find((row) => row[2] === "Onigiri Mentai")?.slice(2, 5)).toEqual([
      "Onigiri Mentai",
      "XI MIPA B",
      "1",
    ]);
    expect(rows.find((row) => row[2] === "Es Doger")?.slice(2, 5)).toEqual([
      "Es Doger",
      "XII IPS B",
      "1",
    ]);
    const votes = await admin.request({ url: `/api/panitia/export/votes.csv?edition=${fb8}` });
    expect(
      votes.body
        .trimEnd()
        .split("\n")
        .slice(1)
        .map((line) => line.split(",")[3]),
    ).toEqual(["Es Doger", "Onigiri Mentai"]);
    const stored = await app.database.db
      .selectFrom("edition_catalogues")
      .select("taken_from")
      .where("edition_id", "=", fb8)
      .executeTakeFirst();
    expect(stored?.taken_from).toMatch(keepRelease ? /^release:r-fb8$/ : /^announcement:\d+$/);
  });
});
