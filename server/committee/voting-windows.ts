import type { Kysely } from "kysely";
import type { VoteCategory } from "../../common/vote-category";
import type { VotingWindow, VotingWindows } from "../../common/voting-window";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { recordAudit } from "./audit-log";

const open: VotingWindow = { opensAt: null, closesAt: null };

export async function readWindows(db: Kysely<DatabaseSchema>): Promise<VotingWindows> {
  const rows = await db.selectFrom("voting_windows").selectAll().execute();
  const windowOf = (category: VoteCategory): VotingWindow => {
    const row = rows.find((candidate) => candidate.category === category);
    return row ? { opensAt: row.opens_at, closesAt: row.closes_at } : open;
  };
  return { domestic: windowOf("domestic"), international: windowOf("international") };
}

/**
 * Sets a category's window. On PostgreSQL the row is locked FOR UPDATE first: every vote
 * reads it FOR KEY SHARE in its own statement, so the change waits for votes in flight and
 * votes arriving meanwhile see the new window (server/storage/postgres-vote-batch.ts).
 */
export async function setWindow(
  database: Database,
  category: VoteCategory,
  window: VotingWindow,
  actor: string,
): Promise<void> {
  await database.transaction(async (db) => {
    const before = await lockedOnPostgres(
      database,
      db.selectFrom("voting_windows").selectAll().where("category", "=", category),
    ).executeTakeFirst();
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
  });
}
