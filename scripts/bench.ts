/**
 * What the vote API costs, measured with autocannon against real server processes:
 *
 *   npm run bench                                   # SQLite loads only (needs npm run build)
 *   TEST_DATABASE_URL=postgres://… npm run bench    # adds the PostgreSQL loads
 *
 * Per database, two servers side by side in one run (scripts/support/bench-servers.ts):
 * - as shipped: started as `npm run serve` starts it (tsx's command line, NODE_ENV=production,
 *   every other variable at its default: LOG_LEVEL info to standard output, here a file, the
 *   built site, the rate limit, burst flagging), behind one proxy (TRUST_PROXY=1) with an
 *   X-Forwarded-For of its own per request; only the proof of work is off;
 * - stripped: the API only under `node --import tsx`, without the rate limit, burst flagging
 *   or proxy, as the bench measured it before.
 * Durable votes and count reads at 50 connections on both; on the stripped one also votes at
 * 500 connections and votes against a database already holding 1,000,000 votes (stored
 * directly before its server starts). For every load it gives the throughput and the CPU one
 * request cost: user + system time of the server's processes (tsx's command line and the
 * server below it) and on PostgreSQL of the database's backends serving it, read from /proc
 * before and after each run; never the bench's own CPU, which is the client's. The reference
 * is a bare Fastify route with the same validation (scripts/support/bare-route.ts) in its own
 * process, logging one line per request as the server does at its default LOG_LEVEL (info);
 * the HTTP ceiling is the same route without a log. A verdict line per target says PASS or
 * MISS with its figures.
 *
 * BENCH_SECONDS (default 10) is the length of one run, BENCH_RUNS (default 3) how many runs of
 * each load are made; BENCH_ONLY (e.g. "Votes (PostgreSQL|Counts") keeps only the loads whose
 * names contain one of its parts, with the two references, and BENCH_SKIP (e.g. "stored|500")
 * leaves out those whose names contain one of its parts. BENCH_FACTORS=1 adds servers as
 * shipped with one thing changed each (started with `node --import tsx`, API only, no burst
 * flagging, no rate limit; on PostgreSQL also no Redis), to tell where the shipped server's
 * cost goes. BENCH_BEFORE=<another
 * checkout of the project, with its node_modules and a build> adds the 50-connection loads
 * against a server as shipped started from there: an A/B in one run. The runs are interleaved
 * (references, votes, counts, … then again), so a noisy neighbour slows every load rather than
 * one of them; the table shows medians.
 *
 * These are figures, not a test: the exit code is 0 whatever they are, unless the bench itself
 * fails.
 */
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { votesResponse } from "../server/routes/api/schemas";
import {
  cleanUp,
  type Entry,
  ensureRunning,
  host,
  logLines,
  type Server,
  startBareRoute,
  startRealServer,
} from "./support/bench-servers";
import {
  cpuBetween,
  cpuTickMicros,
  postgresBackends,
  processTree,
  snapshot,
} from "./support/process-cpu";

type BenchRequest = autocannon.Request;
type BenchResult = autocannon.Result;

const connections = 50;
/** The crowd of the "cost as the work grows" runs. */
const manyConnections = 500;
/** Votes already stored in the "cost as the work grows" runs. */
const storedVotes = 1_000_000;
const votePath = "/api/votes/domestic/rendang";
const countPath = "/api/votes/domestic/rendang";

const benchId = Date.now().toString(36);
let emailCounter = 0;
let clientCounter = 0;

/**
 * The next client address behind the proxy, from 198.18.0.0/15 (set aside for benchmarks,
 * RFC 2544; only ever written into a header). Consecutive clients are in different /24s, so a
 * network meets burst flagging's 600 votes in 10 minutes only after 300,000 votes, and one
 * address the rate limit's 120 a minute never.
 */
function nextClient(): string {
  const n = clientCounter % 131_072;
  clientCounter += 1;
  return `198.${18 + (n >> 16)}.${n & 255}.${(n >> 8) & 255}`;
}

/**
 * A client of one /24 behind the proxy (198.19.255.0/24): a school behind one NAT, every vote
 * in one network's burst counters.
 */
