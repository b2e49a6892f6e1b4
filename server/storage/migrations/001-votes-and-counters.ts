import { type Kysely, SqliteAdapter } from "kysely";

// Written once for both SQLite and PostgreSQL: only types and constraints both understand,
// apart from how each generates row ids.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("votes")
    .addColumn("id", "integer", (column) =>
      isSqlite
        ? column.primaryKey().autoIncrement()
        : column.primaryKey().generatedAlwaysAsIdentity(),
    )
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("votes_one_per_email_per_category", ["category", "email"])
    .execute();
  await db.schema.createIndex("votes_by_food").on("votes").columns(["category", "food"]).execute();

  await db.schema
    .createTable("counters")
    .addColumn("name", "varchar(64)", (column) => column.primaryKey())
    .addColumn("value", "bigint", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("counters").execute();
  await db.schema.dropTable("votes").execute();
}
