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
 * criteria that changes 100,000 votes. BENCH_CONSOLE_VOTES overrides the million.
 *
 * Then votes and `/api/health/live` while three clients download votes.csv uncompressed, over
 * and over, for BENCH_EXPORT_SECONDS (default 20): vote p99 and health p99 / max, against the
 * target (vote p99 ≤ 100 ms, health ≤ 50 ms) as PASS or MISS. With BENCH_CONSOLE_BASELINE set
 * to another checkout of the project (with its node_modules), the same is measured on its
 * server, on the same database, in the same run: the "before".
 *
 * Figures, not a test: it exits 0 whatever they are, unless the bench itself fails.
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
import { exportLoadHeader, exportLoadRow, underExports } from "./support/export-load";
import { startServerProcess } from "./support/server-process";

const totalVotes = Number(process.env.BENCH_CONSOLE_VOTES ?? 1_000_000);
const resultRequests = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 200);
const exportSeconds = Number(process.env.BENCH_EXPORT_SECONDS ?? 20);
const baseline = process.env.BENCH_CONSOLE_BASELINE;
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

async function signIn(base: string) {
  const response = await fetch(`${base}/api/panitia/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = await response.json();
  return { cookie, csrfToken: String(csrfToken) };
}

const serverEnv = (storage: Config["storage"]): Record<string, string> =>
  storage.kind === "sqlite"
    ? { DATA_DIR: storage.file.replace(/\/fb8\.sqlite$/, "") }
    : { DATABASE_URL: storage.url };

/** Votes and health while exports run, on this checkout's server and the baseline's. */
async function measureUnderExports(kind: string, storage: Config["storage"]) {
  const rows: string[] = [];
  const servers: [string, string | undefined][] = [["this", undefined]];
  if (baseline) servers.push(["baseline", baseline]);
  for (const [label, cwd] of servers) {
    console.error(`${kind}: votes and health under exports, ${label} server…`);
    const server = await startServerProcess(serverEnv(storage), { cwd });
    try {
      const { cookie } = await signIn(server.url);
      if (!cwd) {
        // The same clients without exports: what votes and health cost on this machine now.
        const idle = await underExports(server.url, cookie, {
          seconds: exportSeconds / 2,
          exporters: 0,
          label: `idle${Date.now()}`,
        });
        rows.push(exportLoadRow(kind, "this, no export", idle));
        console.error(rows.at(-1));
      }
      const result = await underExports(server.url, cookie, {
        seconds: exportSeconds,
        label: `${label}${Date.now()}`,
      });
      rows.push(exportLoadRow(kind, label, result));
      console.error(rows.at(-1));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

async function measure(kind: string, disposable: DisposableStorage) {
  const seedSeconds = await seed(disposable.storage);
  const server = await startServerProcess(serverEnv(disposable.storage));
  const pid = server.child.pid ?? 0;
  try {
    const { cookie, csrfToken } = await signIn(server.url);

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
const loadRows: string[] = [];
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
    console.error(rows.at(-1));
    loadRows.push(...(await measureUnderExports(kind, disposable.storage)));
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
console.log(["", ...exportLoadHeader, ...loadRows].join("\n"));
