/**
 * Throughput of the vote API, measured with autocannon against real server processes:
 *
 *   npm run bench                                   # SQLite loads only
 *   TEST_DATABASE_URL=postgres://… npm run bench    # adds the PostgreSQL loads
 *
 * Per database: durable votes and count reads at 50 connections, votes at 500 connections, and
 * votes against a database already holding 1,000,000 votes (stored directly before its server
 * starts). Every figure is compared within this one run: to the HTTP ceiling, or to the
 * 50-connection votes. A verdict line per target says PASS or FAIL with its figures.
 *
 * BENCH_SECONDS (default 10) is the length of one run, BENCH_RUNS (default 3) how many runs of
 * each load are made; BENCH_ONLY (e.g. "Votes (PostgreSQL)|Counts") keeps only the loads whose
 * names contain one of its parts, with the ceiling, for a quick comparison while working on one of them; the table shows their median. The runs are interleaved (ceiling, votes,
 * counts, … then again), so a noisy neighbour slows every load rather than one of them.
 *
 * These are figures, not a test: the exit code is 0 whatever they are, unless the bench itself
 * fails. Run with `--ceiling-server PORT`, this file is instead the bare Fastify server that
 * gives the HTTP ceiling.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { apiError } from "../common/api-errors";
import { isValidEmail, normalizeEmail } from "../common/email";
import type { Config } from "../server/config";
import { dishParams, errorResponse, voteBody, votesResponse } from "../server/routes/api/schemas";
import { freshPostgres } from "./support/databases";
import { seedVotes } from "./support/seed-votes";

type BenchRequest = autocannon.Request;
type BenchResult = autocannon.Result;
const runAutocannon = (options: autocannon.Options) => autocannon(options);

const thisFile = fileURLToPath(import.meta.url);
const projectRoot = resolve(dirname(thisFile), "..");
const host = "127.0.0.1";
const connections = 50;
/** The crowd of the "cost as the work grows" runs. */
const manyConnections = 500;
/** Votes already stored in the "cost as the work grows" runs. */
const storedVotes = 1_000_000;
const votePath = "/api/votes/domestic/rendang";
const countPath = "/api/votes/domestic/rendang";

// ---------------------------------------------------------------------------------------------
// The ceiling: the real vote route's parsing and validation, and nothing stored.

async function serveCeiling(port: number) {
  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/api/health", async () => ({ status: "ok" }));
  api.post(
    "/api/votes/:category/:food",
    {
      schema: {
        params: dishParams,
        body: voteBody,
        response: { 201: votesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      if (!isValidEmail(request.body.email)) return reply.code(400).send(apiError("invalid_email"));
      // The real route's work on the address; the result goes nowhere, as nothing is stored.
      normalizeEmail(request.body.email);
      return reply.code(201).send({ votes: 1 });
    },
  );
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host });
}

// ---------------------------------------------------------------------------------------------
// Child processes and clean-up.

type Server = { name: string; port: number; child: ChildProcess; output: string[] };

const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("clean-up failed:", error);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function hasExited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopServer(server: Server) {
  const { child } = server;
  if (hasExited(child)) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGTERM");
  const graceful = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!graceful && !hasExited(child)) {
    child.kill("SIGKILL");
    await exited;
  }
}

function tail(server: Server) {
  return server.output.join("").split("\n").slice(-30).join("\n");
}

/** Starts `node --import tsx <args>` and waits until GET /api/health answers 200. */
async function startServer(
  name: string,
  args: (port: number) => string[],
  env: Record<string, string>,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", ...args(port)], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, port, child, output: [] };
  cleanups.push(() => stopServer(server));
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    if (server.output.length > 200) server.output.splice(0, 100);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`${name} exited before it was ready:\n${tail(server)}`);
    }
    try {
      const response = await fetch(`http://${host}:${port}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${name} was not ready within 60 s:\n${tail(server)}`);
}

function ensureRunning(server: Server) {
  if (hasExited(server.child)) {
    throw new Error(`${server.name} stopped during the bench:\n${tail(server)}`);
  }
}

