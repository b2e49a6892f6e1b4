import type { Kysely } from "kysely";

/**
 * `votes_by_invalidation` holds only the votes the committee has invalidated. Every other vote
 * has no invalidation, yet each one still added an entry to the full index: about a sixth of
 * SQLite's work per stored vote, measured (docs/decisions/0016). The one query that uses it
 * asks for `invalidation_id = ?`, which a partial index on `is not null` answers on both
 * databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("votes_by_invalidation").execute();
  await db.schema
    .createIndex("votes_by_invalidation")
    .on("votes")
    .column("invalidation_id")
    .where("invalidation_id", "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("votes_by_invalidation").execute();
  await db.schema
    .createIndex("votes_by_invalidation")
    .on("votes")
    .column("invalidation_id")
    .execute();
}
