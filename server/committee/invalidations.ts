import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type {
  InvalidationCriteria,
  InvalidationRecord,
  VoteStatus,
} from "../../common/committee-api";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { addToTotal } from "../storage/vote-totals";
import { recordAudit } from "./audit-log";
import { criteriaHold } from "./vote-records";

/** What an invalidation may select on: never the status, which is always "valid" here. */
export type Criteria = Omit<InvalidationCriteria, "status">;

const batchSize = 20_000;

/** What an invalidation changes: valid votes, or a flagged cluster's flagged votes. */
const statusBefore = (criteria: Criteria): VoteStatus => (criteria.cluster ? "flagged" : "valid");

const onlyValid = (criteria: Criteria): InvalidationCriteria => ({
  ...criteria,
  status: statusBefore(criteria),
});

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
 * transaction (see addToTotal).
 */
export async function moveTotals(
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
  for (const dish of perDish.values()) {
    await addToTotal(db, dish, from, -dish.count);
    await addToTotal(db, dish, to, dish.count);
  }
}

/**
 * Sets the status of every vote matching `where`, in batches along the ids, so that no single
 * statement outlasts PostgreSQL's statement timeout however many votes match; the caller's
 * transaction still makes it all or nothing. Returns the changed votes' dishes.
 */
export async function changeInBatches(
  db: Kysely<DatabaseSchema>,
  where: (eb: ExpressionBuilder<DatabaseSchema, "votes">) => Expression<SqlBool>,
  change: { status: VoteStatus; invalidation_id: number | null; flag_reason?: string },
) {
  const changed: { category: string; food: string }[] = [];
  let after = 0;
  for (;;) {
    const last = await db
      .selectFrom("votes")
      .select("id")
      .where(where)
      .where("id", ">", after)
      .orderBy("id")
      .offset(batchSize - 1)
      .limit(1)
      .executeTakeFirst();
    let batch = db.updateTable("votes").set(change).where(where).where("id", ">", after);
    if (last) batch = batch.where("id", "<=", last.id);
    changed.push(...(await batch.returning(["category", "food"]).execute()));
    if (!last) return changed;
    after = last.id;
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
    const changed = await changeInBatches(db, criteriaHold(onlyValid(criteria)), {
      status: "invalidated",
      invalidation_id: id,
    });
    await moveTotals(db, changed, statusBefore(criteria), "invalidated");
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

/**
 * Undoes one invalidation: exactly the votes it changed get back the status they had, valid
 * or (for a flagged cluster) flagged; a duplicate address flagged, always.
 */
export async function restore(
  database: Database,
  invalidationId: number,
  reason: string,
  actor: string,
): Promise<RestoreOutcome> {
  return database.transaction(async (db) => {
    const invalidation = await lockedOnPostgres(
      database,
      db
        .selectFrom("invalidations")
        .selectAll()
        .where("id", "=", invalidationId)
        // An archived edition's invalidations stand: its votes are no longer here to restore.
        .where("edition_id", "is", null),
    ).executeTakeFirst();
    if (!invalidation) return { status: "unknown" };
    if (invalidation.restored_at) return { status: "already_restored" };
    const back = statusBefore(parseCriteria(invalidation.criteria));
    const undone = (eb: ExpressionBuilder<DatabaseSchema, "votes">) =>
      eb.and([eb("invalidation_id", "=", invalidationId), eb("status", "=", "invalidated")]);
    // A vote with no voter is a duplicate address (migrations 004 and 010): it never counts,
    // so it goes back to flagged as one, whatever the invalidation took it from.
    const duplicates = await changeInBatches(
      db,
      (eb) => eb.and([undone(eb), eb("voter", "is", null)]),
      { status: "flagged", invalidation_id: null, flag_reason: "duplicate_address" },
    );
    await moveTotals(db, duplicates, "invalidated", "flagged");
    const others = await changeInBatches(db, undone, { status: back, invalidation_id: null });
    await moveTotals(db, others, "invalidated", back);
    const count = duplicates.length + others.length;
    await db
      .updateTable("invalidations")
      .set({ restored_at: new Date().toISOString(), restored_by: actor, restore_reason: reason })
      .where("id", "=", invalidationId)
      .execute();
    await recordAudit(db, {
      actor,
      action: "votes_restored",
      details: { invalidationId, reason, count },
    });
    return { status: "restored", count };
  });
}

/** The current edition's invalidations, or an archived edition's (read-only there). */
export async function listInvalidations(
  db: Kysely<DatabaseSchema>,
  archivedEdition?: number,
): Promise<InvalidationRecord[]> {
  const rows = await db
    .selectFrom("invalidations")
    .selectAll()
    .where((eb) =>
      archivedEdition === undefined
        ? eb("edition_id", "is", null)
        : eb("edition_id", "=", archivedEdition),
    )
    .orderBy("id", "desc")
    .execute();
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
