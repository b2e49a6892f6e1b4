import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { onTestFinished } from "vitest";
import type { DisposableStorage } from "../scripts/support/databases";
import { migrateToLatest } from "../server/storage/database";
import type { DatabaseSchema } from "../server/storage/schema";
import { forKysely, openSqliteConnection } from "../server/storage/sqlite-connection";

/** A bare Kysely connection to a test's database, without the server's storage around it. */
export function openMigrationDatabase(storage: DisposableStorage["storage"]) {
  return new Kysely<DatabaseSchema>({
    dialect:
      storage.kind === "sqlite"
        ? new SqliteDialect({ database: forKysely(openSqliteConnection(storage.file)) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.url, max: 2 }) }),
  });
}

/**
 * A fresh database migrated up to `migration` and no further, so a migration's test can store
 * rows as they were before it; closed and removed when the test ends.
 */
export async function databaseAt(create: () => Promise<DisposableStorage>, migration: string) {
  const disposable = await create();
  const db = openMigrationDatabase(disposable.storage);
  onTestFinished(async () => {
    await db.destroy();
    await disposable.dispose();
  });
  await migrateToLatest(db, migration);
  return { db, storage: disposable.storage };
}

/** Each dish's counted votes, summed over its shards: [category, food, votes], in order. */
export async function dishTotals(db: Kysely<DatabaseSchema>) {
  const totals = await db
    .selectFrom("vote_totals")
    .select(["category", "food"])
    .select((select) => select.fn.sum<string | number>("votes").as("votes"))
    .groupBy(["category", "food"])
    .orderBy("category")
    .orderBy("food")
    .execute();
  return totals.map((row) => [row.category, row.food, Number(row.votes)]);
}
