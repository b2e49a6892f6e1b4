import type { Kysely } from "kysely";
import type { SiteContent } from "../../common/content-schema";
import { recordAudit } from "../committee/audit-log";
import type { DatabaseSchema } from "../storage/schema";
import { renamedDishes } from "./dish-safety";

/**
 * A dish's name may be corrected while its votes stay (docs/decisions/0037); each correction
 * that goes live is recorded, so the committee's results can say which names a dish had
 * (server/committee/results.ts) and what was announced under which name is never a mystery.
 */

/**
 * One `dish_renamed` entry per dish (same id) whose name differs from the release before; in
 * the transaction that makes the release live (go-live.ts `goLive`), so a name never goes
 * live without its record.
 */
export async function recordNameCorrections(
  db: Kysely<DatabaseSchema>,
  change: { actor: string; before: SiteContent | undefined; after: SiteContent; release: string },
): Promise<void> {
  if (!change.before) return;
  for (const { category, id, from, to } of renamedDishes(
    change.before.dishes,
    change.after.dishes,
  )) {
    await recordAudit(db, {
      actor: change.actor,
      action: "dish_renamed",
      details: { category, id, from, to, release: change.release },
    });
  }
}
