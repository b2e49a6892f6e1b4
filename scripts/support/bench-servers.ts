/**
 * The server processes `npm run bench` loads: the real server on a fresh database, and the bare
 * reference route (bare-route.ts), each its own process whose CPU the bench reads from /proc.
 * Everything started here is stopped by `cleanUp`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Config } from "../../server/config";
import { freshPostgres } from "./databases";
import { seedVotes } from "./seed-votes";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const host = "127.0.0.1";

export type Server = {
  name: string;
  port: number;
  child: ChildProcess;
  /** Where its standard output, the log, goes: a file, as journald or a log shipper would take it. */
  logFile: string;
  stderr: string[];
  /** Requests sent to it, for the log lines per request. */
  requests: number;
  /** Its PostgreSQL connections carry this application_name (PostgreSQL servers only). */
  postgres?: { adminUrl: string; applicationName: string };
};

const cleanups: (() => Promise<void> | void)[] = [];

export async function cleanUp() {
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

export function logLines(server: Server): number {
  const log = readFileSync(server.logFile, "utf8");
  let lines = 0;
  for (let at = log.indexOf("\n"); at >= 0; at = log.indexOf("\n", at + 1)) lines += 1;
  return lines;
}

function tail(server: Server) {
  const log = readFileSync(server.logFile, "utf8").split("\n").slice(-15).join("\n");
  return `${log}\n${server.stderr.join("").split("\n").slice(-15).join("\n")}`;
}

export function makeTempDir() {
  const dir = mkdtempSync(join(os.tmpdir(), "fb8-bench-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts `node --import tsx <args>` in `cwd` and waits until GET /api/health answers 200. */
export async function startServer(
  name: string,
  args: (port: number) => string[],
  env: Record<string, string>,
  options: { cwd?: string; postgres?: Server["postgres"] } = {},
): Promise<Server> {
  const port = await freePort();
  const logFile = join(makeTempDir(), "server.log");
  const logFd = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", ...args(port)], {
    cwd: options.cwd ?? projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ["ignore", logFd, "pipe"],
  });
  closeSync(logFd);
  const server: Server = {
    name,
    port,
    child,
    logFile,
    stderr: [],
    requests: 0,
    postgres: options.postgres,
  };
  cleanups.push(() => stopServer(server));
  child.stderr?.on("data", (chunk: Buffer) => {
    server.stderr.push(chunk.toString());
    if (server.stderr.length > 200) server.stderr.splice(0, 100);
  });

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${name} exited before it was ready:\n${tail(server)}`);
    try {
      const response = await fetch(`http://${host}:${port}/api/health`);
      server.requests += 1;
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${name} was not ready within 60 s:\n${tail(server)}`);
}

export function ensureRunning(server: Server) {
  if (hasExited(server.child)) {
    throw new Error(`${server.name} stopped during the bench:\n${tail(server)}`);
  }
}

/**
 * What the real server gets, whatever the caller's environment holds (empty means unset): the
 * shipped defaults, LOG_LEVEL info included, except three defences that a load generator on one
 * address cannot pass or would trip. The rate limit allows one address 120 votes a minute; burst
 * flagging would flag every vote past the 60th from one network (and a flagged vote does not
 * count, which the bench checks); a proof of work costs the client ~9 ms to solve, more than the
 * load generator can pay for thousands of votes a second (npm run bench:pow and bench:abuse
 * measure those defences).
 */
function realServerEnv(dataDir: string, databaseUrl = ""): Record<string, string> {
  return {
    NODE_ENV: "production",
    API_ONLY: "1",
    LOG_LEVEL: "info",
    VOTE_RATE_LIMIT_PER_MINUTE: "0",
    VOTE_PROOF_OF_WORK: "off",
    VOTE_FLAGGING: "off",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "",
  };
}

let applicationNames = 0;

/**
 * A real server started from `tree` (default this one) on a fresh database of the kind, with
 * `seeded` votes stored before it starts.
 */
export async function startRealServer(
  name: string,
  kind: "sqlite" | "postgres",
  options: { seeded?: number; postgresUrl?: string; tree?: string },
): Promise<Server> {
  const dataDir = makeTempDir();
  let storage: Config["storage"] = { kind: "sqlite", file: join(dataDir, "fb8.sqlite") };
  let postgres: Server["postgres"];
  if (kind === "postgres") {
    const adminUrl = options.postgresUrl ?? "";
    const database = await freshPostgres(adminUrl);
    cleanups.push(() => database.dispose());
    // Named, so that the bench finds this server's backends among everyone else's.
    applicationNames += 1;
    const applicationName = `fb8-bench-${process.pid}-${applicationNames}`;
    const url = new URL(database.storage.kind === "postgres" ? database.storage.url : "");
    url.searchParams.set("application_name", applicationName);
    storage = { kind: "postgres", url: url.toString() };
    postgres = { adminUrl, applicationName };
  }
  if (options.seeded) await seedVotes(storage, options.seeded);
  const databaseUrl = storage.kind === "postgres" ? storage.url : "";
  return startServer(name, () => ["server/server.ts"], realServerEnv(dataDir, databaseUrl), {
    cwd: options.tree,
    postgres,
  });
}

/** The bare reference route (bare-route.ts), logging one line per request or nothing. */
export function startBareRoute(name: string, log: boolean): Promise<Server> {
  const script = join(projectRoot, "scripts/support/bare-route.ts");
  return startServer(name, (port) => [script, String(port), ...(log ? ["--log"] : [])], {});
}