function nextClientInOneNetwork(): string {
  clientCounter += 1;
  return `198.19.255.${clientCounter & 255}`;
}

/**
 * Every vote gets an address never used before, or the server would answer 409. At gmail.com,
 * a large provider, as most of the festival's voters are: an address at a smaller domain meets
 * more checks (docs/address-rules.md). Behind the proxy each comes from a client of its own.
 */
const uniqueVote = (proxied: boolean, oneNetwork = false) => ({
  setupRequest: (request: BenchRequest): BenchRequest => {
    emailCounter += 1;
    const client = oneNetwork ? nextClientInOneNetwork() : nextClient();
    return {
      ...request,
      ...(proxied && { headers: { ...request.headers, "x-forwarded-for": client } }),
      body: JSON.stringify({ email: `bench${benchId}n${emailCounter}@gmail.com` }),
    };
  },
});

/** A count read, from a client of its own behind the proxy. */
const countRead = {
  setupRequest: (request: BenchRequest): BenchRequest => ({
    ...request,
    headers: { ...request.headers, "x-forwarded-for": nextClient() },
  }),
};

type Run = { result: BenchResult; serverMicros: number; databaseMicros: number };

type Load = {
  name: string;
  server: Server;
  kind: "vote" | "count";
  connections: number;
  /** The bare route, with its log line ("bare") or without ("ceiling"). */
  reference?: "bare" | "ceiling";
  /** The 50-connection load on an empty database that this one is compared with. */
  baseline?: Load;
  /**
   * Every vote from one /24, compared with this load (votes from spread networks on the same
   * server): past the network threshold its votes are stored flagged, outside the count.
   */
  oneNetworkOf?: Load;
  runs: Run[];
  notes: string[];
};

async function readCount(server: Server): Promise<number> {
  const response = await fetch(`http://${host}:${server.port}${countPath}`);
  server.requests += 1;
  return votesResponse.parse(await response.json()).votes ?? 0;
}

function statusSummary(result: BenchResult) {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count ?? 0}`)
    .join(", ");
}

/**
 * The server's processes (tsx's command line and the server below it, when started as `npm run
 * serve` does) and, on PostgreSQL, the backends its connections have now. Not the bench's own
 * process: the load generator's CPU is the client's.
 */
async function cpuSnapshots(server: Server, known: Iterable<number> = []) {
  const pid = server.child.pid ?? 0;
  const backends = server.postgres
    ? await postgresBackends(server.postgres.adminUrl, server.postgres.applicationName)
    : [];
  return {
    server: snapshot(processTree(pid)),
    database: snapshot(new Set([...known, ...backends])),
  };
}

async function measure(load: Load, seconds: number, label: string): Promise<Run> {
  const base = `http://${host}:${load.server.port}`;
  const stored = load.kind === "vote" && !load.reference && !load.oneNetworkOf;
  const before = stored ? await readCount(load.server) : 0;
  const cpuBefore = await cpuSnapshots(load.server);
  const result = await autocannon(
    load.kind === "vote"
      ? {
          url: `${base}${votePath}`,
          connections: load.connections,
          duration: seconds,
          method: "POST",
          headers: { "content-type": "application/json" },
          requests: [uniqueVote(load.server.proxied, Boolean(load.oneNetworkOf))],
        }
      : {
          url: `${base}${countPath}`,
          connections: load.connections,
          duration: seconds,
          method: "GET",
          ...(load.server.proxied && { requests: [countRead] }),
        },
  );
  const cpuAfter = await cpuSnapshots(load.server, cpuBefore.database.keys());
  load.server.requests += result.requests.total;
  ensureRunning(load.server);
  if (result.errors > 0 || result.non2xx > 0) {
    load.notes.push(
      `${label}: ${result.errors} errors (${result.timeouts} timeouts), statuses ${statusSummary(result)}`,
    );
  }
  if (stored) {
    // Requests in flight when autocannon stops are still stored but never counted as 2xx.
    await sleep(300);
    const added = (await readCount(load.server)) - before;
    if (added < result["2xx"] || added > result["2xx"] + load.connections) {
      load.notes.push(
        `${label}: ${result["2xx"]} votes acknowledged but the count grew by ${added}`,
      );
    }
  }
  const requests = Math.max(1, result.requests.total);
  return {
    result,
    serverMicros: cpuBetween(cpuBefore.server, cpuAfter.server) / requests,
    databaseMicros: cpuBetween(cpuBefore.database, cpuAfter.database) / requests,
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and report.

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU per request, µs: the server process, the database's backends, both. */
  serverMicros: number;
  databaseMicros: number;
  totalMicros: number;
  /** totalMicros against the bare route's, and against the ceiling's (no log line). */
  ratio: number;
  ceilingRatio: number;
  share: number;
};

