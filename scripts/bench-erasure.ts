/**
 * What erasing an archived edition costs at a festival's scale, and what it leaves in the files
 * (server/committee/erasure.ts, docs/decisions/0041):
 *
 *   npm run bench:erasure                                       # SQLite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:erasure   # and PostgreSQL
 *
 * Per database: a fresh one from `openDatabase` (the server's pragmas), BENCH_ERASURE_VOTES
 * votes (default 1,000,000; half as many addresses, each voting in both categories) stored in
 * `votes`, then archived as opening the next edition does (copied, then deleted). Then
 * - `eraseAddresses` for that edition, timed whole and, within it, the purge (SQLite: the WAL
 *   checkpoint that truncates; PostgreSQL: VACUUM FULL of the three tables);
 * - the bytes searched for the addresses' common part before and after: SQLite's file and its
 *   -wal, and a backup made afterwards (`backupSqlite`, timed); PostgreSQL's pages of every
 *   relation of the schema, read through pageinspect;
 * - SQLite only: migration 025's one VACUUM on that file (the upgrade's cost), and the CPU of a
 *   vote-sized insert with `secure_delete` on and off, alternated in one run.
 * Each database is removed afterwards. Figures, not a test.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { eraseAddresses } from "../server/committee/erasure";
import { type Database, openDatabase } from "../server/storage/database";
import type { DatabaseSchema } from "../server/storage/schema";
import { backupSqlite } from "../server/storage/sqlite-backup";
import { freshPostgres, freshSqlite } from "./support/databases";

const votes = Number(process.env.BENCH_ERASURE_VOTES ?? 1_000_000);
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Every seeded address holds it, and nothing else in the database does. */
const marker = ".bench-hapus@example.com";

const progress = (message: string) => console.error(`[bench:erasure] ${message}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * Stores the votes and archives them as edition 1, the way opening FB9 moves them. On
 * PostgreSQL through a pool of its own: the server's stops a statement after 4 s.
 */
async function seedArchived(database: Database, url?: string) {
  const db = url ? barePostgres(url) : database.db;
  const series =
    database.kind === "postgres"
      ? sql`select i from generate_series(1, ${votes}) as g(i)`
      : sql`with recursive series(i) as (
          select 1 union all select i + 1 from series where i < ${votes}) select i from series`;
  const hash =
    database.kind === "postgres"
      ? sql`substr(md5(i::text) || md5((i * 7)::text), 1, 43)`
      : sql`substr(hex(randomblob(22)), 1, 43)`;
  const store = url ? db.transaction().execute.bind(db.transaction()) : database.transaction;
  await store(async (trx) => {
    await sql`insert into editions (year, name, opened_at, opened_by, reason, archived_at,
        archived_by, current)
      values (2022, 'FB8', '2022-06-01T00:00:00.000Z', 'ketua', '', '2023-01-05T00:00:00.000Z',
        'ketua', null)`.execute(trx);
    await sql`insert into votes (category, food, email, voter, created_at, status, ip_hash,
        network_hash, domain)
      select case when i % 2 = 0 then 'domestic' else 'international' end,
        case when i % 2 = 0 then 'rendang' else 'onigiri' end,
        'pemilih' || (i / 2) || ${marker}, 'pemilih' || (i / 2) || ${marker},
        '2022-06-12T00:00:00.000Z', 'valid', ${hash}, ${hash}, 'example.com'
      from (${series}) as seeded`.execute(trx);
    await sql`insert into archived_votes (edition_id, id, category, food, email, created_at,
        status, invalidation_id, voter, ip_hash, network_hash, domain, flag_reason, small_domain)
      select 1, id, category, food, email, created_at, status, invalidation_id, voter, ip_hash,
        network_hash, domain, flag_reason, small_domain from votes`.execute(trx);
    await sql`delete from votes`.execute(trx);
  });
  if (url) {
    await sql`analyze`.execute(db);
    await db.destroy();
  }
}

/** A pool without the server's 4 s statement limit. */
const barePostgres = (url: string) =>
  new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });

/** How often the marker occurs in these files' bytes, and how many bytes were read. */
function searchFiles(files: string[]) {
  let bytes = 0;
  let found = 0;
  const needle = Buffer.from(marker);
  for (const file of files) {
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      continue;
    }
    bytes += content.length;
    for (let at = content.indexOf(needle); at !== -1; at = content.indexOf(needle, at + 1)) {
      found += 1;
    }
  }
  return { bytes, found };
}

/** PostgreSQL: pages of the schema's relations holding the marker, searched on the server. */
async function searchPages(url: string) {
  const db = barePostgres(url);
  await sql`create extension if not exists pageinspect with schema public`.execute(db);
  const { rows } = await sql<{ bytes: string; found: string }>`
    with own as (
      select oid from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'm')
    ), stored as (
      select oid from own
      union select reltoastrelid from pg_class where oid in (select oid from own) and reltoastrelid <> 0
    ), everything as (
      select oid, (pg_relation_size(oid) / current_setting('block_size')::int)::int as blocks
      from (select oid from stored
        union select indexrelid from pg_index where indrelid in (select oid from stored)) as r
    )
    select coalesce(sum(current_setting('block_size')::int), 0)::text as bytes,
      count(*) filter (where position(${Buffer.from(marker)}::bytea
        in public.get_raw_page(everything.oid::regclass::text, block)) > 0)::text as found
    from everything, generate_series(0, everything.blocks - 1) as block
  `.execute(db);
  await db.destroy();
  return { bytes: Number(rows[0]?.bytes ?? 0), pagesFound: Number(rows[0]?.found ?? 0) };
}

async function erase(database: Database) {
  let purgeMs = 0;
  const purge = database.purgeRemnants;
  database.purgeRemnants = async (tables) => {
    const started = performance.now();
    await purge(tables);
    purgeMs = performance.now() - started;
  };
  const erased = await timed(() => eraseAddresses(database, "ketua", 1));
  database.purgeRemnants = purge;
  return { ms: erased.ms, purgeMs, outcome: erased.value };
}

async function benchSqlite() {
  const disposable = freshSqlite();
  if (disposable.storage.kind !== "sqlite") throw new Error("expected SQLite");
  const { file } = disposable.storage;
  const files = [file, `${file}-wal`];
  try {
    const database = await openDatabase(disposable.storage);
    progress(`SQLite: seeding ${votes} votes`);
    const seeded = await timed(() => seedArchived(database));
    const before = searchFiles(files);
    progress("SQLite: erasing");
    const erased = await erase(database);
    const after = searchFiles(files);
    await database.close();

    const dir = mkdtempSync(join(os.tmpdir(), "fb8-bench-backup-"));
    const target = join(dir, "cadangan.sqlite");
    const backup = await timed(() => backupSqlite(file, target));
    const inBackup = searchFiles([target]);
    rmSync(dir, { recursive: true, force: true });

    const connection = new SQLite(file);
    const vacuum = await timed(async () => connection.exec("VACUUM"));
    connection.close();
    console.log(`SQLite, ${votes} votes (seeded in ${seconds(seeded.ms)}):`);
    console.log(
      `  erasure ${seconds(erased.ms)}, of which the WAL checkpoint ${seconds(erased.purgeMs)}`,
    );
    console.log(`  ${JSON.stringify(erased.outcome)}`);
    console.log(
      `  before: ${megabytes(before.bytes)} searched, the addresses' part found ${before.found} times`,
    );
    console.log(
      `  after:  ${megabytes(after.bytes)} searched (file and -wal), found ${after.found} times`,
    );
    console.log(
      `  backup made afterwards: ${seconds(backup.ms)}, ${megabytes(inBackup.bytes)}, found ${inBackup.found} times`,
    );
    console.log(`  migration 025's VACUUM of this file: ${seconds(vacuum.ms)}`);
  } finally {
    await disposable.dispose();
  }
}

