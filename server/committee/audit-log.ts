import type { Kysely } from "kysely";
import type { AuditAction, AuditEntry, AuditPage } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The committee's record of who did what. Rows are only ever inserted: no code here or
 * elsewhere updates or deletes one, and the database's triggers refuse it (migration 003).
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

export type AuditFilter = { action?: AuditAction; actor?: string };

type AuditRow = { id: number; at: string; actor: string; action: string; details: string };

function toEntry(row: AuditRow): AuditEntry {
  // The action was one of ours when written; an unknown one (from a newer version) is kept.
  return { ...row, action: row.action as AuditEntry["action"], details: parseDetails(row.details) };
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

function filtered(db: Kysely<DatabaseSchema>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.actor) query = query.where("actor", "=", filter.actor);
  return query;
}

/** Newest first; `before` is the id where the previous page stopped. */
export async function auditPage(
  db: Kysely<DatabaseSchema>,
  filter: AuditFilter & { before?: number; limit: number },
): Promise<AuditPage> {
  let query = filtered(db, filter).select(["id", "at", "actor", "action", "details"]);
  if (filter.before !== undefined) query = query.where("id", "<", filter.before);
  const rows = await query
    .orderBy("id", "desc")
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
  batchSize = 1_000,
): AsyncGenerator<AuditEntry[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("audit_log")
      .select(["id", "at", "actor", "action", "details"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length > 0) yield rows.map(toEntry);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.id;
  }
}
