import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { ContentRelease, ReleaseStatus } from "../../common/content-api";
import type { SiteContent } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";
import { firstEditionOfRepository } from "./first-edition";
import { documentWithSafeMenuLinks } from "./stored-menu-links";
import { readStoredContent } from "./upgrade-content";

/**
 * The published editions of the content, as rows every server process shares (migrations 016
 * and 017). A row's status is its build's outcome (building, ready, failed); which release is
 * live is one pointer, `content_live`, moved only to a ready build. Every transition is a
 * compare-and-set, so two processes never both win, and a failure after the switch can never
 * mark the live release failed. Each process follows the pointer
 * (server/content/publisher.ts). The last `keptReleases` builds are kept for a roll-back.
 */
export const keptReleases = 5;
/** A build or a rebuild whose owner has not renewed its heartbeat for this long is abandoned. */
export const abandonedAfterMs = 15_000;
/** How often an owner renews the heartbeat of what it builds. */
export const heartbeatEveryMs = 3_000;

export type BuildStatus = "building" | "ready" | "failed";
const buildStatuses: readonly string[] = ["building", "ready", "failed"];
const isReleaseStatus = (value: string): value is BuildStatus => buildStatuses.includes(value);

/** The process doing a build: its id, and a random id of this start of it (pids are reused). */
export type BuildOwner = { pid: number; instance: string };

/** Sortable by time, unique across processes: r20261126-061500-3fa2. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `r${stamp}-${randomBytes(3).toString("hex")}`;
}

export const releaseIdPattern = /^r\d{8}-\d{6}-[0-9a-f]{6}$/;

type Db = Kysely<DatabaseSchema>;

/**
 * Ends the builds and the "Kembalikan" rebuilds whose owner stopped renewing its heartbeat (a
 * server killed or restarted), saying why; answers how many builds it failed.
 */
