import type { Kysely } from "kysely";

/**
 * `rate_limit_windows`: the vote rate limit's counters when several processes share a
 * PostgreSQL database without Redis (server/shared-state/database-rate-limit-store.ts). One
 * row per route and client, the client as a keyed hash of its IP; rows are purged once their
 * window has passed. SQLite runs one process and keeps the counters in memory, so the table
 * stays empty there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "varchar(200)", (column) => column.primaryKey())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addColumn("resets_at_ms", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_windows_by_reset")
    .on("rate_limit_windows")
    .column("resets_at_ms")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
}
