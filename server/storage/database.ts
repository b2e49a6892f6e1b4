import { createHmac } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { GroupCommit } from "./group-commit";
import { migrationProvider } from "./migrations/index";
import {
  type ConnectionProblemReporter,
  createPostgresPool,
  postgresTimeouts,
} from "./postgres-pool";
import { createPostgresVoteStore } from "./postgres-vote-store";
import type { DatabaseSchema } from "./schema";
import { forKysely, openSqliteConnection } from "./sqlite-connection";
import { sqliteReadConnections } from "./sqlite-read-connections";
import { createSqliteVoteStore } from "./sqlite-vote-store";
import { StorageUnavailableError, storageOperation, type VoteStore } from "./vote-store";

export type StorageKind = Config["storage"]["kind"];

export type Database = {
  kind: StorageKind;
  db: Kysely<DatabaseSchema>;
  votes: VoteStore;
  /**
   * Runs the console's multi-statement work in one transaction. On SQLite it takes the
   * connection between two group commits; on PostgreSQL it is an ordinary transaction.
   */
  transaction<T>(work: (db: Kysely<DatabaseSchema>) => Promise<T>): Promise<T>;
  /**
   * A keyed hash (HMAC-SHA-256) of a value: how addresses are kept after the committee
   * erases them. The key is made by migration 003. Client IPs use a key kept outside the
   * database (server/voting/client-network.ts).
   */
  keyedHash(value: string): string;
  /**
   * After an erasure (docs/decisions/0041), makes what it overwrote or deleted unreadable in the
   * files too: SQLite zeroes it as it goes (`secure_delete`) and here empties its WAL;
   * PostgreSQL rewrites the tables (VACUUM FULL), since a plain VACUUM leaves dead rows' bytes
   * in the pages. Outside any transaction, after the erasure's has committed.
   */
  purgeRemnants(tables: readonly ErasedTable[]): Promise<void>;
  /** True when a trivial query succeeds; used by the health check. */
  isReachable(): Promise<boolean>;
  /** Where connection problems are reported; the app hands over its logger. */
  setLogger(logger: DatabaseLogger): void;
  /** Told the size of every group-commit batch (the metrics' histogram). */
  observeBatches(observer: (size: number) => void): void;
  /** Waits for the votes queued for a group commit, then closes the connections. */
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection outside the pool, for LISTEN (server/live/), which keeps
   * its connection for as long as the process runs. The caller connects and ends it.
   */
  dedicatedConnection?: () => pg.Client;
  /**
   * One consistent, read-only view of the database for a long read (an export), held until
   * `end`: a REPEATABLE READ transaction on a pooled connection on PostgreSQL, a read
   * transaction on a read-only connection of its own on SQLite, so votes keep being written
   * on the main one (docs/decisions/0020).
   */
  readSnapshot(): Promise<ReadSnapshot>;
};

/** A read transaction held across many queries; `end` gives its connection back. */
export type ReadSnapshot = { db: Kysely<DatabaseSchema>; end(): Promise<void> };

/** The tables that hold voters' addresses, or their domains (burst flagging's counters). */
export type ErasedTable = "votes" | "archived_votes" | "vote_confirmations" | "burst_counters";

/**
 * Locks the rows a select reads until the transaction ends, on PostgreSQL. SQLite has no row
 * locks and needs none: the console's transactions there already run one at a time.
 */
export function lockedOnPostgres<Query extends { forUpdate(): Query }>(
  database: Pick<Database, "kind">,
  query: Query,
): Query {
  return database.kind === "postgres" ? query.forUpdate() : query;
}

