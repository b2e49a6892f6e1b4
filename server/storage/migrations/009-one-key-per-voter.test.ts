import { type Kysely, sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { openMigrationDatabase } from "../../../tests/migration-database";
import { migrateToLatest, openDatabase } from "../database";
import type { DatabaseSchema } from "../schema";
import { plainVote } from "../vote-store";

/** Every index of `votes`, by name, with its definition as the database prints it. */
async function indexesOfVotes(db: Kysely<DatabaseSchema>, kind: "sqlite" | "postgres") {
  const { rows } =
    kind === "sqlite"
      ? await sql<{ name: string; definition: string | null }>`select name, sql as definition
          from sqlite_master where type = 'index' and tbl_name = 'votes'`.execute(db)
      : await sql<{ name: string; definition: string }>`select indexname as name,
          indexdef as definition from pg_indexes
          where tablename = 'votes' and schemaname = current_schema()`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
}

const allColumns = sql`select * from votes order by id`;

describe.each(storageKinds)("migration 009 on $kind", ({ kind, enabled, create }) => {
  /** An empty database of this kind, with no migration run, dropped when the test ends. */
  async function freshDatabase() {
    const disposable = await create();
    onTestFinished(() => disposable.dispose());
    const db = openMigrationDatabase(disposable.storage);
    onTestFinished(() => db.destroy());
    return { disposable, db };
  }

  it.skipIf(!enabled)(
    "drops the key on (category, email), keeps every row, index and id, and one vote per voter",
    async () => {
      const { disposable, db } = await freshDatabase();
      await migrateToLatest(db, "008-invalidation-index-partial");

      const rows = [
        ["rendang", "siswa@gmail.com", "siswa@gmail.com", "valid", null],
        // What migration 004 left: a second address of a voter who had voted, no voter.
        ["rawon", "s.iswa+kelas@googlemail.com", null, "flagged", "duplicate_address"],
        ["soto", "tamu@example.com", "tamu@example.com", "pending", null],
      ] as const;
      for (const [index, [food, email, voter, status, flagReason]] of rows.entries()) {
        await sql`insert into votes (category, food, email, voter, created_at, status, flag_reason)
          values ('domestic', ${food}, ${email}, ${voter}, ${`2022-11-24T0${index}:00:00.000Z`},
            ${status}, ${flagReason})`.execute(db);
      }
      // A pending vote removed (an expired confirmation): its id must never be given again.
      await sql`delete from votes where email = 'tamu@example.com'`.execute(db);
      const rowsBefore = (await allColumns.execute(db)).rows;
      const indexesBefore = await indexesOfVotes(db, kind);

      await migrateToLatest(db, "009-one-key-per-voter");

      expect((await allColumns.execute(db)).rows).toEqual(rowsBefore);
      const indexesAfter = await indexesOfVotes(db, kind);
      const emailKey =
        kind === "sqlite" ? "sqlite_autoindex_votes_1" : "votes_one_per_email_per_category";
      expect(Object.keys(indexesBefore)).toContain(emailKey);
      const { [emailKey]: _dropped, ...kept } = indexesBefore;
      expect(indexesAfter).toEqual(kept);
      expect(Object.keys(kept)).toContain("votes_one_per_voter");

      // The key is gone: two rows with one address but (artificially) two voters now fit.
      // They get ids 4 and 5: id 3, deleted before the migration, is not given again.
      const { rows: added } = await sql<{ id: number }>`insert into votes
          (category, food, email, voter, created_at)
        values ('international', 'sushi', 'a@example.com', 'a@example.com', 'x'),
               ('international', 'ramen', 'a@example.com', 'b@example.com', 'x')
        returning id`.execute(db);
      expect(added.map((row) => Number(row.id))).toEqual([4, 5]);
      await sql`delete from votes where category = 'international'`.execute(db);

      const database = await openDatabase(disposable.storage);
      onTestFinished(() => database.close());
      // The flagged address of migration 004 is still refused: its voter holds a vote.
      const alias = { ...plainVote("domestic", "rawon", "s.iswa+kelas@googlemail.com") };
      alias.voter = "siswa@gmail.com";
      expect(await database.votes.castVote(alias)).toEqual({ status: "email_used" });
      expect(
        await database.votes.castVote(plainVote("domestic", "rendang", "siswa@gmail.com")),
      ).toEqual({ status: "email_used" });
      const fresh = await database.votes.castVote(
        plainVote("domestic", "soto", "baru@example.com"),
      );
      expect(fresh).toMatchObject({ status: "accepted" });
      expect(fresh.status === "accepted" && fresh.voteId).toBeGreaterThan(5);
    },
  );

  it.skipIf(!enabled)("down makes the key on (category, email) again", async () => {
    const { db } = await freshDatabase();
    await migrateToLatest(db);
    const insert = (food: string, voter: string) =>
      sql`insert into votes (category, food, email, voter, created_at)
        values ('domestic', ${food}, 'siswa@gmail.com', ${voter}, 'x')`.execute(db);
    await insert("rendang", "siswa@gmail.com");

    await migrateToLatest(db, "008-invalidation-index-partial");

    // One address, another voter (which only a hand-made row can have): the key refuses it.
    await expect(insert("rawon", "lain@gmail.com")).rejects.toThrow(/unique/i);
    const { rows } = await sql<{ food: string }>`select food from votes`.execute(db);
    expect(rows.map((row) => row.food)).toEqual(["rendang"]);
  });
});
