import type { Kysely } from "kysely";
import { identityPrimaryKey } from "./identity-column";

/**
 * Announced results as a record (server/committee/results-record.ts): publishing freezes every
 * dish's name, class, valid count and rank with who published and when; withdrawing stamps the
 * row and keeps it. `/api/results` serves the newest row not withdrawn, so no later content
 * edit, vote or confirmation changes what was announced. An install that had published its
 * results before this table existed gets its row the first time the results are read
 * (`adoptAnnouncedResults`): freezing needs the published content's names, which only the
 * running server knows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("results_snapshots")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("published_at", "varchar(32)", (column) => column.notNull())
    .addColumn("published_by", "varchar(64)", (column) => column.notNull())
    .addColumn("withdrawn_at", "varchar(32)")
    .addColumn("withdrawn_by", "varchar(64)")
    /** JSON: the categories as `/api/results` answers them. */
    .addColumn("body", "text", (column) => column.notNull())
    /**
     * 1 on the announced row, null once withdrawn: the unique index lets one row at most be
     * announced, whatever two processes do at once (nulls are distinct on both databases).
     */
    .addColumn("announced", "integer")
    .execute();
  await db.schema
    .createIndex("results_snapshots_one_announced")
    .unique()
    .on("results_snapshots")
    .column("announced")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("results_snapshots").execute();
}
