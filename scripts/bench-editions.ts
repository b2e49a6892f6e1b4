/**
 * What editions cost at a festival's scale (migration 022, server/committee/editions.ts):
 *
 *   npm run bench:editions                                       # SQLite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:editions   # and PostgreSQL
 *
 * Per database and run: a fresh database migrated up to 021, BENCH_EDITIONS_VOTES valid votes
 * (default 1,000,000; 12 dishes of both categories, an address of its own each, spread over a
 * day) stored by one statement with their totals, then
 * - the upgrade: `migrateToLatest` from 021 on a new connection, as a restarted server runs it;
 * - opening the next edition: `openNextEdition` on the server's own `openDatabase`, with both
 *   windows closed, and on SQLite the file's size (with its -wal) before, after and once closed,
 *   and its free pages. On PostgreSQL the server's pool stops any statement after
 *   postgresTimeouts.statementMs; if the call fails so, it is timed again on a pool without that
 *   limit, to tell what the work itself takes, with its three slowest statements.
 * BENCH_EDITIONS_RUNS runs (default 3), medians printed. Every database is made for one run and
 * removed after it; PostgreSQL only at TEST_DATABASE_URL (127.0.0.1). Figures, not a test.
 *
 * The vote and count CPU before and after editions is `npm run bench`'s A/B:
 *   BENCH_BEFORE=<checkout of the older commit, built> BENCH_ONLY="as shipped" npm run bench
 */
import { existsSync, statSync } from "node:fs";
import os from "node:os";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { ensureFirstEdition, openNextEdition } from "../server/committee/editions";
import type { Config } from "../server/config";
import { type Database, migrateToLatest, openDatabase } from "../server/storage/database";
import type { DatabaseSchema } from "../server/storage/schema";
import { forKysely, openSqliteConnection } from "../server/storage/sqlite-connection";
import { type DisposableStorage, freshPostgres, freshSqlite } from "./support/databases";

const votes = Number(process.env.BENCH_EDITIONS_VOTES ?? 1_000_000);
const runs = Number(process.env.BENCH_EDITIONS_RUNS ?? 3);
const postgresUrl = process.env.TEST_DATABASE_URL;
const festival = { year: 2022, product: "FB8" };
const next = { year: 2023, name: "FB9", reason: "ukur", actor: "ketua" };
const dishes = [
  ["domestic", "rendang"],
  ["domestic", "rawon"],
  ["domestic", "sate-lilit"],
  ["domestic", "soto-betawi"],
  ["domestic", "tempe-mendoan"],
  ["domestic", "bika-ambon"],
  ["international", "onigiri"],
  ["international", "gimbab"],
  ["international", "samosa"],
  ["international", "croissant"],
  ["international", "macaroni-pie"],
  ["international", "bakpao"],
] as const;

type Kind = Config["storage"]["kind"];
type Attempt = { ms: number; error?: string };
type RunFigures = {
  seedMs: number;
  migrateMs: number;
  open: Attempt;
  /** PostgreSQL, when `open` failed: the same call on a pool without the statement limit. */
  uncapped?: Attempt;
  slowest?: Statement[];
  archived: number;
  left: number;
  /** SQLite only: bytes of the file and its -wal. */
  sizes?: { before: number; after: number; closed: number; free: number };
};

const progress = (message: string) => console.error(`[bench:editions] ${message}`);

/** Statements of the unlimited call that took longest: which one the limit stopped. */
type Statement = { ms: number; sql: string };

/**
 * A connection without the server's storage around it; on SQLite with the server's pragmas.
 * `statements` collects each statement's time.
 */
function bareConnection(storage: Config["storage"], statements?: Statement[]) {
  if (storage.kind === "postgres") {
    return new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: storage.url, max: 1 }),
      }),
      log: (event) => {
        statements?.push({
          ms: event.queryDurationMillis,
          sql: event.query.sql.replace(/\s+/g, " ").slice(0, 60),
        });
      },
    });
  }
  const connection = openSqliteConnection(storage.file);
  connection.exec("PRAGMA journal_mode = WAL");
  connection.exec("PRAGMA synchronous = FULL");
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: forKysely(connection) }),
  });
}

