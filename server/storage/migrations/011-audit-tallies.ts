import type { Kysely } from "kysely";

/**
 * `audit_tallies`: how many times an audit entry's event happened again, for events that
 * anyone can repeat at will (a sign-in refused by the throttle). The entry is written once per
 * key (account, network and window) and never changed, as the log is append-only
 * (migration 003's triggers); the tally beside it counts the repeats
 * (docs/decisions/0024-one-record-of-spent-proofs-and-sign-ins.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_tallies")
    .addColumn("key", "varchar(200)", (column) => column.primaryKey())
    // Null only inside the transaction that writes the entry.
    .addColumn("audit_id", "integer", (column) => column.references("audit_log.id"))
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("last_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("audit_tallies_by_entry")
    .on("audit_tallies")
    .column("audit_id")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_tallies").execute();
}
