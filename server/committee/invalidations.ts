import type { Kysely } from "kysely";
import type {
  InvalidationCriteria,
  InvalidationRecord,
  VoteStatus,
} from "../../common/committee-api";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { recordAudit } from "./audit-log";
import { criteriaHold } from "./vote-records";

/** What an invalidation may select on: never the status, which is always "valid" here. */
export type Criteria = Omit<InvalidationCriteria, "status">;

const onlyValid = (criteria: Criteria): InvalidationCriteria => ({ ...criteria, status: "valid" });

/** How many votes an invalidation with these criteria would change now. */
export async function previewInvalidation(
  db: Kysely<DatabaseSchema>,
  criteria: Criteria,
): Promise<number> {
  const row = await db
    .selectFrom("votes")
    .select((select) => select.fn.countAll<string | number>().as("count"))
    .where(criteriaHold(onlyValid(criteria)))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Moves the changed votes' counts from one status's total to the other's, in the caller's
 * transaction: valid votes are counted in vote_totals (shard 0 takes the difference, the
 * sum over shards stays exact), every other status in vote_status_totals.
 */
async function moveTotals(
  db: Kysely<DatabaseSchema>,
  changed: { category: string; food: string }[],
  from: VoteStatus,
  to: VoteStatus,
) {
  const perDish = new Map<string, { category: string; food: string; count: number }>();
  for (const vote of changed) {
    const key = `${vote.category}/${vote.food}`;
    const dish = perDish.get(key) ?? { category: vote.category, food: vote.food, count: 0 };
    dish.count += 1;
    perDish.set(key, dish);
  }
  for (const { category, food, count } of perDish.values()) {
    for (const [status, delta] of [
      [from, -count],
      [to, count],
    ] as const) {
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
  }
}

/**
 * Invalidates every valid vote matching the criteria: a status change, never a delete, with
 * the reason and the count kept in `invalidations` and in the audit log. The address stays
 * used in its category. Counts everywhere follow in the same transaction.
 */
export async function invalidate(
  database: Database,
  criteria: Criteria,
  reason: string,
  actor: string,
): Promise<{ count: number; invalidationId: number }> {
  return database.transaction(async (db) => {
    const at = new Date().toISOString();
    const { id } = await db
      .insertInto("invalidations")
      .values({ criteria: JSON.stringify(criteria), reason, actor, at, count: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const changed = await db
      .updateTable("votes")
      .set({ status: "invalidated", invalidation_id: id })
      .where(criteriaHold(onlyValid(criteria)))
      .returning(["category", "food"])
      .execute();
    await moveTotals(db, changed, "valid", "invalidated");
    await db
      .updateTable("invalidations")
      .set({ count: changed.length })
      .where("id", "=", id)
      .execute();
    await recordAudit(db, {
      actor,
      action: "votes_invalidated",
      details: { invalidationId: id, criteria, reason, count: changed.length },
    });
    return { count: changed.length, invalidationId: id };
  });
}

export type RestoreOutcome =
  | { status: "restored"; count: number }
  | { status: "unknown" }
  | { status: "already_restored" };

/** Undoes one invalidation: exactly the votes it changed become valid again. */
export async function restore(
  database: Database,
  invalidationId: number,
  reason: string,
  actor: string,
): Promise<RestoreOutcome> {
  return database.transaction(async (db) => {
    let query = db.selectFrom("invalidations").selectAll().where("id", "=", invalidationId);
    if (database.kind === "postgres") query = query.forUpdate();
    const invalidation = await query.executeTakeFirst();
    if (!invalidation) return { status: "unknown" };
    if (invalidation.restored_at) return { status: "already_restored" };
    const changed = await db
      .updateTable("votes")
      .set({ status: "valid", invalidation_id: null })
      .where("invalidation_id", "=", invalidationId)
      .where("status", "=", "invalidated")
      .returning(["category", "food"])
      .execute();
    await moveTotals(db, changed, "invalidated", "valid");
    await db
      .updateTable("invalidations")
      .set({ restored_at: new Date().toISOString(), restored_by: actor, restore_reason: reason })
      .where("id", "=", invalidationId)
      .execute();
    await recordAudit(db, {
      actor,
      action: "votes_restored",
      details: { invalidationId, reason, count: changed.length },
    });
    return { status: "restored", count: changed.length };
  });
}

export async function listInvalidations(db: Kysely<DatabaseSchema>): Promise<InvalidationRecord[]> {
  const rows = await db.selectFrom("invalidations").selectAll().orderBy("id", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    criteria: parseCriteria(row.criteria),
    reason: row.reason,
    actor: row.actor,
    at: row.at,
    count: row.count,
    restoredAt: row.restored_at,
    restoredBy: row.restored_by,
    restoreReason: row.restore_reason,
  }));
}

function parseCriteria(json: string): Criteria {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null
      ? Object.fromEntries(Object.entries(parsed))
      : {};
  } catch {
    return {};
  }
}
