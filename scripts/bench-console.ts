/**
 * The committee's console at scale: 1,000,000 votes over the 19 dishes, served by a real
 * server process, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
 *
 *   npm run bench:console
 *   TEST_DATABASE_URL=postgres://… npm run bench:console
 *
 * It prints the results request (median and p99 of BENCH_CONSOLE_REQUESTS, default 200, one
 * at a time; target: median ≤ 100 ms), the votes-per-hour request, the full vote export (time,
 * size, and the server's peak resident memory: target < 300 MB), and an invalidation by
 * criteria that changes 100,000 votes. BENCH_CONSOLE_VOTES overrides the million. Figures,
 * not a test: it exits 0 whatever they are, unless the bench itself fails.
 */
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { dishes } from "../content";
import { addAccount } from "../server/committee/accounts";
import type { Config } from "../server/config";
import { openDatabase } from "../server/storage/database";
import {
  type DisposableStorage,
  freshPostgres,
  freshSqlite,
  postgresUrl,
} from "./support/databases";
import { startServerProcess } from "./support/server-process";

const totalVotes = Number(process.env.BENCH_CONSOLE_VOTES ?? 1_000_000);
const resultRequests = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 200);
const password = "bench-console-password";
/** One vote in ten comes from this domain: the invalidation below changes 100,000 of a million. */
const massDomain = "massal.id";
const votingStart = Date.UTC(2022, 10, 21, 1, 0, 0);
const votingHours = 72;

/** Vote i: a dish (spread unevenly, like a real vote), an address unique per category, a time. */
function voteAt(index: number) {
  const dish = dishes[(index * 7 + (index % 5)) % dishes.length] ?? dishes[0];
  if (!dish) throw new Error("no dishes in the catalogue");
  const domain = index % 10 === 0 ? massDomain : `sekolah${index % 37}.sch.id`;
  const createdAt = new Date(votingStart + ((index * 7919) % (votingHours * 3600)) * 1000);
  return {
    category: dish.category,
    food: dish.slug,
    email: `pemilih${index}@${domain}`,
    created_at: createdAt.toISOString(),
  };
}

async function seed(storage: Config["storage"]) {
  const database = await openDatabase(storage);
  try {
    const problem = await addAccount(
      database,
      { username: "bench", role: "admin", password },
      "bench",
    );
    if (problem) throw new Error(problem);
    const { db } = database;
    const batch = 5_000;
    const started = performance.now();
    for (let first = 0; first < totalVotes; first += batch) {
      const rows = Array.from({ length: Math.min(batch, totalVotes - first) }, (_, offset) =>
        voteAt(first + offset),
      );
      if (database.kind === "sqlite") {
        await database.transaction((trx) => trx.insertInto("votes").values(rows).execute());
      } else {
        await db.insertInto("votes").values(rows).execute();
      }
    }
    // The running totals as votes would have left them.
    await sql`
      insert into vote_totals (category, food, shard, votes)
      select category, food, 0, count(*) from votes group by category, food
    `.execute(db);
    if (database.kind === "postgres") await sql`analyze votes`.execute(db);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

/** Peak resident memory of a process so far (Linux), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function timeRequests(url: string, cookie: string, count: number) {
  const times: number[] = [];
  for (let request = 0; request < count; request += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measure(kind: string, disposable: DisposableStorage) {
  const seedSeconds = await seed(disposable.storage);
  const env: Record<string, string> =
    disposable.storage.kind === "sqlite"
      ? { DATA_DIR: disposable.storage.file.replace(/\/fb8\.sqlite$/, "") }
      : { DATABASE_URL: disposable.storage.url };
  const server = await startServerProcess(env);
  const pid = server.child.pid ?? 0;
  try {
    const signIn = await fetch(`${server.url}/api/panitia/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench", password }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { csrfToken } = await signIn.json();

    await timeRequests(`${server.url}/api/panitia/results`, cookie, 10); // warm-up
    const results = await timeRequests(`${server.url}/api/panitia/results`, cookie, resultRequests);
    // Once: the server recounts it at most every 30 s, and this is the recount.
    const timeline = await timeRequests(`${server.url}/api/panitia/timeline`, cookie, 1);

    const memoryBefore = peakMemoryMb(pid);
    const exportStarted = performance.now();
    const exported = await fetch(`${server.url}/api/panitia/export/votes.csv`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of exported.body ?? []) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const memoryPeak = peakMemoryMb(pid);

    const invalidationStarted = performance.now();
    const invalidation = await fetch(`${server.url}/api/panitia/invalidations`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "x-csrf-token": csrfToken },
      body: JSON.stringify({ criteria: { domain: massDomain }, reason: "bench", dryRun: false }),
    });
    if (!invalidation.ok)
      throw new Error(`invalidation answered ${invalidation.status}: ${await invalidation.text()}`);
    const { count } = await invalidation.json();
    const invalidationSeconds = (performance.now() - invalidationStarted) / 1000;
    const after = await timeRequests(`${server.url}/api/panitia/results`, cookie, 20);

    return [
      `| ${kind} | ${totalVotes.toLocaleString("en")} | ${seedSeconds.toFixed(0)} s`,
      `${results.median.toFixed(1)} / ${results.p99.toFixed(1)} ms`,
      `${timeline.median.toFixed(0)} ms`,
      `${exportSeconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB, ${lines - 1} rows`,
      `${memoryBefore.toFixed(0)} → ${memoryPeak.toFixed(0)} MB`,
      `${count.toLocaleString("en")} in ${invalidationSeconds.toFixed(1)} s`,
      `${after.median.toFixed(1)} ms |`,
    ].join(" | ");
  } finally {
    await server.stop();
  }
}

const rows: string[] = [];
const databases: [string, () => Promise<DisposableStorage>][] = [
  ["SQLite", async () => freshSqlite()],
];
const pgUrl = postgresUrl;
if (pgUrl) databases.push(["PostgreSQL", () => freshPostgres(pgUrl)]);
for (const [kind, create] of databases) {
  const disposable = await create();
  try {
    console.error(`${kind}: seeding ${totalVotes.toLocaleString("en")} votes…`);
    rows.push(await measure(kind, disposable));
  } finally {
    await disposable.dispose();
  }
}
if (!postgresUrl) console.error("PostgreSQL skipped: set TEST_DATABASE_URL to include it.");
console.log(
  [
    "| database | votes | seeding | results median / p99 | votes per hour | full vote export | server peak memory (before → during export) | invalidation by domain | results after |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n"),
);
