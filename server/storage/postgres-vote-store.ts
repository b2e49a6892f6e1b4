import type { Kysely } from "kysely";
import type { VoteCategory } from "../../common/vote-category";
import type { DatabaseSchema } from "./schema";
import { type CastVoteResult, storageOperation, type Vote, type VoteStore } from "./vote-store";

/**
 * PostgreSQL commits each vote in its own transaction (its default durability). The unique
 * constraint decides between concurrent votes of one address, across any number of servers.
 */
export function createPostgresVoteStore(db: Kysely<DatabaseSchema>): VoteStore {
  return {
    countVotes: (category: VoteCategory, food: string) =>
      storageOperation(async () => {
        const row = await db
          .selectFrom("vote_totals")
          .select("votes")
          .where("category", "=", category)
          .where("food", "=", food)
          .executeTakeFirst();
        return Number(row?.votes ?? 0);
      }),

    castVote: (vote: Vote) =>
      storageOperation(() =>
        db.transaction().execute(async (trx): Promise<CastVoteResult> => {
          const inserted = await trx
            .insertInto("votes")
            .values({ ...vote, created_at: new Date().toISOString() })
            .onConflict((conflict) => conflict.columns(["category", "email"]).doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!inserted) return { status: "email_used" };
          const total = await trx
            .insertInto("vote_totals")
            .values({ category: vote.category, food: vote.food, votes: 1 })
            .onConflict((conflict) =>
              conflict
                .columns(["category", "food"])
                .doUpdateSet((update) => ({ votes: update("vote_totals.votes", "+", 1) })),
            )
            .returning("votes")
            .executeTakeFirstOrThrow();
          return { status: "accepted", votes: Number(total.votes) };
        }),
      ),

    readCounter: (name: string) =>
      storageOperation(async () => {
        const row = await db
          .selectFrom("counters")
          .select("value")
          .where("name", "=", name)
          .executeTakeFirst();
        return Number(row?.value ?? 0);
      }),

    incrementCounter: (name: string) =>
      storageOperation(async () => {
        const row = await db
          .insertInto("counters")
          .values({ name, value: 1 })
          .onConflict((conflict) =>
            conflict.column("name").doUpdateSet((update) => ({
              value: update("counters.value", "+", 1),
            })),
          )
          .returning("value")
          .executeTakeFirstOrThrow();
        return Number(row.value);
      }),
  };
}
