import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { Config } from "../../server/config";

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** A storage configuration on a fresh, empty database, and a function that removes it. */
export type DisposableStorage = { storage: Config["storage"]; dispose(): Promise<void> };

export function freshSqlite(): DisposableStorage {
  const dir = mkdtempSync(join(tmpdir(), "fb8-test-"));
  return {
    storage: { kind: "sqlite", file: join(dir, "fb8.sqlite") },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A schema of its own per test file, so parallel files never see each other's votes. */
export async function freshPostgres(url: string): Promise<DisposableStorage> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return {
    storage: { kind: "postgres", url: scoped.toString() },
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

/** Both storage kinds, for contract suites; PostgreSQL only when a URL is configured. */
export const storageKinds = [
  { kind: "sqlite" as const, enabled: true, create: async () => freshSqlite() },
  {
    kind: "postgres" as const,
    enabled: Boolean(postgresUrl),
    create: async () => freshPostgres(postgresUrl ?? ""),
  },
];
