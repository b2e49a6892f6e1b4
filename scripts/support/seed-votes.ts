import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../../server/config";
import { openDatabase } from "../../server/storage/database";
import type { DatabaseSchema } from "../../server/storage/schema";

/**
 * Stores `count` valid votes for one dish straight in the database, with totals that match
 * the rows: how the benchmark measures a server whose tables already hold a festival's worth
 * of votes. One statement builds them all, so a million take seconds, not an hour of HTTP.
 */
export async function seedVotes(
  storage: Config["storage"],
  count: number,
  dish = { category: "international", food: "macaroni-pie" },
): Promise<void> {
  // Migrated by the server's own code; on PostgreSQL the rows then go through a connection
  // of their own, as the server's pool stops any statement after a few seconds.
  const database = await openDatabase(storage);
  const db =
    storage.kind === "postgres"
      ? new Kysely<DatabaseSchema>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: storage.url, max: 1 }),
          }),
        })
      : database.db;
  try {
    const rows =
      storage.kind === "postgres"
        ? sql`select i from generate_series(1, ${count}) as series(i)`
        : sql`select i from (with recursive series(i) as (
            select 1 union all select i + 1 from series where i < ${count}) select i from series)`;
    await db.transaction().execute(async (trx) => {
      await sql`insert into votes (category, food, email, voter, created_at, status, domain)
        select ${dish.category}, ${dish.food}, 'seed-' || i || '@example.com',
          'seed-' || i || '@example.com', '2022-06-01T00:00:00.000Z', 'valid', 'example.com'
        from (${rows}) as seeded`.execute(trx);
      await sql`insert into vote_totals (category, food, shard, votes)
        values (${dish.category}, ${dish.food}, 0, ${count})
        on conflict (category, food, shard) do update set votes = vote_totals.votes + ${count}`.execute(
        trx,
      );
    });
  } finally {
    if (db !== database.db) await db.destroy();
    await database.close();
  }
}
