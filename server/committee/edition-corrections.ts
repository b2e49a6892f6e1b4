import { type Kysely, sql } from "kysely";
import type { Edition, VoteStatus } from "../../common/committee-api";
import { voteCategories } from "../../common/vote-category";
import { unscheduledOpening } from "../../common/voting-window";
import { rebuildBurstCounters } from "../storage/burst-counters";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { addToTotal } from "../storage/vote-totals";
import { recordAudit } from "./audit-log";
import { listEditions, takeCurrentEdition } from "./editions";
import { writeSetting } from "./settings";
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
      if (await somethingDependsOn(database, db, current.id)) {
        return { status: "edition_not_correctable" };
      }

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

/**
 * Whether anything depends on the current edition, read inside the caller's transaction
 * after it took the edition's row: a vote of any status, an announcement (even withdrawn), a
 * window anybody set. On PostgreSQL the windows' rows are locked too: every vote reads its
 * window, so none slips in before this transaction ends.
 */
async function somethingDependsOn(
  database: Pick<Database, "kind">,
  db: Kysely<DatabaseSchema>,
  editionId: number,
): Promise<boolean> {
  await lockedOnPostgres(database, db.selectFrom("voting_windows").select("category")).execute();
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
      .where((eb) => eb.or([eb("edition_id", "=", editionId), eb("edition_id", "is", null)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return scheduled || votes !== undefined || snapshots !== undefined;
}

export type RemoveEditionOutcome =
  | { status: "removed"; edition: Edition }
  | { status: "unknown_edition" }
  | { status: "edition_not_correctable" };

/**
 * Removes an edition opened by mistake, with a reason, and makes the one it archived current
 * again, in one transaction under the edition's row: allowed only while nothing depends on the
 * mistaken one (somethingDependsOn), and only when there is an archived edition to go back
 * to. Everything archived comes back as it was: votes (same ids) and their totals,
 * invalidations, the announcement and the erasure date; the windows are closed at the moment
 * it was archived, as they were then. Slugs kept for old addresses and pending confirmations
 * were dropped when it was archived and stay dropped; no vote or announcement is lost.
 */
export async function removeEdition(
  database: Database,
  removal: { id: number; reason: string; actor: string },
): Promise<RemoveEditionOutcome> {
  const outcome = await database.transaction(
    async (db): Promise<Exclude<RemoveEditionOutcome, { status: "removed" }> | number> => {
      const current = await takeCurrentEdition(database, db);
      const exists = await db
        .selectFrom("editions")
        .select("id")
        .where("id", "=", removal.id)
        .executeTakeFirst();
      if (!exists) return { status: "unknown_edition" };
      if (!current || current.id !== removal.id) return { status: "edition_not_correctable" };
      const previous = await lockedOnPostgres(
        database,
        db
          .selectFrom("editions")
          .selectAll()
          .where("id", "<>", current.id)
          .orderBy("year", "desc")
          .limit(1),
      ).executeTakeFirst();
      if (!previous || (await somethingDependsOn(database, db, current.id))) {
        return { status: "edition_not_correctable" };
      }
      const votes = await restoreVotes(database, db, previous.id);
      await db
        .updateTable("invalidations")
        .set({ edition_id: null })
        .where("edition_id", "=", previous.id)
        .execute();
      const announced = await db
        .selectFrom("results_snapshots")
        .select(["id", "published_at"])
        .where("edition_id", "=", previous.id)
        .where("withdrawn_at", "is", null)
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (announced) {
        await db
          .updateTable("results_snapshots")
          .set({ announced: 1 })
          .where("id", "=", announced.id)
          .execute();
      }
      const closedAt = previous.archived_at ?? new Date().toISOString();
      for (const category of voteCategories) {
        await db
          .updateTable("voting_windows")
          .set({ opens_at: null, closes_at: closedAt })
          .where("category", "=", category)
          .execute();
      }
      await writeSetting(db, "resultsPublishedAt", announced?.published_at ?? null);
      await writeSetting(db, "addressesErasedAt", previous.addresses_erased_at);
      // The unique index on `current` allows one: the mistaken edition goes first.
      await db.deleteFrom("editions").where("id", "=", current.id).execute();
      await db
        .updateTable("editions")
        .set({
          current: 1,
          archived_at: null,
          archived_by: null,
          last_audit_id: null,
          addresses_erased_at: null,
        })
        .where("id", "=", previous.id)
        .execute();
      await recordAudit(db, {
        actor: removal.actor,
        action: "edition_removed",
        details: {
          edition: current.id,
          year: current.year,
          name: current.name,
          restored: { edition: previous.id, year: previous.year, votes },
          reason: removal.reason,
        },
      });
      return previous.id;
    },
  );
  if (typeof outcome !== "number") return outcome;
  const edition = (await listEditions(database.db)).find((entry) => entry.id === outcome);
  if (!edition) throw new Error("the restored edition is missing");
  return { status: "removed", edition };
}

/**
 * Moves an archived edition's votes back to the tables votes are written to, with their ids
 * (PostgreSQL numbers votes itself: the insert overrides it), and rebuilds their totals from
 * them. Their count.
 */
async function restoreVotes(
  database: Pick<Database, "kind">,
  db: Kysely<DatabaseSchema>,
  editionId: number,
): Promise<number> {
  const overriding = database.kind === "postgres" ? sql`overriding system value` : sql``;
  const inserted = await sql`
    insert into votes (id, category, food, email, created_at, status, invalidation_id, voter,
      ip_hash, network_hash, domain, flag_reason, small_domain)
    ${overriding}
    select id, category, food, email, created_at, status, invalidation_id, voter, ip_hash,
      network_hash, domain, flag_reason, small_domain
    from archived_votes where edition_id = ${editionId}
  `.execute(db);
  await db.deleteFrom("archived_votes").where("edition_id", "=", editionId).execute();
  // Burst flagging counts the votes table: the restored votes of the last day count again.
  await rebuildBurstCounters(db, database.kind);
  const counts = await db
    .selectFrom("votes")
    .select(["category", "food", "status", (eb) => eb.fn.countAll<string | number>().as("votes")])
    .groupBy(["category", "food", "status"])
    .execute();
  for (const row of counts) {
    await addToTotal(db, row, row.status as VoteStatus, Number(row.votes));
  }
  return Number(inserted.numAffectedRows ?? 0n);
}
