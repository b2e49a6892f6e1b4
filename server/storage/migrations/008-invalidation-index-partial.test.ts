import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../../tests/fresh-database";

/** The plan of the committee's "restore an invalidation" lookup, as the database prints it. */
async function planOfRestoreLookup(database: ReturnType<ReturnType<typeof freshDatabaseEachTest>>) {
  if (database.kind === "sqlite") {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id from votes where invalidation_id = ${7} and status = 'invalidated'`.execute(
      database.db,
    );
    return rows.map((row) => row.detail).join("\n");
  }
  // A fresh table is tiny, so PostgreSQL would rather scan it: told not to, it shows whether
  // the index can answer the lookup at all.
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain
      select id from votes where invalidation_id = ${7} and status = 'invalidated'`.execute(trx);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

async function indexDefinition(database: ReturnType<ReturnType<typeof freshDatabaseEachTest>>) {
  const { rows } =
    database.kind === "sqlite"
      ? await sql<{ definition: string }>`select sql as definition from sqlite_master
          where name = 'votes_by_invalidation'`.execute(database.db)
      : await sql<{ definition: string }>`select indexdef as definition from pg_indexes
          where indexname = 'votes_by_invalidation' and schemaname = current_schema()`.execute(
          database.db,
        );
  return rows[0]?.definition ?? "";
}

describe.each(storageKinds)("migration 008 on $kind", (storage) => {
  const database = freshDatabaseEachTest(storage);

  it.skipIf(!storage.enabled)(
    "keeps only invalidated votes in votes_by_invalidation, and the restore lookup still uses it",
    async () => {
      expect(await indexDefinition(database())).toMatch(/where\W+invalidation_id"? is not null/i);
      expect(await planOfRestoreLookup(database())).toContain("votes_by_invalidation");
    },
  );
});
