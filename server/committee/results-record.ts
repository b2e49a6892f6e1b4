import type { Kysely } from "kysely";
import type { PublicResultsResponse } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/** What an announcement froze: the categories exactly as `/api/results` answers them. */
export type AnnouncedCategories = Extract<PublicResultsResponse, { published: true }>["categories"];

export type AnnouncedResults = {
  id: number;
  publishedAt: string;
  publishedBy: string;
  categories: AnnouncedCategories;
};

/**
 * Announced results are a record (migration 020): publishing freezes every dish's name,
 * class, valid count and rank, and nothing written later (a content edit, a vote confirmed
 * late, an invalidation) changes them. Changing them means withdrawing and announcing again:
 * a new row, both in the audit log. These functions run inside the caller's transaction.
 */
export async function announcedResults(
  db: Kysely<DatabaseSchema>,
): Promise<AnnouncedResults | undefined> {
  const row = await snapshots(db).where("announced", "=", 1).executeTakeFirst();
  return row && announcedFrom(row);
}

/**
 * Freezes `categories` as the announced results, unless some are announced already (another
 * process, or a second press of the button): then those stay, and are answered.
 */
export async function announceResults(
  db: Kysely<DatabaseSchema>,
  announcement: {
    publishedAt: string;
    publishedBy: string;
    categories: AnnouncedCategories;
    /** The edition it was computed for: opening the next one can never make it that one's. */
    editionId: number | null;
  },
): Promise<AnnouncedResults> {
  await db
    .insertInto("results_snapshots")
    .values({
      edition_id: announcement.editionId,
      published_at: announcement.publishedAt,
      published_by: announcement.publishedBy,
      body: JSON.stringify({ categories: announcement.categories }),
      announced: 1,
    })
    .onConflict((conflict) => conflict.column("announced").doNothing())
    .execute();
  const announced = await announcedResults(db);
  if (!announced) throw new Error("the announced results were withdrawn while being announced");
  return announced;
}

/** Withdraws the announced results, keeping the row; answers its id, or undefined if none. */
export async function withdrawResults(
  db: Kysely<DatabaseSchema>,
  withdrawal: { withdrawnAt: string; withdrawnBy: string },
): Promise<number | undefined> {
  const announced = await announcedResults(db);
  if (!announced) return undefined;
  await db
    .updateTable("results_snapshots")
    .set({
      withdrawn_at: withdrawal.withdrawnAt,
      withdrawn_by: withdrawal.withdrawnBy,
      announced: null,
    })
    .where("id", "=", announced.id)
    .execute();
  return announced.id;
}

/** The results an archived edition announced and did not withdraw, if any (migration 022). */
export async function archivedAnnouncement(
  db: Kysely<DatabaseSchema>,
  editionId: number,
): Promise<AnnouncedResults | undefined> {
  const row = await snapshots(db)
    .where("edition_id", "=", editionId)
    .where("withdrawn_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row && announcedFrom(row);
}

const snapshots = (db: Kysely<DatabaseSchema>) =>
  db.selectFrom("results_snapshots").select(["id", "published_at", "published_by", "body"]);

function announcedFrom(row: {
  id: number;
  published_at: string;
  published_by: string;
  body: string;
}): AnnouncedResults {
  return {
    id: row.id,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    categories: (JSON.parse(row.body) as { categories: AnnouncedCategories }).categories,
  };
}
