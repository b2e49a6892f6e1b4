import type { Kysely } from "kysely";
import type { SiteContent } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";
import {
  isBuilding,
  newPreviewId,
  type PreviewRow,
  reclaimAbandoned as reclaimAbandonedPreviews,
} from "./preview-store";
import {
  type BuildOwner,
  isUniqueViolation,
  newReleaseId,
  reclaimAbandoned as reclaimAbandonedReleases,
} from "./releases";

/**
 * One build at a time, a publish's or a preview's, across every process: the rule lives here
 * alone. Each kind begins its row in a transaction that first asks `buildInTheWay`, so a
 * publish and a preview asked for at once on two processes cannot both start, and the partial
 * unique indexes (migrations 016 and 018) catch two of a kind begun in the same instant.
 * The console hears which build is in the way: `409 publish_busy` or `409 preview_busy`.
 */
export type BuildBusy = "publish_busy" | "preview_busy";

/**
 * The build being made now, if any. A preview counts while its owner writes its heartbeat;
 * for a preview, a publish counts only within `publishesSince` (its build's time limit), so
 * that a release row no process will finish never holds previews back.
 */
async function buildInTheWay(
  db: Kysely<DatabaseSchema>,
  publishesSince?: Date,
): Promise<BuildBusy | undefined> {
  let publishing = db.selectFrom("content_releases").select("id").where("status", "=", "building");
  if (publishesSince) {
    publishing = publishing.where("created_at", ">=", publishesSince.toISOString());
  }
  if (await publishing.executeTakeFirst()) return "publish_busy";
  return (await isBuilding(db)) ? "preview_busy" : undefined;
}

/**
 * Whether a preview is being built. A publish asks it before checking the draft, so that the
 * console hears `preview_busy` first, as it always has; `beginRelease` asks again in its turn.
 */
export const previewBuilding = (db: Kysely<DatabaseSchema>) => isBuilding(db);

/** Starts a release row owned by `owner`, unless a publish or a preview is being built. */
export async function beginRelease(
  db: Kysely<DatabaseSchema>,
  release: { revision: number; content: SiteContent; createdBy: string; owner: BuildOwner },
): Promise<{ id: string } | BuildBusy> {
  const now = new Date();
  const id = newReleaseId(now);
  await reclaimAbandonedReleases(db, now);
  return db
    .transaction()
    .execute(async (trx): Promise<{ id: string } | BuildBusy> => {
      const busy = await buildInTheWay(trx);
      if (busy) return busy;
      await trx
        .insertInto("content_releases")
        .values({
          id,
          status: "building",
          revision: release.revision,
          content: JSON.stringify(release.content),
          created_at: now.toISOString(),
          created_by: release.createdBy,
          owner_pid: release.owner.pid,
          owner_instance: release.owner.instance,
          heartbeat_at: now.toISOString(),
        })
        .execute();
      return { id };
    })
    .catch((error: unknown) => {
      // Another process's build that began in the same instant: the partial unique index.
      if (isUniqueViolation(error)) return "publish_busy" as const;
      throw error;
    });
}

/** Starts a preview row owned by `owner`, unless a preview or a publish is being built. */
export async function beginPreview(
  db: Kysely<DatabaseSchema>,
  preview: {
    revision: number;
    content: SiteContent;
    createdBy: string;
    owner: string;
    publishTimeoutMs: number;
  },
  now = new Date(),
): Promise<PreviewRow | BuildBusy> {
  await reclaimAbandonedPreviews(db, now);
  const id = newPreviewId(now);
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx): Promise<PreviewRow | BuildBusy> => {
      const since = new Date(now.getTime() - preview.publishTimeoutMs);
      const busy = await buildInTheWay(trx, since);
      if (busy) return busy;
      await trx
        .insertInto("content_previews")
        .values({
          id,
          status: "building",
          revision: preview.revision,
          content: JSON.stringify(preview.content),
          folder: id,
          owner: preview.owner,
          heartbeat_at: at,
          created_at: at,
          created_by: preview.createdBy,
        })
        .execute();
      return {
        id,
        status: "building",
        revision: preview.revision,
        log: "",
        folder: id,
        owner: preview.owner,
        createdAt: at,
        createdBy: preview.createdBy,
      };
    });
  } catch (error) {
    // Another process's preview that began in the same instant: the partial unique index.
    if (await isBuilding(db)) return "preview_busy";
    throw error;
  }
}
