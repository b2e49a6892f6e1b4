import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { buildTestApp } from "../../../tests/build-app";
import {
  addCommitteeAccounts,
  castVote,
  openNextFestival,
  signInAs,
} from "../../../tests/committee";
import { openMigrationDatabase } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";

/**
 * A database as the code before editions left it (migration 021, votes and their totals)
 * upgrades on both databases: its votes are the first edition's, counted as before, and the
 * next edition opens on it with a fresh vote.
 */
describe.each(storageKinds)("migration 022 on $kind", ({ enabled, create }) => {
  it.skipIf(!enabled)(
    "keeps every stored vote as the first edition's and opens the next on it",
    async () => {
      const disposable = await create();
      const db = openMigrationDatabase(disposable.storage);
      await migrateToLatest(db, "021-dish-slugs");
      const votes = [
        ["domestic", "rendang", "ani@gmail.com", "2022-06-12T01:00:00.000Z"],
        ["domestic", "rendang", "budi@gmail.com", "2022-06-12T02:00:00.000Z"],
        ["international", "onigiri", "ani@gmail.com", "2022-06-12T03:00:00.000Z"],
      ] as const;
      for (const [category, food, email, at] of votes) {
        await sql`insert into votes (category, food, email, voter, created_at, status)
          values (${category}, ${food}, ${email}, ${email}, ${at}, 'valid')`.execute(db);
      }
      await sql`insert into vote_totals (category, food, shard, votes)
        values ('domestic', 'rendang', 0, 2), ('international', 'onigiri', 0, 1)`.execute(db);
      await db.destroy();

      const { app } = await buildTestApp({ storage: disposable });
      await addCommitteeAccounts(app);
      const admin = await signInAs(app, "admin");
      expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(2);
      const [first] = (await admin.request({ url: "/api/panitia/editions" })).json().editions;
      // Named from the published content, dated by its first vote.
      expect(first).toMatchObject({
        year: 2022,
        name: "FB8",
        status: "current",
        openedAt: "2022-06-12T01:00:00.000Z",
      });

      await openNextFestival(admin, "Festival berikutnya");
      const archived = (
        await admin.request({ url: `/api/panitia/results?edition=${first.id}` })
      ).json();
      expect(
        archived.categories.map((category: { totals: { votes: number } }) => category.totals.votes),
      ).toEqual([2, 1]);

      await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt: null },
      });
      const again = await castVote(app, "ani@gmail.com");
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual({ votes: 1 });
    },
  );
});
