import type { Kysely } from "kysely";
import type { VoteCategory } from "../../common/vote-category";
import {
  unscheduledOpening,
  type VotingWindow,
  type VotingWindows,
  votingStateAt,
} from "../../common/voting-window";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { recordAudit } from "./audit-log";
import { takeCurrentEdition } from "./editions";
import { readSettings, settingNames } from "./settings";

const open: VotingWindow = { opensAt: null, closesAt: null };

export async function readWindows(db: Kysely<DatabaseSchema>): Promise<VotingWindows> {
  const rows = await db.selectFrom("voting_windows").selectAll().execute();
  const windowOf = (category: VoteCategory): VotingWindow => {
    const row = rows.find((candidate) => candidate.category === category);
    return row ? { opensAt: row.opens_at, closesAt: row.closes_at } : open;
  };
  return { domestic: windowOf("domestic"), international: windowOf("international") };
}

/** Why a window change was refused; each is answered 409 with its code. */
export type WindowRefusal = "results_published" | "addresses_erased" | "edition_changed";

/**
 * Sets a category's window, in one transaction that first takes the current edition's row
 * (as announcing and opening the next edition do), then the window's. On PostgreSQL both are
 * locked FOR UPDATE: every vote reads its window FOR KEY SHARE in its own statement, so the
 * change waits for votes in flight and votes arriving meanwhile see the new window
 * (server/storage/postgres-vote-batch.ts). A window that would take votes again is refused
 * once results are announced (withdraw them first) or addresses erased, checked here, where
 * the change lands.
 */
export async function setWindow(
  database: Database,
  category: VoteCategory,
  window: VotingWindow,
  actor: string,
  now = new Date(),
): Promise<WindowRefusal | undefined> {
  return database.transaction(async (db) => {
    // Taken, not required: a database the server has not prepared yet has no edition, and
    // nothing to open or announce either.
    await takeCurrentEdition(database, db);
    const before = await lockedOnPostgres(
      database,
      db.selectFrom("voting_windows").selectAll().where("category", "=", category),
    ).executeTakeFirst();
    // Closed by now, or left unscheduled: nobody can vote in it.
    const takesVotes =
      votingStateAt(window, now) !== "closed" && window.opensAt !== unscheduledOpening;
    if (takesVotes) {
      const settings = await readSettings(db);
      // After erasure new votes could not be told apart from erased ones' owners reliably
      // enough to defend; the vote stays final, withdrawn or not.
      if (settings.addressesErasedAt) return "addresses_erased";
      if (settings.resultsPublishedAt) return "results_published";
    }
    await db
      .updateTable("voting_windows")
      .set({ opens_at: window.opensAt, closes_at: window.closesAt })
      .where("category", "=", category)
      .execute();
    await recordAudit(db, {
      actor,
      action: "window_changed",
      details: {
        category,
        before: { opensAt: before?.opens_at ?? null, closesAt: before?.closes_at ?? null },
        after: window,
      },
    });
    return undefined;
  });
}

/**
 * Whether a category still takes votes, read inside the caller's transaction: its window is
 * open and the results are not published. A confirmation asks this, so that a pending vote
 * never enters a closed vote or a published ranking. On PostgreSQL both rows are locked FOR
 * SHARE: a window change (FOR UPDATE, setWindow) or a publication (an upsert of the setting)
 * waits for the confirmations in flight, and confirmations after it see it.
 */
export async function takesVotes(
  database: Pick<Database, "kind">,
  db: Kysely<DatabaseSchema>,
  category: string,
  now: Date,
): Promise<boolean> {
  const shared = <Query extends { forShare(): Query }>(query: Query) =>
    database.kind === "postgres" ? query.forShare() : query;
  const [window, published] = await Promise.all([
    shared(
      db
        .selectFrom("voting_windows")
        .select(["opens_at", "closes_at"])
        .where("category", "=", category),
    ).executeTakeFirst(),
    shared(
      db.selectFrom("settings").select("value").where("name", "=", settingNames.resultsPublishedAt),
    ).executeTakeFirst(),
  ]);
  if (published?.value) return false;
  const state = votingStateAt(
    { opensAt: window?.opens_at ?? null, closesAt: window?.closes_at ?? null },
    now,
  );
  return state === "open";
}
