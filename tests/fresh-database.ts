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
