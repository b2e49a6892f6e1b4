import { type Kysely, sql } from "kysely";

/**
 * Previews of the committee's draft, shared by every server process (server/content/preview.ts):
 * before this, a preview lived in one process's memory, so behind two processes "Buka
 * pratinjau" showed the live site half the time. A preview row keeps the frozen draft (so a
 * process without the built folder builds it itself), which process builds it and when that
 * process last said it was alive. The browser's cookie is a token whose SHA-256 hash is stored
 * with the committee session it was handed to: signing out ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_previews")
    .addColumn("id", "varchar(64)", (column) => column.primaryKey())
    /** building, ready or failed. */
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("revision", "integer", (column) => column.notNull())
    /** JSON: the whole content document, as checked when the preview was asked for. */
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("log", "text", (column) => column.notNull().defaultTo(""))
    /** The built site's folder under the releases folder, without the code's digest. */
    .addColumn("folder", "varchar(128)", (column) => column.notNull())
    /** The process building it (host, pid, random); its heartbeat says it is still alive. */
    .addColumn("owner", "varchar(128)", (column) => column.notNull())
    .addColumn("heartbeat_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_by", "varchar(64)", (column) => column.notNull())
    .addColumn("finished_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("content_previews_by_status")
    .on("content_previews")
    .columns(["status", "created_at"])
    .execute();
  // One preview build at a time across every process, decided by the database itself.
  await sql`create unique index content_previews_one_building on content_previews (status) where status = 'building'`.execute(
    db,
  );

  await db.schema
    .createTable("content_preview_tokens")
    /** SHA-256 of the cookie's token: the table alone opens no preview. */
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    /** The committee session (sessions.token_hash) it was handed to; it ends with it. */
    .addColumn("session_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("content_preview_tokens_by_session")
    .on("content_preview_tokens")
    .column("session_hash")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_preview_tokens").execute();
  await db.schema.dropTable("content_previews").execute();
}
