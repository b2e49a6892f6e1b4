import type { Kysely } from "kysely";

/**
 * Confirmation of votes by e-mail (server/voting/confirmations.ts): one row per pending vote
 * awaiting its code or link, and one per decoy, the row made when an address that has already
 * voted in the category tries again (`vote_id` null: it never confirms). The code and the
 * link's token are kept only as keyed hashes; the row goes once the vote is confirmed or
 * after 48 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vote_confirmations")
    .addColumn("id", "varchar(32)", (column) => column.primaryKey())
    .addColumn("vote_id", "integer")
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("address", "varchar(320)", (column) => column.notNull())
    .addColumn("code_hash", "varchar(128)", (column) => column.notNull())
    .addColumn("link_hash", "varchar(128)", (column) => column.notNull().unique())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("tries", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("resends", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("sent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("vote_confirmations_by_vote")
    .on("vote_confirmations")
    .column("vote_id")
    .execute();
  await db.schema
    .createIndex("vote_confirmations_by_time")
    .on("vote_confirmations")
    .column("created_at")
    .execute();
}