type References = { bareMicros: number; ceilingMicros: number; ceilingRps: number };

function summarise(load: Load, { bareMicros, ceilingMicros, ceilingRps }: References): Row {
  const pick = (value: (run: Run) => number) => median(load.runs.map(value));
  const rps = pick((run) => run.result.requests.average);
  const totalMicros = pick((run) => run.serverMicros + run.databaseMicros);
  return {
    name: load.name,
    rps,
    p50: pick((run) => run.result.latency.p50),
    p99: pick((run) => run.result.latency.p99),
    errors: load.runs.reduce((sum, run) => sum + run.result.errors, 0),
    timeouts: load.runs.reduce((sum, run) => sum + run.result.timeouts, 0),
    non2xx: load.runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    serverMicros: pick((run) => run.serverMicros),
    databaseMicros: pick((run) => run.databaseMicros),
    totalMicros,
    ratio: totalMicros / bareMicros,
    ceilingRatio: totalMicros / ceilingMicros,
    share: (rps / ceilingRps) * 100,
  };
}

const headers = [
  "load",
  "req/s",
  "p50 ms",
  "p99 ms",
  "errors",
  "non-2xx",
  "% of ceiling",
  "server µs/req",
  "database µs/req",
  "CPU µs/req",
  "× bare",
  "× ceiling",
];

/** autocannon measures whole milliseconds; a median of an even number of runs may add a half. */
function milliseconds(value: number): string {
  return String(Number(value.toFixed(1)));
}

function cells(row: Row): string[] {
  return [
    row.name,
    Math.round(row.rps).toLocaleString("en-US"),
    milliseconds(row.p50),
    milliseconds(row.p99),
    `${row.errors}${row.timeouts ? ` (${row.timeouts} t/o)` : ""}`,
    String(row.non2xx),
    `${row.share.toFixed(1)}%`,
    row.serverMicros.toFixed(1),
    row.databaseMicros > 0 ? row.databaseMicros.toFixed(1) : "–",
    row.totalMicros.toFixed(1),
    `${row.ratio.toFixed(2)}×`,
    `${row.ceilingRatio.toFixed(2)}×`,
  ];
}

