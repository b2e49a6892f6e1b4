import { type Kysely, sql } from "kysely";

/**
 * The published editions of the site's content (server/content/releases.ts). Each row keeps
 * the frozen document it was built from, so that a process on a fresh machine builds the
 * live release itself before it answers as ready, and a roll-back needs nothing but the row.
 * At most one row is `live`; the folders of the built sites live beside each process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_releases")
    .addColumn("id", "varchar(64)", (column) => column.primaryKey())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("revision", "integer", (column) => column.notNull())
    /** JSON: the whole content document, as validated when the publish began. */
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("log", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_by", "varchar(64)", (column) => column.notNull())
    .addColumn("finished_at", "varchar(32)")
    .addColumn("live_since", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("content_releases_by_status")
    .on("content_releases")
    .columns(["status", "created_at"])
    .execute();
  // One build at a time and one live release, across every process: a second insert or
  // switch fails in the database itself, whatever the timing.
  await sql`create unique index content_releases_one_building on content_releases (status) where status = 'building'`.execute(
    db,
  );
  await sql`create unique index content_releases_one_live on content_releases (status) where status = 'live'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_releases").execute();
}