/** The part of Fastify's (pino's) logger that the database uses. */
export type DatabaseLogger = {
  info(message: string): void;
  warn(details: object, message: string): void;
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
  const connection = openSqliteConnection(file);
  // WAL lets readers work while a vote is written; FULL makes every commit reach the disk
  // before it returns, so an acknowledged vote survives a crash or a power cut.
  connection.exec("PRAGMA journal_mode = WAL");
  connection.exec("PRAGMA synchronous = FULL");
  connection.exec("PRAGMA busy_timeout = 5000");
  connection.exec("PRAGMA foreign_keys = ON");
  // A deleted or overwritten row is zeroed where it lay, so an erased address leaves the file
  // and not only the table (docs/decisions/0041); a vote frees nothing, so it costs a vote
  // nothing measurable.
  connection.exec("PRAGMA secure_delete = ON");
  const checkpoint = connection.prepare("PRAGMA wal_checkpoint(TRUNCATE)");
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: forKysely(connection) }),
  });
  // Votes bypass Kysely to batch many into one synchronous transaction (group commit);
  // migrations, the console, the health check and tests go through Kysely on the same
  // connection, and the console's writes take it between two group commits.
  let observer: ((size: number) => void) | undefined;
  const commits = new GroupCommit(connection, { onBatch: (size) => observer?.(size) });
  return {
    db,
    commits,
    readers: sqliteReadConnections(file),
    observeBatches: (next: (size: number) => void) => {
      observer = next;
    },
    connect: () => createSqliteVoteStore(connection, commits),
    transaction: <T>(work: (db: Kysely<DatabaseSchema>) => Promise<T>) =>
      storageOperation(() => commits.exclusive(() => work(db))),
    // The file is rebuilt from its live rows (secure_delete zeroes what is deleted, yet one
    // address in 400 was still found in a page after an erasure: a cell moved when its page was
    // rebalanced), then the WAL, which still holds the pages as they were, is emptied into it:
    // only the database file is left, holding none of the erased addresses. About 1.5 s per
    // million votes, once a year, votes waiting meanwhile (docs/decisions/0041).
    emptyWal: () =>
      storageOperation(() =>
        commits.outside(() => {
          connection.exec("VACUUM");
          const outcome = checkpoint.get() as { busy: number };
          if (outcome.busy !== 0) {
            // Busy, as SQLite says it: a storage failure (503), which a repeat purges again.
            throw Object.assign(
              new Error("the WAL could not be emptied: another connection still reads it"),
              { code: "SQLITE_BUSY" },
            );
          }
        }),
      ),
  };
}

async function readHashKey(db: Kysely<DatabaseSchema>): Promise<Buffer> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", "address_hash_key")
    .executeTakeFirst();
  if (!row?.value) throw new Error("settings.address_hash_key is missing");
  return Buffer.from(row.value, "base64url");
}

const keyedHashWith = (key: Buffer) => (value: string) =>
  createHmac("sha256", key).update(value).digest("base64url");

/**
 * On PostgreSQL the migrator is pinned to the schema in use: unpinned, it looks for its
 * bookkeeping tables in every schema of the database, and a second schema with them (another
 * test run, another app) made it skip creating its own and fail.
 */
