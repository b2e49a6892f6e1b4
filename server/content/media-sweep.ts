import { sql } from "kysely";
import type { Database } from "../storage/database";
import { holdOtherSaves } from "./revisions";

/**
 * How long an upload no draft names is kept anyway: the editor uploads first and saves the
 * form later, maybe after lunch, maybe after the whole afternoon. Sending the same picture
 * again counts as a new upload (`uploaded_at`, migration 019).
 */
export const unusedMediaGraceMs = 24 * 60 * 60 * 1000;
/** Each process sweeps this often; sweeps by several processes at once are harmless. */
export const mediaSweepIntervalMs = 60 * 60 * 1000;

/**
 * Removes the uploads that no revision of the draft and no release names, and that nobody sent
 * within `unusedMediaGraceMs`; answers what went. Every revision counts, not only the newest,
 * since "Pulihkan" may bring any of them back; every release row counts, whatever its status,
 * since a kept one may be rolled back to and a building one is being built. A name counts
 * wherever it appears in the stored JSON, so a field added later is covered too.
 *
 * Safe beside saves on any process: it holds the same lock a save holds (on PostgreSQL;
 * SQLite runs one write at a time), so a save that names a picture either committed before
 * the check sees it or waits until the sweep is done. Releases are made from saved
 * revisions, so they name nothing a revision did not name first.
 */
export async function sweepUnusedMedia(
  database: Database,
  now = new Date(),
): Promise<{ names: string[]; bytes: number }> {
  const cutoff = new Date(now.getTime() - unusedMediaGraceMs).toISOString();
  const removed = await database.transaction(async (db) => {
    await holdOtherSaves(database, db);
    return await db
      .deleteFrom("content_media")
      .where("uploaded_at", "<", cutoff)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom("content_revisions")
              .select(sql`1`.as("named"))
              .where(sql<boolean>`content_revisions.value like '%' || content_media.name || '%'`),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom("content_releases")
              .select(sql`1`.as("named"))
              .where(sql<boolean>`content_releases.content like '%' || content_media.name || '%'`),
          ),
        ),
      )
      .returning(["name", "size"])
      .execute();
  });
  return {
    names: removed.map((row) => row.name).sort(),
    bytes: removed.reduce((sum, row) => sum + row.size, 0),
  };
}
