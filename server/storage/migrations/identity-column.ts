import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from "kysely";

/**
 * An integer primary key numbered by the database: AUTOINCREMENT on SQLite (never reused
 * after a delete), an identity column on PostgreSQL. For migrations from 020 on; the earlier
 * ones keep their own copy, as a shipped migration is never edited.
 */
export function identityPrimaryKey(db: Kysely<unknown>) {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (column: ColumnDefinitionBuilder) =>
    isSqlite
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedAlwaysAsIdentity();
}
