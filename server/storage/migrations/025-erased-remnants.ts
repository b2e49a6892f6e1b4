import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Erased means gone from the file (docs/decisions/0041). From this version every SQLite
 * connection runs with `secure_delete` on, so a row deleted or overwritten from now on is
 * zeroed where it lay. What earlier versions deleted (the votes an edition's opening moved
 * into `archived_votes`, expired confirmations) still sits in free pages and free space inside
 * pages: one VACUUM rewrites the file without it, and the checkpoint empties the WAL that the
 * VACUUM filled. It runs once, while the server starts, before it takes a vote.
 *
 * SQLite only: VACUUM cannot run inside the transaction PostgreSQL's migrations run in, and
 * there each erasure rewrites the tables it touched (server/committee/erasure.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`PRAGMA secure_delete = ON`.execute(db);
  await sql`VACUUM`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

export async function down(): Promise<void> {}