function plainTable(rows: Row[]): string {
  const lines = [headers, ...rows.map(cells)];
  const widths = headers.map((_, column) =>
    Math.max(...lines.map((line) => (line[column] ?? "").length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [format(headers), rule, ...lines.slice(1).map(format)].join("\n");
}

function markdownTable(rows: Row[]): string {
  const align = headers.map((_, column) => (column === 0 ? "---" : "---:"));
  return [headers, align, ...rows.map(cells)].map((line) => `| ${line.join(" | ")} |`).join("\n");
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

type Verdict = { target: string; pass: boolean; figures: string };

/**
 * Issue 26's targets: CPU per request at most this many times the bare route's, judged on
 * the server as shipped and on the stripped one.
 */
const cpuTargets = (["as shipped", "stripped"] as const).flatMap((setup) => [
  { load: `Votes (SQLite, ${setup})`, atMost: 4.5 },
  { load: `Counts (SQLite, ${setup})`, atMost: 3.0 },
  { load: `Votes (PostgreSQL, ${setup})`, atMost: 7.0, what: "backends included" },
]);

/** BENCH_FACTORS=1: the shipped server with one thing changed each, beside it in the run. */
const shippedFactors: {
  name: string;
  env?: Record<string, string>;
  entry?: Entry;
  postgresOnly?: boolean;
}[] = [
  { name: "node --import tsx", entry: "node" },
  { name: "API only", env: { API_ONLY: "1" } },
  { name: "no burst flagging", env: { VOTE_FLAGGING: "off" } },
  { name: "no rate limit", env: { VOTE_RATE_LIMIT_PER_MINUTE: "0" } },
  // The rate limit counted in PostgreSQL, as when the deploy's Redis is down.
  { name: "no Redis", env: { REDIS_URL: "" }, postgresOnly: true },
];

function verdictsFor(loads: Load[], rows: Map<Load, Row>): Verdict[] {
  const bare = [...rows.values()].find((row) => row.name === bareName);
  const cpu = cpuTargets.flatMap(({ load, atMost, what }): Verdict[] => {
    const row = [...rows.values()].find((each) => each.name === load);
    if (!row || !bare) return [];
    return [
      {
        target: `${load}: CPU per request ≤ ${atMost}× the bare route's${what ? ` (${what})` : ""}`,
        pass: row.ratio <= atMost,
        figures: `${row.ratio.toFixed(2)}× (${row.totalMicros.toFixed(1)} µs against ${bare.totalMicros.toFixed(1)} µs)`,
      },
    ];
  });
  const growth = loads.flatMap((load): Verdict[] => {
    const row = rows.get(load);
    const base = load.baseline && rows.get(load.baseline);
    if (!row || !base) return [];
    const ratio = row.rps / base.rps;
    const many = load.connections > connections;
    const clean = row.errors === 0 && row.timeouts === 0 && row.non2xx === 0;
    const pass = ratio >= 0.8 && clean && (!many || row.p99 <= 200);
    return [
      {
        target: `${load.name}: within 20% of the ${connections}-connection run, no errors or timeouts${many ? ", p99 ≤ 200 ms" : ""}`,
        pass,
        figures: `${(ratio * 100).toFixed(0)}% of it, ${row.errors} errors, ${row.timeouts} timeouts, p99 ${milliseconds(row.p99)} ms`,
      },
    ];
  });
  const oneNetwork = loads.flatMap((load): Verdict[] => {
    const row = rows.get(load);
    const spread = load.oneNetworkOf && rows.get(load.oneNetworkOf);
    if (!row || !spread) return [];
    const ratio = row.totalMicros / spread.totalMicros;
    return [
      {
        target: `${load.name}: CPU per vote ≤ ${oneNetworkAtMost}× the same server's votes from spread networks`,
        pass: ratio <= oneNetworkAtMost,
        figures: `${ratio.toFixed(2)}× (${row.totalMicros.toFixed(1)} µs against ${spread.totalMicros.toFixed(1)} µs)`,
      },
    ];
  });
  const all = [...rows.values()];
  return [
    ...cpu,
    ...growth,
    ...oneNetwork,
    {
      target: "zero errors and zero non-2xx in every load",
      pass: all.every((row) => row.errors === 0 && row.non2xx === 0),
      figures: `${all.reduce((sum, row) => sum + row.errors, 0)} errors, ${all.reduce((sum, row) => sum + row.non2xx, 0)} non-2xx`,
    },
  ];
}

/**
 * Issue 43: votes all from one /24 (a school behind one NAT) cost at most this many times
 * votes from spread networks, whatever the burst.
 */
const oneNetworkAtMost = 1.1;

const bareName = "Bare route (one log line)";
const ceilingName = "HTTP ceiling (bare, no log)";

async function main() {
  const seconds = positiveNumber("BENCH_SECONDS", 10);
  const runs = Math.round(positiveNumber("BENCH_RUNS", 3));
  const warmUpSeconds = Math.min(2, seconds);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const factors = process.env.BENCH_FACTORS === "1";
  const beforeTree = process.env.BENCH_BEFORE || undefined;
  const progress = (message: string) => console.error(`[bench] ${message}`);

  const load = (name: string, server: Server, kind: Load["kind"], extra: Partial<Load> = {}) =>
    ({ name, server, kind, connections, runs: [], notes: [], ...extra }) satisfies Load;
  const bare = load(bareName, await startBareRoute("bare route", true), "vote", {
    reference: "bare",
  });
  const ceiling = load(ceilingName, await startBareRoute("ceiling", false), "vote", {
    reference: "ceiling",
  });
  const loads: Load[] = [bare, ceiling];
  const only = process.env.BENCH_ONLY ?? "";
  const skip = process.env.BENCH_SKIP ?? "";
  const skipParts = skip ? skip.split("|") : [];
  const wanted = (name: string) =>
    (!only || only.split("|").some((part) => name.includes(part))) &&
    !skipParts.some((part) => name.includes(part));
  const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
  for (const kind of kinds) {
    const label = kind === "sqlite" ? "SQLite" : "PostgreSQL";
    let strippedVotes: Load | undefined;
    // A server starts only for a load that is wanted (BENCH_ONLY, BENCH_SKIP).
    const shippedNames = [`Votes (${label}, as shipped)`, `Counts (${label}, as shipped)`];
    if (shippedNames.some(wanted)) {
      const shipped = await startRealServer(`${label} server, as shipped`, kind, {
        setup: "shipped",
        postgresUrl,
      });
      loads.push(load(shippedNames[0] ?? "", shipped, "vote"));
      loads.push(load(shippedNames[1] ?? "", shipped, "count"));
    }
    // A school behind one NAT: every vote from one /24, against votes from spread networks on
    // the same server, as shipped but for two things: its rate limit is past what the bench
    // sends (256 addresses at 120 a minute would answer 429 here), so that both loads meet
    // burst flagging's network threshold (600 in 10 minutes) as shipped, the one /24 past it
    // within a second; and it serves the API only (the site's files play no part in a vote).
    const spreadName = `Votes (${label}, as shipped, API only, high rate limit), spread networks`;
    const oneName = `Votes (${label}, as shipped, API only, high rate limit), one /24`;
    if (wanted(spreadName) || wanted(oneName)) {
      const unlimited = await startRealServer(`${label} server as shipped, high rate limit`, kind, {
        setup: "shipped",
        postgresUrl,
        env: { VOTE_RATE_LIMIT_PER_MINUTE: "1000000", API_ONLY: "1" },
      });
      const spread = load(spreadName, unlimited, "vote");
      loads.push(spread, load(oneName, unlimited, "vote", { oneNetworkOf: spread }));
    }
    const strippedNames = [
      `Votes (${label}, stripped)`,
      `Counts (${label}, stripped)`,
      `Votes (${label}, stripped), ${manyConnections} connections`,
      `Votes (${label}, stripped), ${storedVotes.toLocaleString("en-US")} stored`,
    ];
    if (strippedNames.some(wanted)) {
      const server = await startRealServer(`${label} server, stripped`, kind, {
        setup: "stripped",
        postgresUrl,
      });
      const votes = load(strippedNames[0] ?? "", server, "vote");
      loads.push(votes, load(strippedNames[1] ?? "", server, "count"));
      loads.push(
        load(strippedNames[2] ?? "", server, "vote", {
          connections: manyConnections,
          baseline: votes,
        }),
      );
      strippedVotes = votes;
    }
    const beforeNames = [
      `Votes (${label}, as shipped), before`,
      `Counts (${label}, as shipped), before`,
    ];
    if (beforeTree && beforeNames.some(wanted)) {
      const before = await startRealServer(`${label} server as shipped, before`, kind, {
        setup: "shipped",
        postgresUrl,
        tree: beforeTree,
      });
      loads.push(load(beforeNames[0] ?? "", before, "vote"));
      loads.push(load(beforeNames[1] ?? "", before, "count"));
    }
    // One change each from the shipped setup, to tell where its cost beyond the stripped one
    // goes (BENCH_FACTORS=1). On PostgreSQL too: without Redis the rate limit is counted in
    // the database, and burst flagging reads it.
    if (factors) {
      for (const factor of shippedFactors.filter(
        (each) => kind === "postgres" || !each.postgresOnly,
      )) {
        const votesName = `Votes (${label}, as shipped, ${factor.name})`;
        const countsName = `Counts (${label}, as shipped, ${factor.name})`;
        if (!wanted(votesName) && !wanted(countsName)) continue;
        const changed = await startRealServer(`${label} server as shipped, ${factor.name}`, kind, {
          setup: "shipped",
          postgresUrl,
          env: factor.env,
          entry: factor.entry,
        });
        loads.push(load(votesName, changed, "vote"), load(countsName, changed, "count"));
      }
    }
    const seededName = `Votes (${label}, stripped), ${storedVotes.toLocaleString("en-US")} stored`;
    if (!wanted(seededName)) continue;
    progress(`storing ${storedVotes.toLocaleString("en-US")} votes in a second ${label} database`);
    const seeded = await startRealServer(`${label} server, seeded`, kind, {
      setup: "stripped",
      seeded: storedVotes,
      postgresUrl,
    });
    loads.push(load(seededName, seeded, "vote", { baseline: strippedVotes }));
  }

  if (only || skip) {
    loads.splice(0, loads.length, ...loads.filter((each) => each.reference || wanted(each.name)));
  }
  const started = new Date();
  progress(
    `${loads.length} loads × ${runs} runs × ${seconds} s (after ${warmUpSeconds} s of warm-up each)`,
  );
  for (const each of loads) await measure(each, warmUpSeconds, "warm-up");
  for (let run = 1; run <= runs; run += 1) {
    for (const each of loads) {
      const measured = await measure(each, seconds, `run ${run}`);
      each.runs.push(measured);
      const { result } = measured;
      progress(
        `run ${run}/${runs} ${each.name}: ${Math.round(result.requests.average)} req/s, ` +
          `p99 ${result.latency.p99} ms, CPU ${measured.serverMicros.toFixed(1)} + ` +
          `${measured.databaseMicros.toFixed(1)} µs/req, ` +
          `${result.errors} errors, ${result.non2xx} non-2xx`,
      );
    }
  }

  const references: References = {
    bareMicros: median(bare.runs.map((run) => run.serverMicros)),
    ceilingMicros: median(ceiling.runs.map((run) => run.serverMicros)),
    ceilingRps: median(ceiling.runs.map((run) => run.result.requests.average)),
  };
  const rows = new Map(loads.map((each) => [each, summarise(each, references)] as const));
  const table = [...rows.values()];
  const verdicts = verdictsFor(loads, rows);

  const cpuModel = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const context =
    `${started.toISOString()} · Node ${process.version} · ${os.cpus().length} cores (${cpuModel}) · ` +
    `${connections} connections unless named · ${seconds} s × ${runs} runs, median`;
  const skipped = postgresUrl
    ? undefined
    : "PostgreSQL loads: skipped, TEST_DATABASE_URL is not set";

  const out: string[] = [];
  out.push("", `Date: ${started.toISOString()}`, `Node: ${process.version}`);
  out.push(
    `Cores: ${os.cpus().length} (${cpuModel}), 1-min load average at the end ${os.loadavg()[0]?.toFixed(2)}`,
  );
  out.push(
    `Load: ${connections} connections unless named, ${seconds} s per run, ${runs} runs, median shown`,
  );
  out.push(
    `CPU: user + system time from /proc (in steps of ${(cpuTickMicros / 1000).toFixed(0)} ms per run, ` +
      "divided by the requests it answered); database = PostgreSQL backends of that server",
  );
  out.push("", plainTable(table));
  if (skipped) out.push(skipped);
  out.push(
    "",
    ...verdicts.map(
      ({ target, pass, figures }) => `${pass ? "PASS" : "MISS"}  ${target}: ${figures}`,
    ),
  );
  const servers = [...new Set(loads.map((each) => each.server))];
  out.push(
    "",
    "Log lines per request: " +
      servers
        .map((server) => `${server.name} ${(logLines(server) / server.requests).toFixed(2)}`)
        .join(", "),
  );
  const notes = loads.flatMap((each) => each.notes.map((note) => `${each.name}, ${note}`));
  if (notes.length > 0) out.push("", "Notes:", ...notes.map((note) => `  ${note}`));
  out.push("", "Markdown:", "", markdownTable(table));
  if (skipped) out.push("", `_${skipped}._`);
  out.push("", `_${context}._`, "");
  console.log(out.join("\n"));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping the servers`);
    void cleanUp().then(() => process.exit(130));
  });
}
main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
