import { afterEach, beforeEach } from "vitest";
import type { DisposableStorage } from "../scripts/support/databases";
import { type Database, openDatabase } from "../server/storage/database";

/**
 * A fresh database for every test of the calling suite, closed and removed after it. The
 * accessor throws when called outside a test or in a suite whose database kind is not enabled
 * here (PostgreSQL without TEST_DATABASE_URL).
 */
export function freshDatabaseEachTest(storage: {
  enabled: boolean;
  create(): Promise<DisposableStorage>;
}): () => Database {
  let disposable: DisposableStorage | undefined;
  let database: Database | undefined;
  beforeEach(async () => {
    if (!storage.enabled) return;
    disposable = await storage.create();
    database = await openDatabase(disposable.storage);
    await untilReachable(database);
  });
  afterEach(async () => {
    await database?.close();
    await disposable?.dispose();
    database = undefined;
    disposable = undefined;
  });
  return () => {
    if (!database) throw new Error("no database here: outside a test, or its kind is not enabled");
    return database;
  };
}

/**
 * On a loaded machine PostgreSQL may miss the first connection attempt; the server then tries
 * again after a second (docs/decisions/0010), and so does the test before it begins. Bounded:
 * a database that never answers fails the hook with what it last said.
 */
async function untilReachable(database: Database, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await database.isReachable())) {
    if (Date.now() > deadline)
      throw new Error(`the test database was not reached in ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
