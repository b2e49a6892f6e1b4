import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { PreviewStatus } from "../../common/content-api";
import type { SiteContent } from "../../common/content-schema";
import { sessionIdleMs } from "../committee/sessions";
import type { DatabaseSchema } from "../storage/schema";
import { firstEditionOfRepository } from "./first-edition";
import { documentWithSafeMenuLinks } from "./stored-menu-links";
import { readStoredContent } from "./upgrade-content";

/**
 * The previews of the draft and their cookies' tokens, as rows every server process shares
 * (migration 018). The database decides which preview a cookie opens and whether one is being
 * built; the built folders live in the shared releases folder (server/content/preview.ts).
 */

/** A preview build says it is alive this often; past `ownerGoneMs` without it, it is over. */
export const heartbeatEveryMs = 5_000;
export const ownerGoneMs = 30_000;
/** A preview link stays open this long after it was handed out, and never past its session. */
export const previewTokenLifetimeMs = 2 * 60 * 60 * 1000;

export type PreviewRow = {
  id: string;
  status: Exclude<PreviewStatus, "none">;
  revision: number;
  log: string;
  folder: string;
  owner: string;
  createdAt: string;
  createdBy: string;
};

const statuses: readonly string[] = ["building", "ready", "failed"];
const isStatus = (value: string): value is PreviewRow["status"] => statuses.includes(value);

const columns = [
  "id",
  "status",
  "revision",
  "log",
  "folder",
  "owner",
  "created_at",
  "created_by",
] as const;

function rowOf(row: {
  id: string;
  status: string;
  revision: number;
  log: string;
  folder: string;
  owner: string;
  created_at: string;
  created_by: string;
}): PreviewRow | undefined {
  if (!isStatus(row.status)) return undefined;
  return {
    id: row.id,
    status: row.status,
    revision: row.revision,
    log: row.log,
    folder: row.folder,
    owner: row.owner,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/** Sortable by time, unique across processes, and a folder name: preview-20261126-171500-3fa2c1. */
export function newPreviewId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `preview-${stamp}-${randomBytes(3).toString("hex")}`;
}

const ownerGoneLog =
  "Pratinjau terhenti tanpa hasil: proses server yang membuatnya berhenti. Buat pratinjau lagi.";

/** Marks failed every preview build whose process stopped saying it is alive. */
export async function reclaimAbandoned(db: Kysely<DatabaseSchema>, now = new Date()) {
  await db
    .updateTable("content_previews")
    .set({ status: "failed", log: ownerGoneLog, finished_at: now.toISOString() })
    .where("status", "=", "building")
    .where("heartbeat_at", "<", new Date(now.getTime() - ownerGoneMs).toISOString())
    .execute();
}

export async function isBuilding(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const row = await db
    .selectFrom("content_previews")
    .select("id")
    .where("status", "=", "building")
    .where("heartbeat_at", ">=", new Date(Date.now() - ownerGoneMs).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function heartbeat(db: Kysely<DatabaseSchema>, id: string, owner: string) {
  await db
    .updateTable("content_previews")
    .set({ heartbeat_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("owner", "=", owner)
    .where("status", "=", "building")
    .execute();
}

/**
 * The build's outcome, compare-and-set: only the owner of a build still `building` may end
 * it, so a build declared abandoned stays failed. Answers whether it was the owner's to end.
 */
export async function finishPreview(
  db: Kysely<DatabaseSchema>,
  preview: { id: string; owner: string; status: "ready" | "failed"; log: string },
): Promise<boolean> {
  const result = await db
    .updateTable("content_previews")
    .set({ status: preview.status, log: preview.log, finished_at: new Date().toISOString() })
    .where("id", "=", preview.id)
    .where("owner", "=", preview.owner)
    .where("status", "=", "building")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest preview asked for, whatever its state. */
export async function latestPreview(db: Kysely<DatabaseSchema>): Promise<PreviewRow | undefined> {
  const row = await db
    .selectFrom("content_previews")
    .select(columns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row && rowOf(row);
}

/** The newest preview that built: what every preview cookie opens. */
export async function newestReadyPreview(
  db: Kysely<DatabaseSchema>,
): Promise<PreviewRow | undefined> {
  const row = await db
    .selectFrom("content_previews")
    .select(columns)
    .where("status", "=", "ready")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row && rowOf(row);
}

/**
 * A preview's frozen document, brought up to this version's schema as a release's is
 * (releases.ts, findRelease): it was checked by the code that stored it, perhaps an earlier
 * version, and a process of a newer one builds it when its disk lacks the folder. A document
 * that still does not fit throws a StoredContentError naming its fields.
 */
export async function previewContent(
  db: Kysely<DatabaseSchema>,
  id: string,
): Promise<SiteContent | undefined> {
  const row = await db
    .selectFrom("content_previews")
    .select("content")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return readStoredContent(
    documentWithSafeMenuLinks(JSON.parse(row.content)),
    await firstEditionOfRepository(),
    { kind: "preview", id },
  );
}

/**
 * Forgets every preview but the newest asked for and the newest that built (a build still
 * running is never forgotten); answers the ids kept, whose folders stay.
 */
export async function prunePreviews(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const kept = new Set<string>();
  const latest = await latestPreview(db);
  const ready = await newestReadyPreview(db);
  if (latest) kept.add(latest.id);
  if (ready) kept.add(ready.id);
  const building = await db
    .selectFrom("content_previews")
    .select("id")
    .where("status", "=", "building")
    .execute();
  for (const row of building) kept.add(row.id);
  await db
    .deleteFrom("content_previews")
    .where("id", "not in", kept.size > 0 ? [...kept] : [""])
    .execute();
  return [...kept];
}

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new preview token for the committee session `sessionHash`; only its hash is kept. */
export async function issuePreviewToken(
  db: Kysely<DatabaseSchema>,
  sessionHash: string,
  now = new Date(),
): Promise<string> {
  await db
    .deleteFrom("content_preview_tokens")
    .where("expires_at", "<", now.toISOString())
    .execute();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("content_preview_tokens")
    .values({
      token_hash: tokenHashOf(token),
      session_hash: sessionHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + previewTokenLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Whether a preview cookie's token may still open the preview: not expired, and its committee
 * session still there (not signed out, not idle past its limit, its account not removed).
 */
export async function previewTokenValid(
  db: Kysely<DatabaseSchema>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom("content_preview_tokens")
    .innerJoin("sessions", "sessions.token_hash", "content_preview_tokens.session_hash")
    .innerJoin("accounts", "accounts.id", "sessions.account_id")
    .select(["content_preview_tokens.expires_at as expiresAt", "sessions.last_seen_at as seenAt"])
    .where("content_preview_tokens.token_hash", "=", tokenHashOf(token))
    .executeTakeFirst();
  if (!row) return false;
  if (Date.parse(row.expiresAt) <= now.getTime()) return false;
  return now.getTime() - Date.parse(row.seenAt) < sessionIdleMs;
}
