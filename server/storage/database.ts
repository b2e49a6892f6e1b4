import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { migrationProvider } from "./migrations/index";
import { createPostgresVoteStore } from "./postgres-vote-store";
import type { DatabaseSchema } from "./schema";
import { createSqliteVoteStore } from "./sqlite-vote-store";
import type { VoteStore } from "./vote-store";

export type StorageKind = Config["storage"]["kind"];

export type Database = {
  kind: StorageKind;
  db: Kysely<DatabaseSchema>;
  votes: VoteStore;
  /** True when a trivial query succeeds; used by the health check. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * The database holds voters' addresses, so only the server's own user may enter DATA_DIR or
 * read its files, whatever the umask; folders and files left open by older versions are
 * tightened too. SQLite gives the -wal and -shm files the mode of the database file, so the
 * file is created with 0600 before SQLite opens it.
 */
function restrictToOwner(file: string) {
  const dataDir = dirname(file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

function openSqlite(file: string) {
  restrictToOwner(file);
  const connection = new SQLite(file);
  // WAL lets readers work while a vote is written; FULL makes every commit reach the disk
  // before it returns, so an acknowledged vote survives a crash or a power cut.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) });
  // Votes bypass Kysely to batch many into one synchronous transaction (group commit);
  // migrations, the health check and tests go through Kysely on the same connection.
  return { db, connect: () => createSqliteVoteStore(connection) };
}

function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, connect: () => createPostgresVoteStore(db) };
}

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(storage: Config["storage"]): Promise<Database> {
  const { db, connect } =
    storage.kind === "sqlite" ? openSqlite(storage.file) : openPostgres(storage.url);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    kind: storage.kind,
    db,
    // Prepared statements need the tables, so the store is made after migrating.
    votes: connect(),
    async isReachable() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
