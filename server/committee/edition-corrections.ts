import { sql } from "kysely";
import type { Edition } from "../../common/committee-api";
import { voteCategories } from "../../common/vote-category";
import { unscheduledOpening } from "../../common/voting-window";
import { type Database, lockedOnPostgres } from "../storage/database";
import { recordAudit } from "./audit-log";
import { listEditions, takeCurrentEdition } from "./editions";
import { readWindows } from "./voting-windows";

export type CorrectEditionOutcome =
  | { status: "corrected"; edition: Edition }
  | { status: "unknown_edition" }
  | { status: "edition_not_correctable" }
  | { status: "invalid_edition" };

/**
 * Corrects a typo in the current edition's year or name (docs/decisions/0038): "2100" for
 * "2023" must not leave the festival unable to open the next year. Allowed only while nothing
 * depends on the edition: no vote of any status, no announcement (even a withdrawn one), no
 * window anybody set. All of it is checked inside the transaction that makes the change,
 * after taking the edition's row, as a vote's window, an announcement and an opening take it;
 * so no vote or announcement can land on an edition that is being renamed.
 */
export async function correctEdition(
  database: Database,
  change: { id: number; year?: number; name?: string; reason: string; actor: string },
): Promise<CorrectEditionOutcome> {
  const outcome = await database.transaction(
    async (db): Promise<Exclude<CorrectEditionOutcome, { status: "corrected" }> | "corrected"> => {
      const current = await takeCurrentEdition(database, db);
      if (!current || current.id !== change.id) {
        const exists = await db
          .selectFrom("editions")
          .select("id")
          .where("id", "=", change.id)
          .executeTakeFirst();
        // An archived edition is a record; only the current one can still be a mistake.
        return { status: exists ? "edition_not_correctable" : "unknown_edition" };
      }
      // Every vote reads its window; these locks keep votes out until this commits.
      await lockedOnPostgres(
        database,
        db.selectFrom("voting_windows").select("category"),
      ).execute();
      const windows = await readWindows(db);
      const scheduled = voteCategories.some(
        (category) =>
          windows[category].opensAt !== unscheduledOpening || windows[category].closesAt !== null,
      );
      const [votes, snapshots] = await Promise.all([
        db.selectFrom("votes").select(sql<number>`1`.as("one")).limit(1).executeTakeFirst(),
        db
          .selectFrom("results_snapshots")
          .select("id")
          .where((eb) => eb.or([eb("edition_id", "=", current.id), eb("edition_id", "is", null)]))
          .limit(1)
          .executeTakeFirst(),
      ]);
      if (scheduled || votes || snapshots) return { status: "edition_not_correctable" };

      const year = change.year ?? current.year;
      const name = change.name ?? current.name;
      // Still after every other edition, and never a year another edition has.
      const latestOther = await db
        .selectFrom("editions")
        .select((eb) => eb.fn.max("year").as("year"))
        .where("id", "<>", current.id)
        .executeTakeFirst();
      if (latestOther?.year != null && year <= Number(latestOther.year)) {
        return { status: "invalid_edition" };
      }
      await db.updateTable("editions").set({ year, name }).where("id", "=", current.id).execute();
      await recordAudit(db, {
        actor: change.actor,
        action: "edition_corrected",
        details: {
          edition: current.id,
          before: { year: current.year, name: current.name },
          after: { year, name },
          reason: change.reason,
        },
      });
      return "corrected";
    },
  );
  if (outcome !== "corrected") return outcome;
  const edition = (await listEditions(database.db)).find((entry) => entry.id === change.id);
  if (!edition) throw new Error("the corrected edition is missing");
  return { status: "corrected", edition };
}
