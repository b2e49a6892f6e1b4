import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Pictures and videos the committee uploads in the console (server/content/media.ts), bytes
 * and all. They live in the database rather than on a disk so that every server process, on
 * several machines sharing one PostgreSQL, reads the same ones; nothing else needs backing up.
 * A row is named by the hash of its bytes, so it never changes: the same upload twice is one row.
 * `width` and `height` are null for a video, whose size the server does not read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("content_media")
    .addColumn("name", "varchar(32)", (column) => column.primaryKey())
    .addColumn("kind", "varchar(8)", (column) =>
      column.notNull().check(sql`kind in ('photo', 'video')`),
    )
    .addColumn("mime", "varchar(32)", (column) => column.notNull())
    .addColumn("bytes", isSqlite ? "blob" : "bytea", (column) => column.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_by", "varchar(64)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_media").execute();
}
