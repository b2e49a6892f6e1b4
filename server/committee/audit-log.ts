import type { Kysely } from "kysely";
import type { AuditAction, AuditEntry, AuditPage } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The committee's record of who did what. Rows are only ever inserted: no code here or
 * elsewhere updates or deletes one, and the database's triggers refuse it (migration 003).
 * An event anyone can repeat at will is one row per key, with its repeats counted beside it
 * (recordRepeatedAudit).
 */
export type AuditRecord = { actor: string; action: AuditAction; details?: Record<string, unknown> };

export async function recordAudit(db: Kysely<DatabaseSchema>, record: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      actor: record.actor,
      action: record.action,
      details: JSON.stringify(record.details ?? {}),
    })
    .execute();
}

/**
 * Records an event once per `key`; each repeat adds one to the tally beside the entry
 * (migration 011), which the log shows as `times`. One refused sign-in after another would
 * otherwise bury the committee's own entries. Runs inside the caller's transaction: the first
 * event's upsert holds the tally's row until its entry is written.
 */
export async function recordRepeatedAudit(
  db: Kysely<DatabaseSchema>,
  key: string,
  record: AuditRecord,
): Promise<void> {
  const at = new Date().toISOString();
  const { count } = await db
    .insertInto("audit_tallies")
    .values({ key, audit_id: null, count: 1, last_at: at })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((update) => ({
        count: update("audit_tallies.count", "+", 1),
        last_at: at,
      })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  if (Number(count) > 1) return;
  const { id } = await db
    .insertInto("audit_log")
    .values({
      at,
      actor: record.actor,
      action: record.action,
      details: JSON.stringify(record.details ?? {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("audit_tallies").set({ audit_id: id }).where("key", "=", key).execute();
}

/**
 * The entries of one edition: the ids after `after` up to `upTo` (server/committee/editions.ts
 * `auditSpan`); the log itself is append-only, so an edition is a range of it.
 */
export type AuditSpan = { after: number; upTo: number | null };

export type AuditFilter = { action?: AuditAction; actor?: string; span?: AuditSpan };

type AuditRow = {
  id: number;
  at: string;
  actor: string;
  action: string;
  details: string;
  times: number | null;
};

function toEntry({ times, ...row }: AuditRow): AuditEntry {
  const details = parseDetails(row.details);
  // The action was one of ours when written; an unknown one (from a newer version) is kept.
  return {
    ...row,
    action: row.action as AuditEntry["action"],
    details: times === null ? details : { ...details, times: Number(times) },
  };
}

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed))
      : {};
  } catch {
    return {};
  }
}

function withTallies(db: Kysely<DatabaseSchema>, span: AuditSpan = { after: 0, upTo: null }) {
  let query = db.selectFrom("audit_log").where("audit_log.id", ">", span.after);
  if (span.upTo !== null) query = query.where("audit_log.id", "<=", span.upTo);
  return query
    .leftJoin("audit_tallies", "audit_tallies.audit_id", "audit_log.id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor",
      "audit_log.action",
      "audit_log.details",
      "audit_tallies.count as times",
    ]);
}

function filtered(db: Kysely<DatabaseSchema>, filter: AuditFilter) {
  let query = withTallies(db, filter.span);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.actor) query = query.where("audit_log.actor", "=", filter.actor);
  return query;
}

/** Newest first; `before` is the id where the previous page stopped. */
export async function auditPage(
  db: Kysely<DatabaseSchema>,
  filter: AuditFilter & { before?: number; limit: number },
): Promise<AuditPage> {
  let query = filtered(db, filter);
  if (filter.before !== undefined) query = query.where("audit_log.id", "<", filter.before);
  const rows = await query
    .orderBy("audit_log.id", "desc")
    .limit(filter.limit + 1)
    .execute();
  const entries = rows.slice(0, filter.limit).map(toEntry);
  return {
    entries,
    nextBefore: rows.length > filter.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}

/** Every entry, oldest first, a batch at a time: for the export. */
export async function* auditBatches(
  db: Kysely<DatabaseSchema>,
  span: AuditSpan = { after: 0, upTo: null },
  batchSize = 1_000,
): AsyncGenerator<AuditEntry[]> {
  let after = span.after;
  for (;;) {
    const rows = await withTallies(db, { after, upTo: span.upTo })
      .where("audit_log.id", ">", after)
      .orderBy("audit_log.id")
      .limit(batchSize)
      .execute();
    if (rows.length > 0) yield rows.map(toEntry);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.id;
  }
}
