import type { Kysely } from "kysely";

/**
 * Running totals beside the votes. Updated in the same transaction as each vote, so they are
 * always exact, and a count costs one row read however many votes a dish has. The votes table
 * stays the record the committee can recount from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vote_totals")
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("votes", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("vote_totals_pk", ["category", "food"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vote_totals").execute();
}
