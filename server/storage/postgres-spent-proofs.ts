import { type Kysely, sql } from "kysely";
import { Batcher, type Outcome } from "./batcher";
import type { DatabaseSchema } from "./schema";
import { spentProofPurges, storageOperation } from "./vote-store";

type Spend = { key: string; expiresAt: Date };

/**
 * Spent proofs of work on PostgreSQL (VoteStore.spendProof). Proofs arriving together share
 * one statement outside any transaction, as votes do (./batcher.ts): a vote costs a share of
 * one round trip rather than one of its own. The key is the table's primary key, so two
 * processes spending one key at once get one row between them.
 */
export function postgresSpentProofs(db: Kysely<DatabaseSchema>) {
  const purges = spentProofPurges();
  const batches = new Batcher<Spend, boolean>((spends) => spendAll(db, spends, purges), {
    maxBatch: 500,
    concurrency: 2,
  });
  return {
    spendProof: (key: string, expiresAt: Date) =>
      storageOperation(() => batches.run({ key, expiresAt })),
    drained: () => batches.drained(),
  };
}

async function spendAll(
  db: Kysely<DatabaseSchema>,
  spends: Spend[],
  purges: ReturnType<typeof spentProofPurges>,
): Promise<Outcome<boolean>[]> {
  const now = new Date();
  if (purges.due(now)) {
    await db.deleteFrom("spent_proofs").where("expires_at", "<", now.toISOString()).execute();
  }
  const keys = spends.map((spend) => spend.key);
  const expiries = spends.map((spend) => spend.expiresAt.toISOString());
  const { rows } = await sql<{ key: string }>`
    insert into spent_proofs (key, expires_at)
    select * from unnest(${keys}::varchar[], ${expiries}::varchar[])
    on conflict do nothing
    returning key`.execute(db);
  // A key sent twice in one batch is inserted once: only its first sender spent it.
  const inserted = new Set(rows.map((row) => row.key));
  return spends.map((spend) => ({ ok: true, value: inserted.delete(spend.key) }));
}