async function migrationSchemaOf(db: Kysely<DatabaseSchema>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

/** Brings the schema up to date, or (for tests of a migration) up to the named migration. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await migrationSchemaOf(db),
  });
  const { error, results } = upTo
    ? await migrator.migrateTo(upTo)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(storage: Config["storage"]): Promise<Database> {
  if (storage.kind === "postgres") return openPostgres(storage.url);
  const { db, commits, readers, connect, transaction, observeBatches, emptyWal } = openSqlite(
    storage.file,
  );
  let hashKey: Buffer;
  try {
    await migrateToLatest(db);
    hashKey = await readHashKey(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Prepared statements need the tables, so the store is made after migrating.
  const votes = connect();
  return {
    kind: storage.kind,
    db,
    votes,
    transaction: (work) => transaction(work).finally(() => votes.forgetCounts()),
    keyedHash: keyedHashWith(hashKey),
    purgeRemnants: () => emptyWal(),
    isReachable: () => selectOne(db),
    setLogger: () => {},
    observeBatches,
    readSnapshot: () => storageOperation(() => readers.snapshot()),
    close: async () => {
      await commits.drained();
      await readers.close();
      await db.destroy();
    },
  };
}

async function selectOne(db: Kysely<DatabaseSchema>) {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

const retryDelaysMs = [1_000, 2_000, 4_000, 5_000];

/**
 * PostgreSQL is another machine and may be down when the server starts: the server starts
 * anyway, serves its pages, answers 503 on the API, and migrates as soon as the database
 * answers (docs/decisions/0010-postgresql-outages.md).
 */
async function openPostgres(url: string): Promise<Database> {
  let logger: DatabaseLogger | undefined;
  const report: ConnectionProblemReporter = (error, context) =>
    logger?.warn({ err: { message: error.message, code: codeOf(error) } }, context);
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: createPostgresPool(url, report) }),
  });

  let ready = false;
  let closed = false;
  let hashKey: Buffer | undefined;
  let failures = 0;
  let lastFailure: Error | undefined;
  let retry: NodeJS.Timeout | undefined;
  const migrate = async () => {
    try {
      await migrateToLatest(db);
      hashKey = await readHashKey(db);
      ready = true;
      if (failures > 0) logger?.info("database reached and migrated; votes are accepted again");
    } catch (error) {
      failures += 1;
      lastFailure = error instanceof Error ? error : new Error(String(error));
      if (failures === 1 || failures % 10 === 0) reportNotReady();
      if (closed) return;
      const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1];
      retry = setTimeout(migrate, delay);
    }
  };
  const reportNotReady = () => {
    const cause = lastFailure?.cause instanceof Error ? lastFailure.cause : lastFailure;
    if (cause) report(cause, `database not reached (attempt ${failures}); the API answers 503`);
  };
  await migrate();

  let observer: ((size: number) => void) | undefined;
  const store = createPostgresVoteStore(db, { onBatch: (size) => observer?.(size) });
  const whenReady = <T>(operation: () => Promise<T>) => {
    if (!ready) {
      return Promise.reject(new StorageUnavailableError(new Error("database not reached yet")));
    }
    return operation();
  };
  return {
    kind: "postgres",
    db,
    votes: {
      countVotes: (category, food) => whenReady(() => store.countVotes(category, food)),
      castVote: (vote) => whenReady(() => store.castVote(vote)),
      readCounter: (name) => whenReady(() => store.readCounter(name)),
      incrementCounter: (name) => whenReady(() => store.incrementCounter(name)),
      spendProof: (key, expiresAt) => whenReady(() => store.spendProof(key, expiresAt)),
      forgetCounts: () => store.forgetCounts(),
    },
    transaction: (work) =>
      whenReady(() =>
        storageOperation(() => db.transaction().execute((trx) => work(trx))).finally(() =>
          store.forgetCounts(),
        ),
      ),
    keyedHash: (value) => {
      if (!hashKey) throw new StorageUnavailableError(new Error("database not reached yet"));
      return keyedHashWith(hashKey)(value);
    },
    purgeRemnants: (tables) => whenReady(() => storageOperation(() => rewrite(url, tables))),
    isReachable: async () => ready && (await selectOne(db)),
    setLogger(next) {
      logger = next;
      if (!ready) reportNotReady();
    },
    observeBatches(next) {
      observer = next;
    },
    dedicatedConnection: () =>
      new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: postgresTimeouts.connectMs,
        keepAlive: true,
        // Named, so pg_stat_activity tells this long-lived connection from the pool's.
        application_name: "fb8-live",
      }),
    readSnapshot: () =>
      whenReady(() =>
        storageOperation(async () => {
          const trx = await db
            .startTransaction()
            .setIsolationLevel("repeatable read")
            .setAccessMode("read only")
            .execute();
          return { db: trx, end: () => trx.rollback().execute() };
        }),
      ),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await store.drained();
      await db.destroy();
    },
  };
}

/**
 * VACUUM FULL on a connection of its own: it cannot run in a transaction, and the pool's 5 s
 * query timeout would end it on a large table. It locks each table while rewriting it.
 */
async function rewrite(url: string, tables: readonly ErasedTable[]) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    application_name: "fb8-erasure",
  });
  await client.connect();
  try {
    // Waiting for its lock behind a long reader (an export), it would hold every vote queued
    // behind it: it gives up after a while and tries again after a pause in which the votes
    // go through; after the last try the erasure answers 503, and repeating it purges again.
    await client.query(`set lock_timeout = ${postgresTimeouts.statementMs / 2}`);
    for (const table of tables) {
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`vacuum full ${client.escapeIdentifier(table)}`);
          break;
        } catch (error) {
          const lockNotAvailable = error instanceof pg.DatabaseError && error.code === "55P03";
          if (!lockNotAvailable || attempt === 5) throw error;
          await new Promise((done) => setTimeout(done, 200));
        }
      }
    }
  } finally {
    await client.end();
  }
}

function codeOf(error: Error): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}
