import type { Kysely } from "kysely";
import { identityPrimaryKey } from "./identity-column";

/**
 * Editions of the festival (docs/decisions/0038): one row per festival, the current one
 * marked `current = 1` (a unique index keeps it one, whatever two processes do). Opening the
 * next edition moves the current edition's votes into `archived_votes`, stamps its
 * invalidations and announced results with its id, and keeps the id of its last audit entry
 * (the log is append-only: an edition's entries are the ids after the previous edition's); the tables a vote writes
 * stay the current edition's alone, so a vote costs what it cost before and one address
 * votes once per category in each edition.
 *
 * Nothing is copied here, so the upgrade takes the same time with a million votes as with
 * none: rows without an `edition_id` are the current edition's. The first edition's row is
 * written by the running server from its published content (server/committee/editions.ts),
 * which a migration cannot read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("editions")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("year", "integer", (column) => column.notNull().unique())
    .addColumn("name", "varchar(64)", (column) => column.notNull())
    .addColumn("opened_at", "varchar(32)", (column) => column.notNull())
    .addColumn("opened_by", "varchar(64)", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("archived_at", "varchar(32)")
    .addColumn("archived_by", "varchar(64)")
    .addColumn("current", "integer")
    /** Set when archived: the newest audit entry of this edition. */
    .addColumn("last_audit_id", "integer")
    /** When this edition's addresses were replaced by keyed hashes (the setting, once archived). */
    .addColumn("addresses_erased_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("editions_one_current")
    .unique()
    .on("editions")
    .column("current")
    .execute();

  await db.schema
    .createTable("archived_votes")
    .addColumn("edition_id", "integer", (column) => column.notNull())
    .addColumn("id", "integer", (column) => column.notNull())
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("invalidation_id", "integer")
    .addColumn("voter", "varchar(320)")
    .addColumn("ip_hash", "varchar(64)")
    .addColumn("network_hash", "varchar(64)")
    .addColumn("domain", "varchar(255)")
    .addColumn("flag_reason", "varchar(32)")
    .addColumn("small_domain", "integer")
    .addPrimaryKeyConstraint("archived_votes_pk", ["edition_id", "id"])
    .execute();

  // Null: the current edition's. Adding a nullable column rewrites no row on either database.
  for (const table of ["invalidations", "results_snapshots"]) {
    await db.schema.alterTable(table).addColumn("edition_id", "integer").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["invalidations", "results_snapshots"]) {
    await db.schema.alterTable(table).dropColumn("edition_id").execute();
  }
  await db.schema.dropTable("archived_votes").execute();
  await db.schema.dropTable("editions").execute();
}