/** CPU per vote-sized insert, secure_delete on against off, alternated, on a scratch file. */
function secureDeleteCost(rounds = 6, rows = 20_000) {
  const dir = mkdtempSync(join(os.tmpdir(), "fb8-bench-secure-"));
  const cpu = { ON: [] as number[], OFF: [] as number[] };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const setting of ["ON", "OFF"] as const) {
        const connection = new SQLite(join(dir, `${setting}-${round}.sqlite`));
        connection.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
        connection.exec(`PRAGMA secure_delete = ${setting}`);
        connection.exec(`create table votes (id integer primary key, category text, email text,
          voter text, ip_hash text, domain text);
          create unique index by_email on votes (category, email);
          create unique index by_voter on votes (category, voter)`);
        const insert = connection.prepare(
          "insert into votes (category, email, voter, ip_hash, domain) values (?, ?, ?, ?, ?)",
        );
        const started = process.cpuUsage();
        for (let from = 0; from < rows; from += 100) {
          connection.transaction(() => {
            for (let i = from; i < from + 100; i++) {
              const email = `pemilih${i}.${round}@example.com`;
              insert.run("domestic", email, email, `${i}`.padStart(43, "x"), "example.com");
            }
          })();
        }
        const used = process.cpuUsage(started);
        cpu[setting].push((used.user + used.system) / rows);
        connection.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const on = median(cpu.ON);
  const off = median(cpu.OFF);
  console.log(
    `secure_delete on a vote's insert: ${on.toFixed(1)} µs CPU against ${off.toFixed(1)} µs off (${((on / off - 1) * 100).toFixed(1)} %), medians of ${rounds}`,
  );
}

async function benchPostgres(url: string) {
  const disposable = await freshPostgres(url);
  try {
    const database = await openDatabase(disposable.storage);
    progress(`PostgreSQL: seeding ${votes} votes`);
    const { storage } = disposable;
    if (storage.kind !== "postgres") throw new Error("expected PostgreSQL");
    const seeded = await timed(() => seedArchived(database, storage.url));
    const before = await searchPages(storage.url);
    progress("PostgreSQL: erasing");
    const erased = await erase(database);
    const after = await searchPages(storage.url);
    await database.close();
    console.log(`PostgreSQL, ${votes} votes (seeded in ${seconds(seeded.ms)}):`);
    console.log(`  erasure ${seconds(erased.ms)}, of which VACUUM FULL ${seconds(erased.purgeMs)}`);
    console.log(`  ${JSON.stringify(erased.outcome)}`);
    console.log(
      `  before: ${megabytes(before.bytes)} of pages searched, ${before.pagesFound} pages hold an address`,
    );
    console.log(
      `  after:  ${megabytes(after.bytes)} of pages searched, ${after.pagesFound} pages hold an address`,
    );
  } finally {
    await disposable.dispose();
  }
}

console.log(`${os.cpus().length} cores, Node ${process.version}`);
secureDeleteCost();
await benchSqlite();
if (postgresUrl) await benchPostgres(postgresUrl);
else console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set");
