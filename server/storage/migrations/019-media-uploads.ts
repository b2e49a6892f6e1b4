import { type Kysely, sql } from "kysely";

/**
 * What the upload quotas and the sweep of unused media read (server/content/media-quota.ts,
 * media-sweep.ts). `uploaded_at` is when these bytes were last sent by anyone: the same
 * picture uploaded again is the same row, and an editor who sends it again to use it must not
 * see it swept the next minute because its first upload was weeks ago. Rows stored before take
 * their `created_at`. The index answers "what did this account store, and since when" for the
 * quotas without reading the blobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("content_media")
    .addColumn("uploaded_at", "varchar(32)", (column) => column.notNull().defaultTo(""))
    .execute();
  await sql`update content_media set uploaded_at = created_at`.execute(db);
  await db.schema
    .createIndex("content_media_by_uploader")
    .on("content_media")
    .columns(["created_by", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("content_media_by_uploader").execute();
  await db.schema.alterTable("content_media").dropColumn("uploaded_at").execute();
}
