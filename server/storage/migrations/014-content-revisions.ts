import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from "kysely";

/**
 * `content_revisions`: every save of a section of the site's content in the console
 * (server/content/drafts.ts). The draft is each section's newest row, or the repository's
 * first edition while a section has none; rows are only added, so the history can show and
 * bring back any earlier value. `value` is the section as JSON, checked before it is stored;
 * `restored_from` names the revision a "Pulihkan" brought back. The index answers "this
 * section's newest revision" and its history without reading the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    isSqlite
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedAlwaysAsIdentity();

  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "integer", id)
    .addColumn("section", "varchar(32)", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("saved_by", "varchar(64)", (column) => column.notNull())
    .addColumn("saved_at", "varchar(32)", (column) => column.notNull())
    .addColumn("restored_from", "integer")
    .execute();
  await db.schema
    .createIndex("content_revisions_by_section")
    .on("content_revisions")
    .columns(["section", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_revisions").execute();
}
