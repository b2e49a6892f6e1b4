/**
 * The server processes `npm run bench` loads: the real server on a fresh database, as shipped
 * or stripped (see `startRealServer`), and the bare reference route (bare-route.ts), each its
 * own process tree whose CPU the bench reads from /proc. Everything started here is stopped by
 * `cleanUp`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Config } from "../../server/config";
import { freshPostgres } from "./databases";
import { startDnsServer } from "./dns-server";
import { seedVotes } from "./seed-votes";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const host = "127.0.0.1";

export type Server = {
  name: string;
  port: number;
  /** The process started: the server itself, or tsx's command line with the server below it. */
  child: ChildProcess;
  /**
   * Behind a proxy (TRUST_PROXY=1): every request carries an X-Forwarded-For of its own
   * client, as Caddy writes it.
   */
  proxied: boolean;
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

/**
 * How a server is started: "tsx" is tsx's command line, as `npm run serve` runs it (a parent
 * process that starts the server as its child); "node" is `node --import tsx`, one process, as
 * the systemd unit (deploy/fb8@.service) runs it.
 */
export type Entry = "tsx" | "node";

/**
 * Starts `<entry> <args>` in `cwd` and waits until GET /api/health answers 200. Its standard
 * output, the log, goes to a file. `clean` starts it with only PATH and HOME of this process's
 * environment, as a service starts, so that no variable of the shell running the bench changes
 * what is measured.
 */
export async function startServer(
  name: string,
  args: (port: number) => string[],
  env: Record<string, string>,
  options: {
    cwd?: string;
    postgres?: Server["postgres"];
    entry?: Entry;
    clean?: boolean;
    proxied?: boolean;
  } = {},
): Promise<Server> {
  const port = await freePort();
  const logFile = join(makeTempDir(), "server.log");
  const logFd = openSync(logFile, "a");
  const cwd = options.cwd ?? projectRoot;
  const [command, prefix] =
    options.entry === "tsx"
      ? [join(cwd, "node_modules/.bin/tsx"), []]
      : [process.execPath, ["--import", "tsx"]];
  const inherited = options.clean
    ? { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" }
    : process.env;
  const child = spawn(command, [...prefix, ...args(port)], {
    cwd,
    env: { ...inherited, ...env, PORT: String(port), HOST: host },
    stdio: ["ignore", logFd, "pipe"],
  });
  closeSync(logFd);
  const server: Server = {
    name,
    port,
    child,
    proxied: options.proxied ?? false,
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
 * The bench's DNS server on 127.0.0.1 for every real server (VOTE_DNS_SERVERS): the server
 * probes DNS with gmail.com's MX and would otherwise ask the machine's resolver, off this
 * machine. It knows the large provider the bench votes at; a vote at gmail.com is never looked
 * up, so the check's cost per vote is what it is in production.
 */
let dns: Promise<string> | undefined;
function benchDns(): Promise<string> {
  dns ??= startDnsServer({ "gmail.com": { mx: "gmail-smtp-in.l.google.com" } }).then((server) => {
    cleanups.push(() => server.close());
    return server.server;
  });
  return dns;
}

/**
 * How the real server is configured:
 * - "shipped": as `npm run serve` starts it on a deploy (deploy/fb8.env.example): tsx's command
 *   line, NODE_ENV=production and every other variable at its default (LOG_LEVEL info, the
 *   rate limit, burst flagging, the built site served beside the API), on PostgreSQL with
 *   Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379), behind one proxy
 *   (TRUST_PROXY=1) with every request from its own client address. Only the proof of work is
 *   off: solving one costs the client ~9 ms (npm run bench:pow), more than a load generator can
 *   pay for thousands of votes a second.
 * - "stripped": what the bench measured until 2026-11-26 (docs/decisions/0027): `node --import
 *   tsx`, the API only, no rate limit, no burst flagging, no proof of work, no proxy (every
 *   request from 127.0.0.1).
 */
export type Setup = "shipped" | "stripped";

function realServerEnv(
  setup: Setup,
  dataDir: string,
  postgres: { url: string; applicationName: string } | undefined,
  dnsServer: string,
): Record<string, string> {
  const common = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    VOTE_DNS_SERVERS: dnsServer,
    VOTE_PROOF_OF_WORK: "off",
  };
  if (setup === "shipped") {
    // The two-process deploy on PostgreSQL counts its rate limits in Redis (fb8.env.example);
    // one process on SQLite has none. Redis's own CPU is not in the figures: about 30 µs a
    // vote on this machine (2026-11-27).
    if (!postgres) return { ...common, TRUST_PROXY: "1" };
    return {
      ...common,
      TRUST_PROXY: "1",
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      // The server's own keys, named as its PostgreSQL connections are.
      REDIS_KEY_PREFIX: `${postgres.applicationName}:`,
    };
  }
  return {
    ...common,
    API_ONLY: "1",
    LOG_LEVEL: "info",
    VOTE_RATE_LIMIT_PER_MINUTE: "0",
    VOTE_FLAGGING: "off",
    TRUST_PROXY: "",
  };
}

let applicationNames = 0;

/**
 * A real server started from `tree` (default this one) on a fresh database of the kind, with
 * `seeded` votes stored before it starts. `env` changes its setup's variables (empty unsets
 * one) and `entry` how it is started, for the bench's factor loads.
 */
export async function startRealServer(
  name: string,
  kind: "sqlite" | "postgres",
  options: {
    setup: Setup;
    seeded?: number;
    postgresUrl?: string;
    tree?: string;
    env?: Record<string, string>;
    entry?: Entry;
  },
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
  const shipped = options.setup === "shipped";
  const env = {
    ...realServerEnv(
      options.setup,
      dataDir,
      storage.kind === "postgres" && postgres
        ? { url: storage.url, applicationName: postgres.applicationName }
        : undefined,
      await benchDns(),
    ),
    ...options.env,
  };
  if (!env.API_ONLY) {
    const site = join(options.tree ?? projectRoot, "build/client/index.html");
    if (!existsSync(site)) {
      throw new Error(`${name} serves the built site, as shipped: run \`npm run build\` first`);
    }
  }
  return startServer(name, () => ["server/server.ts"], env, {
    cwd: options.tree,
    postgres,
    entry: options.entry ?? (shipped ? "tsx" : "node"),
    clean: true,
    proxied: Boolean(env.TRUST_PROXY),
  });
}

/** The bare reference route (bare-route.ts), logging one line per request or nothing. */
export function startBareRoute(name: string, log: boolean): Promise<Server> {
  const script = join(projectRoot, "scripts/support/bare-route.ts");
  return startServer(name, (port) => [script, String(port), ...(log ? ["--log"] : [])], {});
}
