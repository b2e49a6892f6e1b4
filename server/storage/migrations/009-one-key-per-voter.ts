import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Drops `votes_one_per_email_per_category`, `unique (category, email)`. Since migration 004
 * every vote carries its voter, the canonical address, and `votes_one_per_voter` keeps one
 * vote per voter per category; two votes with one address have one voter, so the older key
 * refused nothing the newer one lets through. It still cost every stored vote an entry in a
 * second index whose keys arrive in random order: about a seventh of a vote's work on SQLite,
 * measured (docs/decisions/0016).
 *
 * The only rows without a voter are the ones migration 004 flagged as a second address of a
 * voter who had already voted in that category; that vote holds the voter, so the flagged
 * address stays refused (009-one-key-per-voter.test.ts).
 *
 * PostgreSQL drops the constraint. SQLite cannot drop a table's constraint, so the table is
 * rebuilt in one transaction, as SQLite's documentation prescribes: a new table without it,
 * every row copied with its id, the old table dropped, the new one renamed, and the indexes
 * the old table had made again from their own SQL. No other table refers to `votes` and no
 * trigger is defined on it. The id sequence carries over, so ids of deleted votes are never
 * given again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table votes drop constraint votes_one_per_email_per_category`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = 'votes' and sql is not null`.execute(trx);
    const { rows: sequence } = await sql<{ seq: number }>`select seq from sqlite_sequence
      where name = 'votes'`.execute(trx);
    await sql`create table votes_rebuilt (
      id integer primary key autoincrement,
      category varchar(32) not null,
      food varchar(64) not null,
      email varchar(320) not null,
      created_at varchar(32) not null,
      status varchar(16) default 'valid' not null,
      invalidation_id integer,
      voter varchar(320),
      ip_hash varchar(64),
      network_hash varchar(64),
      domain varchar(255),
      flag_reason varchar(32)
    )`.execute(trx);
    await sql`insert into votes_rebuilt (id, category, food, email, created_at, status,
        invalidation_id, voter, ip_hash, network_hash, domain, flag_reason)
      select id, category, food, email, created_at, status,
        invalidation_id, voter, ip_hash, network_hash, domain, flag_reason
      from votes order by id`.execute(trx);
    await sql`drop table votes`.execute(trx);
    await sql`alter table votes_rebuilt rename to votes`.execute(trx);
    for (const index of indexes) await sql.raw(index.sql).execute(trx);
    const lastId = sequence[0]?.seq;
    if (lastId !== undefined) {
      await sql`update sqlite_sequence set seq = max(seq, ${lastId})
        where name = 'votes'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq)
        select 'votes', ${lastId} where not exists
          (select 1 from sqlite_sequence where name = 'votes')`.execute(trx);
    }
  });
}

/** Makes the key again; on SQLite as a unique index, which refuses the same rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table votes add constraint votes_one_per_email_per_category
      unique (category, email)`.execute(db);
    return;
  }
  await sql`create unique index votes_one_per_email_per_category
    on votes (category, email)`.execute(db);
}
