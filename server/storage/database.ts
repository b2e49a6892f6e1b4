import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
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

function openSqlite(file: string) {
  mkdirSync(dirname(file), { recursive: true });
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

/**
 * On PostgreSQL the migrator's own tables are named in the connection's current schema.
 * Unnamed, Kysely looks for them in every schema of the database, finds another schema's
 * (a second site, or a parallel test run, on one database), skips creating its own and fails.
 */
async function migrationTableSchema(db: Kysely<DatabaseSchema>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await migrationTableSchema(db),
  });
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
