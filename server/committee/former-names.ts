import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import type { AuditSpan } from "./audit-log";

/** The names a dish had before, oldest first, without the one it has now. */
export type FormerNames = (category: string, id: string, name: string) => string[];

/**
 * The names each dish had in the live releases of an edition, read from its `dish_renamed`
 * entries (server/content/name-corrections.ts): the log is the record of every correction, so
 * nothing else has to be kept. A few entries per edition, read from its range of the log.
 */
export async function formerNamesIn(
  db: Kysely<DatabaseSchema>,
  span: AuditSpan,
): Promise<FormerNames> {
  let query = db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "=", "dish_renamed")
    .where("id", ">", span.after);
  if (span.upTo !== null) query = query.where("id", "<=", span.upTo);
  const rows = await query.orderBy("id").execute();
  const names = new Map<string, string[]>();
  for (const row of rows) {
    const correction = correctionOf(row.details);
    if (!correction) continue;
    const key = `${correction.category}/${correction.id}`;
    names.set(key, [...(names.get(key) ?? []), correction.from]);
  }
  return (category, id, name) => [
    ...new Set((names.get(`${category}/${id}`) ?? []).filter((former) => former !== name)),
  ];
}

/** The current edition's part of the log: the entries after the last archived edition's. */
export async function currentEditionSpan(db: Kysely<DatabaseSchema>): Promise<AuditSpan> {
  const row = await db
    .selectFrom("editions")
    .select((eb) => eb.fn.max("last_audit_id").as("after"))
    .executeTakeFirst();
  return { after: Number(row?.after ?? 0), upTo: null };
}

function correctionOf(details: string): { category: string; id: string; from: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(details);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { category, id, from } = parsed as Record<string, unknown>;
    return typeof category === "string" && typeof id === "string" && typeof from === "string"
      ? { category, id, from }
      : undefined;
  } catch {
    return undefined;
  }
}