export async function reclaimAbandoned(db: Db, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - abandonedAfterMs).toISOString();
  const failed = await db
    .updateTable("content_releases")
    .set((eb) => ({
      status: "failed",
      finished_at: now.toISOString(),
      log: sql<string>`${eb.ref("log")} || ${abandonedText}`,
    }))
    .where("status", "=", "building")
    .where((eb) =>
      eb.or([
        eb("heartbeat_at", "<", staleBefore),
        eb.and([eb("heartbeat_at", "is", null), eb("created_at", "<", staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  await db
    .updateTable("content_releases")
    .set({ switch_started_at: null, switch_log: abandonedText.trim() })
    .where("switch_started_at", "is not", null)
    .where((eb) => eb.or([eb("heartbeat_at", "<", staleBefore), eb("heartbeat_at", "is", null)]))
    .execute();
  return Number(failed.numUpdatedRows);
}

const abandonedText =
  "\nBuild terhenti: proses server yang membangunnya berhenti (tidak ada tanda hidup lebih dari 15 detik). Terbitkan lagi bila perlu.";

/** Two rows written in the same instant by two processes: a partial unique index said no. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return (
    error.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    error.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    error.code === "23505"
  );
}

/** Renews the heartbeat of the releases `owner` builds or rebuilds. */
export async function renewHeartbeat(db: Db, ids: string[], owner: BuildOwner) {
  if (ids.length === 0) return;
  await db
    .updateTable("content_releases")
    .set({ heartbeat_at: new Date().toISOString() })
    .where("id", "in", ids)
    .where("owner_instance", "=", owner.instance)
    .execute();
}

/** building -> failed; a release that is ready (or live) stays as it is. */
export async function failRelease(db: Db, id: string, log: string): Promise<boolean> {
  const result = await db
    .updateTable("content_releases")
    .set({ status: "failed", log, finished_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "=", "building")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims the rebuild a "Kembalikan" needs on this machine: a ready release that no live
 * process is rebuilding for a switch already. Answers whether `owner` got it.
 */
export async function claimSwitch(db: Db, id: string, by: string, owner: BuildOwner) {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - abandonedAfterMs).toISOString();
  const result = await db
    .updateTable("content_releases")
    .set({
      switch_started_at: now.toISOString(),
      switch_by: by,
      switch_log: null,
      owner_pid: owner.pid,
      owner_instance: owner.instance,
      heartbeat_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "ready")
    .where((eb) =>
      eb.or([eb("switch_started_at", "is", null), eb("heartbeat_at", "<", staleBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends `owner`'s "Kembalikan" rebuild, with why it did not go live if it did not. */
export async function endSwitch(db: Db, id: string, owner: BuildOwner, failure: string | null) {
  await db
    .updateTable("content_releases")
    .set({ switch_started_at: null, switch_log: failure })
    .where("id", "=", id)
    .where("owner_instance", "=", owner.instance)
    .execute();
}

export async function listReleases(db: Db): Promise<ContentRelease[]> {
  const live = await liveReleaseId(db);
  const rows = await db
    .selectFrom("content_releases")
    .select([
      "id",
      "status",
      "revision",
      "log",
      "created_at",
      "created_by",
      "switch_started_at",
      "switch_log",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.flatMap((row) =>
    isReleaseStatus(row.status)
      ? [
          {
            id: row.id,
            status: shownStatus(row.status, row.id === live, row.switch_started_at !== null),
            revision: row.revision,
            log: row.log,
            switchLog: row.switch_log,
            createdAt: row.created_at,
            createdBy: row.created_by,
          },
        ]
      : [],
  );
}

/** What the console shows: a build's outcome, and for a ready one whether it is live. */
function shownStatus(status: BuildStatus, live: boolean, switching: boolean): ReleaseStatus {
  if (status !== "ready") return status;
  if (live) return "live";
  return switching ? "switching" : "previous";
}

/** A release as stored: its build's outcome, not whether it is live (that is `content_live`). */
export type StoredRelease = { id: string; status: BuildStatus; content: SiteContent };

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
  // Checked when it was frozen, perhaps by an earlier version: brought up to this version's
  // schema and checked again, so that a stored row cannot put a shape the server does not
  // know into the catalogue. As stored: limits added since it was frozen (a dish name's
  // length) do not take a published edition down. A row that still does not fit throws a StoredContentError.
  const content = readStoredContent(
    documentWithSafeMenuLinks(JSON.parse(row.content)),
    await firstEditionOfRepository(),
    {
      kind: "release",
      id: row.id,
    },
  );
  return { id: row.id, status: row.status, content };
}

export async function liveReleaseId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("content_live")
    .select("release_id")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.release_id;
}

/**
 * Forgets the builds beyond the newest `keptReleases` that succeeded, and the failed ones
 * beyond as many; never the live one, a building one, or one being rebuilt for a switch.
 * Answers their ids, whose folders the caller removes.
 */
export async function pruneReleases(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("content_releases")
    .select(["id", "status"])
    .where("status", "!=", "building")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const built = rows.filter((row) => row.status !== "failed");
  const failed = rows.filter((row) => row.status === "failed");
  const candidates = [...built.slice(keptReleases), ...failed.slice(keptReleases)].map(
    (row) => row.id,
  );
  if (candidates.length === 0) return [];
  // What may not go is checked again in the statement that deletes: a "Kembalikan" or a
  // switch that began after the read above keeps its release.
  const deleted = await db
    .deleteFrom("content_releases")
    .where("id", "in", candidates)
    .where("status", "!=", "building")
    .where("switch_started_at", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("content_live")
            .select("content_live.id")
            .whereRef("content_live.release_id", "=", "content_releases.id"),
        ),
      ),
    )
    .returning("id")
    .execute();
  return deleted.map((row) => row.id);
}

/**
 * The build `npm start` made of the repository's content, recorded as the first release and
 * made live when there is none, so that "Kembalikan" can return to it after the first publish.
 * Answers false when another process recorded one first.
 */
export async function recordFirstRelease(
  db: Db,
  release: { id: string; content: SiteContent },
): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      // The pointer's one row first: a second process's insert fails here, on its key.
      await trx
        .insertInto("content_live")
        .values({ id: 1, release_id: release.id, since: now, set_by: "sistem" })
        .execute();
      await trx
        .insertInto("content_releases")
        .values({
          id: release.id,
          status: "ready",
          revision: 0,
          content: JSON.stringify(release.content),
          log: "Edisi pertama: isi folder content/ di repositori, dibangun oleh npm start.",
          created_at: now,
          created_by: "sistem",
          finished_at: now,
          live_since: now,
        })
        .execute();
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
