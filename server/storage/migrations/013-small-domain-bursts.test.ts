import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../../tests/fresh-database";

type Database = ReturnType<ReturnType<typeof freshDatabaseEachTest>>;

/** The plan of burst flagging's count of one network's votes at small domains. */
async function planOfSmallDomainsCount(database: Database) {
  const since = "2022-06-12T00:00:00.000Z";
  if (database.kind === "sqlite") {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select count(*) from votes
      where network_hash = ${"net"} and created_at >= ${since} and small_domain = 1`.execute(
      database.db,
    );
    return rows.map((row) => row.detail).join("\n");
  }
  // A fresh table is tiny, so PostgreSQL would rather scan it: told not to, it shows whether
  // the index can answer the count at all.
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain
      select count(*) from votes
      where network_hash = ${"net"} and created_at >= ${since} and small_domain = 1`.execute(trx);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe.each(storageKinds)("migration 013 on $kind", (storage) => {
  const database = freshDatabaseEachTest(storage);

  it.skipIf(!storage.enabled)(
    "counts one network's votes at small domains in one range of an index that holds only them",
    async () => {
      expect(await planOfSmallDomainsCount(database())).toContain("votes_small_domain_by_network");
    },
  );
});