function makeTempDir() {
  const dir = mkdtempSync(join(os.tmpdir(), "fb8-bench-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the real server gets, whatever the caller's environment holds (empty means unset). */
function realServerEnv(dataDir: string, databaseUrl = ""): Record<string, string> {
  return {
    NODE_ENV: "production",
    API_ONLY: "1",
    LOG_LEVEL: "warn",
    VOTE_RATE_LIMIT_PER_MINUTE: "0",
    // Throughput, not the defences, is measured here (npm run bench:abuse measures those).
    VOTE_PROOF_OF_WORK: "off",
    VOTE_FLAGGING: "off",
    VOTE_DNS_SERVERS: "off",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "",
  };
}

// ---------------------------------------------------------------------------------------------
// Loads.

const benchId = Date.now().toString(36);
let emailCounter = 0;

/** Every vote gets an address never used before, or the server would answer 409. */
const uniqueVote = {
  setupRequest: (request: BenchRequest): BenchRequest => {
    emailCounter += 1;
    return {
      ...request,
      body: JSON.stringify({ email: `bench-${benchId}-${emailCounter}@example.com` }),
    };
  },
};

type Load = {
  name: string;
  server: Server;
  kind: "vote" | "count";
  connections: number;
  ceiling?: boolean;
  /** The 50-connection load on an empty database that this one is compared with. */
  baseline?: Load;
  results: BenchResult[];
  notes: string[];
};

async function readCount(server: Server): Promise<number> {
  const response = await fetch(`http://${host}:${server.port}${countPath}`);
  return votesResponse.parse(await response.json()).votes ?? 0;
}

function statusSummary(result: BenchResult) {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count ?? 0}`)
    .join(", ");
}

async function measure(load: Load, seconds: number, label: string): Promise<BenchResult> {
  const base = `http://${host}:${load.server.port}`;
  const stored = load.kind === "vote" && !load.ceiling;
  const before = stored ? await readCount(load.server) : 0;
  const result = await runAutocannon(
    load.kind === "vote"
      ? {
          url: `${base}${votePath}`,
          connections: load.connections,
          duration: seconds,
          method: "POST",
          headers: { "content-type": "application/json" },
          requests: [uniqueVote],
        }
      : {
          url: `${base}${countPath}`,
          connections: load.connections,
          duration: seconds,
          method: "GET",
        },
  );
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
  return result;
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
  share: number;
};

function summarise(load: Load, ceilingRps: number): Row {
  const rps = median(load.results.map((result) => result.requests.average));
  return {
    name: load.name,
    rps,
    p50: median(load.results.map((result) => result.latency.p50)),
    p99: median(load.results.map((result) => result.latency.p99)),
    errors: load.results.reduce((sum, result) => sum + result.errors, 0),
    timeouts: load.results.reduce((sum, result) => sum + result.timeouts, 0),
    non2xx: load.results.reduce((sum, result) => sum + result.non2xx, 0),
    share: (rps / ceilingRps) * 100,
  };
}

const headers = [
  "load",
  "req/s (median)",
  "p50 ms",
  "p99 ms",
  "errors",
  "timeouts",
  "non-2xx",
  "% of ceiling",
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
    String(row.errors),
    String(row.timeouts),
    String(row.non2xx),
    `${row.share.toFixed(1)}%`,
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

// ---------------------------------------------------------------------------------------------

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** A real server on a fresh database of the kind, with `seeded` votes stored before it starts. */
async function startRealServer(
  name: string,
  kind: "sqlite" | "postgres",
  seeded: number,
  postgresUrl: string | undefined,
): Promise<Server> {
  const dataDir = makeTempDir();
  let storage: Config["storage"] = { kind: "sqlite", file: join(dataDir, "fb8.sqlite") };
  if (kind === "postgres") {
    const database = await freshPostgres(postgresUrl ?? "");
    cleanups.push(() => database.dispose());
    storage = database.storage;
  }
  if (seeded > 0) await seedVotes(storage, seeded);
  const databaseUrl = storage.kind === "postgres" ? storage.url : "";
  return startServer(name, () => ["server/server.ts"], realServerEnv(dataDir, databaseUrl));
}

type Verdict = { target: string; pass: boolean; figures: string };

function verdictsFor(loads: Load[], rows: Map<Load, Row>): Verdict[] {
  const find = (name: string) => loads.find((each) => each.name === name);
  const share = (name: string, atLeast: number, p99AtMost?: number): Verdict[] => {
    const load = find(name);
    const row = load && rows.get(load);
    if (!row) return [];
    const pass = row.share >= atLeast && (p99AtMost === undefined || row.p99 <= p99AtMost);
    const p99 = p99AtMost === undefined ? "" : `, p99 ${milliseconds(row.p99)} ms`;
    const target = `${name} ≥ ${atLeast}% of the ceiling${p99AtMost ? ` with p99 ≤ ${p99AtMost} ms` : ""}`;
    return [{ target, pass, figures: `${row.share.toFixed(1)}%${p99}` }];
  };
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
  const all = [...rows.values()];
  return [
    ...share("Votes (SQLite, durable)", 45),
    ...share("Counts (SQLite)", 80),
    ...share("Votes (PostgreSQL)", 40, 50),
    ...share("Counts (PostgreSQL)", 80),
    ...growth,
    {
      target: "zero errors and zero non-2xx in every load",
      pass: all.every((row) => row.errors === 0 && row.non2xx === 0),
      figures: `${all.reduce((sum, row) => sum + row.errors, 0)} errors, ${all.reduce((sum, row) => sum + row.non2xx, 0)} non-2xx`,
    },
  ];
}

async function main() {
  const seconds = positiveNumber("BENCH_SECONDS", 10);
  const runs = Math.round(positiveNumber("BENCH_RUNS", 3));
  const warmUpSeconds = Math.min(2, seconds);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const progress = (message: string) => console.error(`[bench] ${message}`);

  const ceilingServer = await startServer(
    "ceiling server",
    (port) => [thisFile, "--ceiling-server", String(port)],
    {},
  );
  const load = (name: string, server: Server, kind: Load["kind"], extra: Partial<Load> = {}) =>
    ({ name, server, kind, connections, results: [], notes: [], ...extra }) satisfies Load;
  const ceiling = load("HTTP ceiling", ceilingServer, "vote", { ceiling: true });
  const loads: Load[] = [ceiling];
  const only = process.env.BENCH_ONLY ?? "";
  const wanted = (name: string) => only.split("|").some((part) => name.includes(part));
  const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
  for (const kind of kinds) {
    const label = kind === "sqlite" ? "SQLite" : "PostgreSQL";
    const server = await startRealServer(`${label} server`, kind, 0, postgresUrl);
    const votes = load(
      kind === "sqlite" ? "Votes (SQLite, durable)" : "Votes (PostgreSQL)",
      server,
      "vote",
    );
    loads.push(votes, load(`Counts (${label})`, server, "count"));
    loads.push(
      load(`Votes (${label}), ${manyConnections} connections`, server, "vote", {
        connections: manyConnections,
        baseline: votes,
      }),
    );
    const seededName = `Votes (${label}), ${storedVotes.toLocaleString("en-US")} stored`;
    if (!wanted(seededName)) continue;
    progress(`storing ${storedVotes.toLocaleString("en-US")} votes in a second ${label} database`);
    const seeded = await startRealServer(`${label} server, seeded`, kind, storedVotes, postgresUrl);
    loads.push(
      load(seededName, seeded, "vote", {
        baseline: votes,
      }),
    );
  }

  if (only)
    loads.splice(0, loads.length, ...loads.filter((each) => each.ceiling || wanted(each.name)));
  const started = new Date();
  progress(
    `${loads.length} loads × ${runs} runs × ${seconds} s (after ${warmUpSeconds} s of warm-up each)`,
  );
  for (const each of loads) {
    await measure(each, warmUpSeconds, "warm-up");
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const each of loads) {
      const result = await measure(each, seconds, `run ${run}`);
      each.results.push(result);
      progress(
        `run ${run}/${runs} ${each.name}: ${Math.round(result.requests.average)} req/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
      );
    }
  }

  const ceilingRps = median(ceiling.results.map((result) => result.requests.average));
  const rows = new Map(loads.map((each) => [each, summarise(each, ceilingRps)] as const));
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
  out.push("", plainTable(table));
  if (skipped) out.push(skipped);
  out.push(
    "",
    ...verdicts.map(
      ({ target, pass, figures }) => `${pass ? "PASS" : "FAIL"}  ${target}: ${figures}`,
    ),
  );
  const notes = loads.flatMap((each) => each.notes.map((note) => `${each.name}, ${note}`));
  if (notes.length > 0) out.push("", "Notes:", ...notes.map((note) => `  ${note}`));
  out.push("", "Markdown:", "", markdownTable(table));
  if (skipped) out.push("", `_${skipped}._`);
  out.push("", `_${context}._`, "");
  console.log(out.join("\n"));
}

const ceilingFlag = process.argv.indexOf("--ceiling-server");
if (ceilingFlag >= 0) {
  serveCeiling(Number(process.argv[ceilingFlag + 1])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
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
}
