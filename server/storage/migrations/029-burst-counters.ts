import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Burst flagging by counters (docs/decisions/0015, 2026-11-29): per network and per domain,
 * the votes stored in each minute, written with the vote in its own transaction and read as
 * at most `windowMinutes` rows, where the previous versions counted the votes table before
 * every vote.
 *
 * - `key`: `n:` and the network's keyed hash, or `d:` and the canonical domain.
 * - `minute`: minutes since 1970-01-01 UTC of the votes' `created_at`.
 * - `votes`: votes stored in that minute, whatever their status or category (as counted before).
 * - `small_votes`: on a network's row, those of them at a small domain (`small_domain = 1`).
 *
 * The upgrade builds the counters from the votes of the last day (the longest window the
 * committee can set), so that the first votes after it meet the bursts already under way.
 * Written out here, not imported, so that the migration stays what it was when it shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("burst_counters")
    .addColumn("key", "varchar(320)", (col) => col.notNull())
    .addColumn("minute", "integer", (col) => col.notNull())
    .addColumn("votes", "integer", (col) => col.notNull())
    .addColumn("small_votes", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("burst_counters_pkey", ["key", "minute"])
    .execute();

  const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
  const minute =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`cast(strftime('%s', created_at) as integer) / 60`
      : sql`floor(extract(epoch from created_at::timestamptz) / 60)::int`;
  await sql`
    insert into burst_counters (key, minute, votes, small_votes)
    select key, minute, count(*), sum(small) from (
      select 'n:' || network_hash as key, ${minute} as minute,
        case when small_domain = 1 then 1 else 0 end as small
      from votes where network_hash is not null and created_at >= ${since}
      union all
      select 'd:' || domain as key, ${minute} as minute, 0 as small
      from votes where domain is not null and created_at >= ${since}
    ) as counted
    group by key, minute
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("burst_counters").execute();
}
