import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContentRelease, ReleaseStatus } from "../../common/content-api";
import { type SiteContent, storedSiteContentSchema } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The published editions of the content, as rows every server process shares (migration
 * 016). The database decides which release is live; each process follows it
 * (server/content/publisher.ts). The last `keptReleases` editions that built are kept for a
 * one-step roll-back.
 */
export const keptReleases = 5;
const releaseStatuses: readonly string[] = ["building", "live", "failed", "previous"];
const isReleaseStatus = (value: string): value is ReleaseStatus => releaseStatuses.includes(value);

/** Sortable by time, unique across processes: r20261126-061500-3fa2. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `r${stamp}-${randomBytes(3).toString("hex")}`;
}

export const releaseIdPattern = /^r\d{8}-\d{6}-[0-9a-f]{6}$/;

/**
 * Starts a release row, unless another build began less than `buildTimeoutMs` ago: one build
 * at a time across every process. Answers the id, or undefined when busy.
 */
export async function beginRelease(
  db: Kysely<DatabaseSchema>,
  release: { revision: number; content: SiteContent; createdBy: string; buildTimeoutMs: number },
): Promise<string | undefined> {
  const now = new Date();
  const id = newReleaseId(now);
  const startedSince = new Date(now.getTime() - release.buildTimeoutMs).toISOString();
  return db
    .transaction()
    .execute(async (trx) => {
      // A build that outlived its time limit was cut off with its process: it no longer counts.
      await trx
        .updateTable("content_releases")
        .set({
          status: "failed",
          log: "Build terhenti tanpa hasil (proses server berhenti).",
          finished_at: now.toISOString(),
        })
        .where("status", "=", "building")
        .where("created_at", "<", startedSince)
        .execute();
      const running = await trx
        .selectFrom("content_releases")
        .select("id")
        .where("status", "=", "building")
        .executeTakeFirst();
      if (running) return undefined;
      await trx
        .insertInto("content_releases")
        .values({
          id,
          status: "building",
          revision: release.revision,
          content: JSON.stringify(release.content),
          created_at: now.toISOString(),
          created_by: release.createdBy,
        })
        .execute();
      return id;
    })
    .catch((error: unknown) => {
      // Another process's build that began in the same instant: the partial unique index.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
}

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "23505";
}

export async function failRelease(db: Kysely<DatabaseSchema>, id: string, log: string) {
  await db
    .updateTable("content_releases")
    .set({ status: "failed", log, finished_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Makes `id` the live release and the live one `previous`, in one transaction. */
export async function makeLive(db: Kysely<DatabaseSchema>, id: string, log?: string) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("content_releases")
      .set({ status: "previous" })
      .where("status", "=", "live")
      .where("id", "!=", id)
      .execute();
    await trx
      .updateTable("content_releases")
      .set({
        status: "live",
        live_since: now,
        ...(log === undefined ? {} : { log, finished_at: now }),
      })
      .where("id", "=", id)
      .execute();
  });
}

export async function listReleases(db: Kysely<DatabaseSchema>): Promise<ContentRelease[]> {
  const rows = await db
    .selectFrom("content_releases")
    .select(["id", "status", "revision", "log", "created_at", "created_by"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.flatMap((row) =>
    isReleaseStatus(row.status)
      ? [
          {
            id: row.id,
            status: row.status,
            revision: row.revision,
            log: row.log,
            createdAt: row.created_at,
            createdBy: row.created_by,
          },
        ]
      : [],
  );
}

export type StoredRelease = { id: string; status: ReleaseStatus; content: SiteContent };

export async function findRelease(
  db: Kysely<DatabaseSchema>,
  id: string,
): Promise<StoredRelease | undefined> {
  const row = await db
    .selectFrom("content_releases")
    .select(["id", "status", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || !isReleaseStatus(row.status)) return undefined;
  // Checked when it was frozen; parsed again so that a stored row cannot put a shape the
  // server does not know into the catalogue. As stored: limits added since it was frozen
  // (a dish name's length) do not take a published edition down.
  return {
    id: row.id,
    status: row.status,
    content: storedSiteContentSchema.parse(JSON.parse(row.content)),
  };
}

export async function liveReleaseId(db: Kysely<DatabaseSchema>): Promise<string | undefined> {
  const row = await db
    .selectFrom("content_releases")
    .select("id")
    .where("status", "=", "live")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Forgets the releases beyond the newest `keptReleases` that built, and the failed ones beyond
 * as many; answers their ids, whose folders the caller removes.
 */
export async function pruneReleases(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db
    .selectFrom("content_releases")
    .select(["id", "status"])
    .where("status", "!=", "building")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const built = rows.filter((row) => row.status !== "failed");
  const failed = rows.filter((row) => row.status === "failed");
  const forgotten = [...built.slice(keptReleases), ...failed.slice(keptReleases)]
    .filter((row) => row.status !== "live")
    .map((row) => row.id);
  if (forgotten.length > 0) {
    await db.deleteFrom("content_releases").where("id", "in", forgotten).execute();
  }
  return forgotten;
}

/**
 * The build `npm start` made of the repository's content, recorded as the first live release
 * when there is none, so that "Kembalikan" can return to it after the first publish. Answers
 * false when another process recorded one first.
 */
export async function recordFirstRelease(
  db: Kysely<DatabaseSchema>,
  release: { id: string; content: SiteContent },
): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await db
      .insertInto("content_releases")
      .values({
        id: release.id,
        status: "live",
        revision: 0,
        content: JSON.stringify(release.content),
        log: "Edisi pertama: isi folder content/ di repositori, dibangun oleh npm start.",
        created_at: now,
        created_by: "sistem",
        finished_at: now,
        live_since: now,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
