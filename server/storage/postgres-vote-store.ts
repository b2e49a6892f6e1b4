import type { Kysely } from "kysely";
import pg from "pg";
import type { VoteCategory } from "../../common/vote-category";
import { Batcher, type BatcherOptions, type Outcome } from "./batcher";
import { oldestKeptMinute } from "./burst-counters";
import { CountCache, dishKey } from "./count-cache";
import { postgresSpentProofs } from "./postgres-spent-proofs";
import { type AddressesSeen, castVoteBatch } from "./postgres-vote-batch";
import type { DatabaseSchema } from "./schema";
import {
  type CastVoteResult,
  spentProofPurges,
  storageOperation,
  type Vote,
  type VoteStore,
} from "./vote-store";
import { validTotal } from "./vote-totals";

/**
 * Votes that arrive together share one statement (./postgres-vote-batch.ts). A batch is
 * capped so that one slow batch never holds a crowd's votes past their timeouts; two batches
 * may be written at once, so one batch's COMMIT overlaps the next one's statements.
 */
export const postgresBatching: BatcherOptions = { maxBatch: 500, concurrency: 2 };

/**
 * A value PostgreSQL refuses (SQLSTATE class 22, data, or 23, constraints other than the
 * unique keys that "on conflict do nothing" absorbs) belongs to one vote; the others of its
 * batch are written again one by one rather than all refused.
 */
function refusedValue(error: unknown) {
  return error instanceof pg.DatabaseError && /^2[23]/.test(error.code ?? "");
}

/**
 * A deadlock or a serialization failure (SQLSTATE 40P01, 40001) is PostgreSQL's way of saying
 * "try again": the batch is sent again, at most twice, before its votes get 503.
 */
function transientFailure(error: unknown) {
  return error instanceof pg.DatabaseError && (error.code === "40P01" || error.code === "40001");
}

async function castWithRetry(db: Kysely<DatabaseSchema>, votes: Vote[], addresses: AddressesSeen) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await castVoteBatch(db, votes, addresses);
    } catch (error) {
      if (attempt >= 3 || !transientFailure(error)) throw error;
    }
  }
}

async function writeVotes(
  db: Kysely<DatabaseSchema>,
  counts: CountCache,
  addresses: AddressesSeen,
  votes: Vote[],
): Promise<Outcome<CastVoteResult>[]> {
  const write = async (batch: Vote[]) => {
    const { results, totals } = await castWithRetry(db, batch, addresses);
    for (const [key, votes] of totals) counts.committed(key, votes);
    return results;
  };
  try {
    return (await write(votes)).map((value) => ({ ok: true, value }));
  } catch (error) {
    if (votes.length === 1 || !refusedValue(error)) throw error;
    return Promise.all(
      votes.map((vote) =>
        write([vote]).then(
          ([value]): Outcome<CastVoteResult> =>
            value ? { ok: true, value } : { ok: false, error: new Error("no result") },
          (failure: unknown): Outcome<CastVoteResult> => ({ ok: false, error: failure }),
        ),
      ),
    );
  }
}

export function createPostgresVoteStore(
  db: Kysely<DatabaseSchema>,
  options: { onBatch?: (size: number) => void } = {},
): VoteStore & { drained(): Promise<void> } {
  const counts = new CountCache();
  const spentProofs = postgresSpentProofs(db);
  const addresses: AddressesSeen = { erased: false };
  const burstPurges = spentProofPurges();
  const batches = new Batcher<Vote, CastVoteResult>(
    async (votes) => {
      // Burst counters older than the longest window, at most once a minute: rows no batch
      // writes any more, so their delete waits on none.
      const now = new Date();
      if (burstPurges.due(now)) {
        await db.deleteFrom("burst_counters").where("minute", "<", oldestKeptMinute(now)).execute();
      }
      return writeVotes(db, counts, addresses, votes);
    },
    {
      ...postgresBatching,
      onBatch: options.onBatch,
    },
  );
  return {
    countVotes: (category: VoteCategory, food: string) =>
      storageOperation(() =>
        counts.read(dishKey(category, food), () => validTotal(db, category, food)),
      ),

    castVote: (vote: Vote) => storageOperation(() => batches.run(vote)),

    forgetCounts: () => counts.clear(),

    drained: async () => {
      await Promise.all([batches.drained(), spentProofs.drained()]);
    },

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

    spendProof: spentProofs.spendProof,
  };
}
