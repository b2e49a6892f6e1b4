import type { Kysely } from "kysely";

/**
 * Running totals beside the votes. Updated in the same transaction as each vote, so they are
 * always exact, and a count costs a few row reads however many votes a dish has. The votes
 * table stays the record the committee can recount from.
 *
 * A dish's total is split over shards, summed when read. On PostgreSQL every vote for one
 * dish would otherwise queue for the same row lock until the previous vote's commit reached
 * the disk, which measured about 700 votes a second; votes now spread over 16 rows.
 * SQLite has one writer anyway and uses shard 0 only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vote_totals")
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("shard", "integer", (column) => column.notNull())
    .addColumn("votes", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("vote_totals_pk", ["category", "food", "shard"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vote_totals").execute();
}
