import type { Kysely } from "kysely";
import type { VoteStatus } from "../../common/committee-api";
import type { DatabaseSchema } from "./schema";

// A dish's running totals, for the code that moves votes between statuses outside the vote
// stores' batches (confirmations, invalidations) and the PostgreSQL store's count reads.

/**
 * Adds `delta` votes to a dish's total in one status, in the caller's transaction: valid votes
 * are counted in vote_totals (shard 0 takes the difference, the sum over shards stays exact),
 * every other status in vote_status_totals.
 */
export async function addToTotal(
  db: Kysely<DatabaseSchema>,
  dish: { category: string; food: string },
  status: VoteStatus,
  delta: number,
) {
  const { category, food } = dish;
  if (status === "valid") {
    await db
      .insertInto("vote_totals")
      .values({ category, food, shard: 0, votes: delta })
      .onConflict((conflict) =>
        conflict.columns(["category", "food", "shard"]).doUpdateSet((update) => ({
          votes: update("vote_totals.votes", "+", update.ref("excluded.votes")),
        })),
      )
      .execute();
  } else {
    await db
      .insertInto("vote_status_totals")
      .values({ category, food, status, votes: delta })
      .onConflict((conflict) =>
        conflict.columns(["category", "food", "status"]).doUpdateSet((update) => ({
          votes: update("vote_status_totals.votes", "+", update.ref("excluded.votes")),
        })),
      )
      .execute();
  }
}

/** A dish's valid votes: the sum over its shards in vote_totals. */
export async function validTotal(db: Kysely<DatabaseSchema>, category: string, food: string) {
  const row = await db
    .selectFrom("vote_totals")
    .select((select) => select.fn.sum<number | string | null>("votes").as("votes"))
    .where("category", "=", category)
    .where("food", "=", food)
    .executeTakeFirst();
  return Number(row?.votes ?? 0);
}
