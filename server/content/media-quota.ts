import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * How much one account may store in uploads: the media live in the database the votes live
 * in, and one editor once stored 44 MB in 30 s (about 5 GB an hour). What counts is what is
 * stored (a re-encoded photo, usually well under 1 MB), and only new bytes: the same picture
 * sent again spends nothing. Media the sweep removes (server/content/media-sweep.ts) no
 * longer count towards the total.
 */
export type MediaQuota = { bytesPerHour: number; bytesTotal: number };

export const megabyte = 1024 * 1024;

/** About 60 to 150 photos an hour, and 300 to 700 in all, per account (README: MEDIA_QUOTA_*). */
export const defaultMediaQuota: MediaQuota = {
  bytesPerHour: 50 * megabyte,
  bytesTotal: 300 * megabyte,
};

/** Past the hour's share: `429`, try later. Past the total: `413`, nothing to wait for. */
export type MediaQuotaRefusal = "media_quota_hour" | "media_quota_total";

const hourMs = 60 * 60 * 1000;

/**
 * Why `actor` may not store `adding` more bytes now, or undefined. With `adding` 0 it asks
 * whether the account is already at its limit, before any work is done for an upload.
 */
export async function quotaRefusal(
  db: Kysely<DatabaseSchema>,
  actor: string,
  quota: MediaQuota,
  now: Date,
  adding: number,
): Promise<MediaQuotaRefusal | undefined> {
  const since = new Date(now.getTime() - hourMs).toISOString();
  const row = await db
    .selectFrom("content_media")
    .select([
      sql<string | number | null>`sum(size)`.as("total"),
      sql<string | number | null>`sum(case when created_at >= ${since} then size else 0 end)`.as(
        "lastHour",
      ),
    ])
    .where("created_by", "=", actor)
    .executeTakeFirst();
  // PostgreSQL sums to a bigint, which pg hands over as a string.
  const total = Number(row?.total ?? 0);
  const lastHour = Number(row?.lastHour ?? 0);
  const over = (used: number, limit: number) =>
    adding === 0 ? used >= limit : used + adding > limit;
  if (over(total, quota.bytesTotal)) return "media_quota_total";
  if (over(lastHour, quota.bytesPerHour)) return "media_quota_hour";
  return undefined;
}