/** Stores `count` valid votes and their totals in one transaction, as 021 left the tables. */
async function seed(db: Kysely<DatabaseSchema>, kind: Kind, count: number) {
  // A union rather than `values`: SQLite names no columns of a derived table.
  const dishRows = sql.join(
    dishes.map(
      ([category, food], n) =>
        sql`select ${sql.lit(n)} as n, ${category} as category, ${food} as food`,
    ),
    sql` union all `,
  );
  // Keyed hashes are 43 base64url characters; these only need their length.
  const columns =
    kind === "postgres"
      ? {
          series: sql`select i from generate_series(1, ${count}) as g(i)`,
          createdAt: sql`to_char(timestamp '2022-06-10 01:00:00' + i * interval '30 milliseconds',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          ipHash: sql`substr(md5(i::text) || md5((i * 7)::text), 1, 43)`,
          networkHash: sql`substr(md5((i / 50)::text) || md5((i / 50 + 1)::text), 1, 43)`,
        }
      : {
          series: sql`with recursive series(i) as (
            select 1 union all select i + 1 from series where i < ${count}) select i from series`,
          createdAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 1654822800 + i * 0.03, 'unixepoch')`,
          ipHash: sql`substr(hex(randomblob(22)), 1, 43)`,
          networkHash: sql`printf('%043d', i / 50)`,
        };
  await db.transaction().execute(async (trx) => {
    await sql`insert into votes (category, food, email, voter, created_at, status, ip_hash,
        network_hash, domain)
      select dishes.category, dishes.food, 'pemilih' || i || '@gmail.com',
        'pemilih' || i || '@gmail.com', ${columns.createdAt}, 'valid', ${columns.ipHash},
        ${columns.networkHash}, 'gmail.com'
      from (${columns.series}) as seeded
      join (${dishRows}) as dishes on dishes.n = seeded.i % 12`.execute(trx);
    await sql`insert into vote_totals (category, food, shard, votes)
      select category, food, 0, count(*) from votes group by category, food`.execute(trx);
    // Every window closed yesterday: the next edition may only open then.
    await sql`update voting_windows set opens_at = '2022-06-10T00:00:00.000Z',
      closes_at = '2022-06-11T00:00:00.000Z'`.execute(trx);
  });
  // A festival's database has been analysed by autovacuum long before the next edition.
  if (kind === "postgres") await sql`analyze`.execute(db);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function attempt(work: () => Promise<unknown>): Promise<Attempt> {
  const started = performance.now();
  try {
    const outcome = await work();
    const status = (outcome as { status?: string }).status;
    if (status !== "opened") return { ms: performance.now() - started, error: String(status) };
    return { ms: performance.now() - started };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { ms: performance.now() - started, error: String(cause).slice(0, 160) };
  }
}

function sqliteBytes(file: string) {
  const wal = `${file}-wal`;
  return statSync(file).size + (existsSync(wal) ? statSync(wal).size : 0);
}

/** SQLite: the bytes of pages the file holds but no table uses, kept for later rows. */
async function freeBytes(db: Kysely<DatabaseSchema>) {
  const [free] = (await sql<{ freelist_count: number }>`pragma freelist_count`.execute(db)).rows;
  const [page] = (await sql<{ page_size: number }>`pragma page_size`.execute(db)).rows;
  return (free?.freelist_count ?? 0) * (page?.page_size ?? 0);
}

async function counts(db: Kysely<DatabaseSchema>) {
  const count = async (table: "archived_votes" | "votes") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { archived: await count("archived_votes"), left: await count("votes") };
}

async function oneRun(kind: Kind): Promise<RunFigures> {
  const disposable: DisposableStorage =
    kind === "sqlite" ? freshSqlite() : await freshPostgres(postgresUrl ?? "");
  const { storage } = disposable;
  try {
    const building = bareConnection(storage);
    await migrateToLatest(building, "021-dish-slugs");
    const seeded = await timed(() => seed(building, kind, votes));
    await building.destroy();

    const upgrading = bareConnection(storage);
    const migrated = await timed(() => migrateToLatest(upgrading));
    await upgrading.destroy();

    const file = storage.kind === "sqlite" ? storage.file : undefined;
    const before = file ? sqliteBytes(file) : 0;
    const database = await openDatabase(storage);
    // As the server does at startup; opening then names the edition it archives.
    await ensureFirstEdition(database.db, festival);
    const current = await database.db
      .selectFrom("editions")
      .select("id")
      .where("current", "=", 1)
      .executeTakeFirstOrThrow();
    const opening = { ...next, archives: current.id };
    const open = await attempt(() => openNextEdition(database, festival, opening));
    const after = file ? sqliteBytes(file) : 0;
    await database.close();
    let uncapped: Attempt | undefined;
    const statements: Statement[] = [];
    const check = bareConnection(storage, statements);
    try {
      if (kind === "postgres" && open.error) {
        // The failed attempt's rows are dead tuples; vacuumed, as autovacuum soon would.
        await sql`vacuum archived_votes`.execute(check);
        statements.length = 0;
        // Only what openNextEdition reads of a Database, on a pool without the server's limits.
        const unlimited = {
          kind,
          db: check,
          transaction: (work) => check.transaction().execute(work),
        } satisfies Pick<Database, "kind" | "db" | "transaction">;
        uncapped = await attempt(() => openNextEdition(unlimited as Database, festival, opening));
      }
      const slowest = statements.sort((a, b) => b.ms - a.ms).slice(0, 3);
      return {
        seedMs: seeded.ms,
        migrateMs: migrated.ms,
        open,
        uncapped,
        slowest: uncapped ? slowest : undefined,
        ...(await counts(check)),
        sizes: file
          ? { before, after, closed: sqliteBytes(file), free: await freeBytes(check) }
          : undefined,
      };
    } finally {
      await check.destroy();
    }
  } finally {
    await disposable.dispose();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const attemptText = (each: Attempt) =>
  each.error ? `${seconds(each.ms)} FAILED (${each.error})` : seconds(each.ms);

function report(kind: Kind, figures: RunFigures[]) {
  const label = kind === "sqlite" ? "SQLite" : "PostgreSQL";
  const line = (name: string, values: (figure: RunFigures) => number, format = seconds) =>
    `  ${name}: median ${format(median(figures.map(values)))} (runs: ${figures.map((f) => format(values(f))).join(", ")})`;
  const out = [`${label}, ${votes.toLocaleString("en-US")} votes, ${figures.length} runs`];
  out.push(line("storing the votes (not the figure)", (f) => f.seedMs));
  out.push(line("migration 021 → latest", (f) => f.migrateMs));
  out.push(
    `  openNextEdition (openDatabase): median ${seconds(median(figures.map((f) => f.open.ms)))}` +
      ` (runs: ${figures.map((f) => attemptText(f.open)).join(", ")})`,
  );
  const uncapped = figures.flatMap((f) => (f.uncapped ? [f.uncapped] : []));
  if (uncapped.length > 0) {
    out.push(
      `  openNextEdition without the statement limit: median ${seconds(median(uncapped.map((u) => u.ms)))}` +
        ` (runs: ${uncapped.map(attemptText).join(", ")})`,
    );
  }
  out.push(
    `  afterwards: archived_votes ${figures.map((f) => f.archived).join("/")}, votes ${figures.map((f) => f.left).join("/")}`,
  );
  if (figures.every((f) => f.sizes)) {
    const size = (pick: "before" | "after" | "closed" | "free") => (f: RunFigures) =>
      f.sizes?.[pick] ?? 0;
    out.push(line("file + -wal before", size("before"), megabytes));
    out.push(line("file + -wal after opening", size("after"), megabytes));
    out.push(line("file once closed", size("closed"), megabytes));
    out.push(line("of which free pages", size("free"), megabytes));
  }
  return out.join("\n");
}

async function main() {
  if (!Number.isInteger(votes) || votes < 1) throw new Error("BENCH_EDITIONS_VOTES: a count");
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error("BENCH_EDITIONS_RUNS: 1–20");
  if (postgresUrl && !["127.0.0.1", "localhost"].includes(new URL(postgresUrl).hostname)) {
    throw new Error("TEST_DATABASE_URL must be on 127.0.0.1");
  }
  const kinds: Kind[] = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];
  const figures = new Map<Kind, RunFigures[]>(kinds.map((kind) => [kind, []]));
  const started = new Date();
  // Interleaved, so a noisy neighbour slows both databases rather than one.
  for (let run = 1; run <= runs; run += 1) {
    for (const kind of kinds) {
      const figure = await oneRun(kind);
      figures.get(kind)?.push(figure);
      progress(
        `run ${run}/${runs} ${kind}: stored in ${seconds(figure.seedMs)}, migrated in ` +
          `${seconds(figure.migrateMs)}, opened in ${attemptText(figure.open)}` +
          (figure.uncapped ? `, without the limit ${attemptText(figure.uncapped)}` : "") +
          (figure.slowest?.length
            ? `; slowest: ${figure.slowest.map((s) => `${s.ms.toFixed(0)} ms ${s.sql}`).join(" | ")}`
            : ""),
      );
    }
  }
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(
    [
      "",
      `${started.toISOString()} · Node ${process.version} · ${os.cpus().length} cores (${cpu}) · ` +
        `1-min load average at the end ${os.loadavg()[0]?.toFixed(2)}`,
      "",
      ...kinds.map((kind) => report(kind, figures.get(kind) ?? [])),
      "",
    ].join("\n"),
  );
  if (!postgresUrl) console.log("PostgreSQL: skipped, TEST_DATABASE_URL is not set");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
