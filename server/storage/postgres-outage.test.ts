import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../../common/api-errors";
import {
  type DisposableStorage,
  freshPostgres,
  postgresUrl,
} from "../../scripts/support/databases";
import {
  postVote,
  type ServerProcess,
  startServerProcess,
  untilReady,
} from "../../scripts/support/server-process";
import { writeMiniSite } from "../../tests/mini-site";
import { canRunPrivatePostgres, createPrivatePostgres } from "../../tests/private-postgres";
import { startTcpProxy, type TcpProxy, unusedPort } from "../../tests/tcp-proxy";
import { postgresTimeouts } from "./postgres-pool";

/**
 * PostgreSQL going away under the real server process: its connections terminated, reset or
 * frozen, or the database not there at start. The server must stay up, answer 503 meanwhile
 * and carry on once the database answers again.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = apiError("storage_unavailable");

let site: ReturnType<typeof writeMiniSite>;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  site = writeMiniSite();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  site.remove();
});

/** The test database's URL with its own schema, through `port` if given, named for lookup. */
async function prepareDatabase(options: { port?: number } = {}) {
  const database: DisposableStorage = await freshPostgres(postgresUrl ?? "");
  cleanups.push(() => database.dispose());
  if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
  const url = new URL(database.storage.url);
  if (options.port) url.port = String(options.port);
  const applicationName = `fb8_outage_${Math.random().toString(36).slice(2, 10)}`;
  url.searchParams.set("application_name", applicationName);
  return { url: url.toString(), applicationName };
}

async function startServer(databaseUrl: string) {
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, STATIC_DIR: site.dir },
    { site: true },
  );
  cleanups.push(() => server.stop());
  return server;
}

/**
 * A server ready for votes: it listens before its content is loaded, and votes sent in
 * between are refused; a fault test that started then would measure the start, not the fault.
 */
async function startReadyServer(databaseUrl: string) {
  const server = await startServer(databaseUrl);
  await untilReady(server);
  return server;
}

/** Only our own server's connections, found by their application_name. */
async function terminateConnections(applicationName: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

type Outcome = { status: number | "no answer"; body: unknown };

/** `clients` voters voting one after another until `durationMs` has passed. */
async function voteDuring(base: string, durationMs: number, clients = 8) {
  const outcomes: Outcome[] = [];
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = 0; Date.now() < until; index += 1) {
        const email = `gangguan-${client}-${index}@example.com`;
        try {
          const response = await postVote(base, "domestic", "rendang", email);
          outcomes.push({ status: response.status, body: await response.json() });
        } catch {
          outcomes.push({ status: "no answer", body: undefined });
        }
      }
    }),
  );
  return outcomes;
}

/** Votes until one is accepted, for at most `withinMs`. */
async function voteUntilAccepted(base: string, withinMs: number) {
  const until = Date.now() + withinMs;
  for (let attempt = 0; Date.now() < until; attempt += 1) {
    const response = await postVote(base, "domestic", "rendang", `kembali-${attempt}@example.com`);
    if (response.status === 201) return response.status;
    await sleep(250);
  }
  return "never accepted";
}

async function expectServerAlive(server: ServerProcess) {
  expect(server.child.exitCode).toBeNull();
  const page = await fetch(`${server.url}/`);
  expect(page.status).toBe(200);
}

function expectOnly201Or503(outcomes: Outcome[]) {
  const statuses = new Set(outcomes.map((outcome) => outcome.status));
  expect([...statuses].sort()).toEqual(expect.arrayContaining([201]));
  for (const outcome of outcomes) {
    expect([201, 503]).toContain(outcome.status);
    if (outcome.status === 503) expect(outcome.body).toEqual(unavailable);
  }
}

/** Votes during the fault got 201 or 503, the server lives, and a vote succeeds again soon. */
async function expectRecovered(server: ServerProcess, outcomes: Outcome[]) {
  expectOnly201Or503(outcomes);
  await expectServerAlive(server);
  expect(await voteUntilAccepted(server.url, 5_000)).toBe(201);
}

describe.skipIf(!postgresUrl)("the server on PostgreSQL when the database goes away", () => {
  it("survives its connections being terminated while votes arrive", async () => {
    const { url, applicationName } = await prepareDatabase();
    const server = await startReadyServer(url);
    let terminated = 0;
    const load = voteDuring(server.url, 4_000);
    for (let round = 0; round < 3; round += 1) {
      await sleep(800);
      terminated += await terminateConnections(applicationName);
    }
    const outcomes = await load;

    expect(terminated).toBeGreaterThan(0);
    await expectRecovered(server, outcomes);
  });

  it("survives the TCP connection to the database being reset", async () => {
    const target = new URL(postgresUrl ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    cleanups.push(() => proxy.close());
    const { url } = await prepareDatabase({ port: proxy.port });
    const server = await startReadyServer(url);
    const load = voteDuring(server.url, 4_000);
    for (let round = 0; round < 3; round += 1) {
      await sleep(800);
      proxy.resetAll();
    }
    const outcomes = await load;

    await expectRecovered(server, outcomes);
  });

  it("answers 503 within seconds when the network to the database freezes", async () => {
    const target = new URL(postgresUrl ?? "");
    const proxy: TcpProxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port),
    });
    cleanups.push(() => proxy.close());
    const { url } = await prepareDatabase({ port: proxy.port });
    const server = await startServer(url);
    expect((await postVote(server.url, "domestic", "rendang", "awal@example.com")).status).toBe(
      201,
    );

    proxy.freeze();
    try {
      const started = Date.now();
      const frozen = await fetch(`${server.url}/api/votes/domestic/rendang`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "beku@example.com" }),
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => ({ status: "no answer within 15 s", body: undefined }),
      );
      const waitedMs = Date.now() - started;
      console.log(`vote answered ${frozen.status} after ${waitedMs} ms of frozen network`);
      expect(frozen).toEqual({ status: 503, body: unavailable });
      expect(waitedMs).toBeLessThan(postgresTimeouts.queryMs + 2_000);
    } finally {
      proxy.thaw();
    }
    expect(await voteUntilAccepted(server.url, 8_000)).toBe(201);
  });

  it("starts without its database, serves pages, answers 503, and connects once it is there", async () => {
    const port = await unusedPort();
    const { url } = await prepareDatabase({ port });
    const server = await startServer(url);

    await expectServerAlive(server);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: "unavailable",
      reason: "storage_unreachable",
      storage: { kind: "postgres", reachable: false, writable: false },
    });
    const vote = await postVote(server.url, "domestic", "rendang", "dini@example.com");
    expect(vote.status).toBe(503);
    expect(await vote.json()).toEqual(unavailable);

    const target = new URL(postgresUrl ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) }, port);
    cleanups.push(() => proxy.close());
    let healthy = false;
    for (const until = Date.now() + 15_000; !healthy && Date.now() < until; await sleep(250)) {
      healthy = (await fetch(`${server.url}/api/health`)).status === 200;
    }
    expect(healthy).toBe(true);
    expect((await postVote(server.url, "domestic", "rendang", "dini@example.com")).status).toBe(
      201,
    );
  });
});

/**
 * The database server itself going down and coming back, on a cluster of the test's own
 * (tests/private-postgres.ts): stopped with `pg_ctl -m immediate` while votes arrive, then
 * started again, with the server process never restarted.
 */
const clusterTestRuns = canRunPrivatePostgres();
describe.skipIf(!clusterTestRuns && process.env.REQUIRE_POSTGRES_TESTS !== "1")(
  "the server when its PostgreSQL server stops and starts again",
  () => {
    it("answers 503 meanwhile, takes votes within 5 s of the restart and loses none", async () => {
      const cluster = await createPrivatePostgres();
      cleanups.push(() => cluster.dispose());
      const server = await startServer(cluster.url);

      type Attempt = { email: string; status: number | "no answer"; body: unknown; at: number };
      const attempts: Attempt[] = [];
      let stop = false;
      const voter = async (id: number) => {
        // Bounded: at most 2,000 votes per voter; a 503 is followed by a short pause.
        for (let n = 0; n < 2_000 && !stop; n += 1) {
          const email = `henti-${id}-${n}@example.com`;
          try {
            const response = await postVote(server.url, "domestic", "rendang", email);
            attempts.push({
              email,
              status: response.status,
              body: await response.json(),
              at: Date.now(),
            });
            if (response.status !== 201) await sleep(100);
          } catch {
            attempts.push({ email, status: "no answer", body: undefined, at: Date.now() });
          }
        }
      };
      const voters = Promise.all(Array.from({ length: 5 }, (_, id) => voter(id)));

      await sleep(1_000);
      await cluster.stop();
      const stoppedAt = Date.now();
      await sleep(1_500);
      const health = await fetch(`${server.url}/api/health/ready`);
      const healthDuringOutage = { status: health.status, body: await health.json() };
      await expectServerAlive(server);
      // Measured from the start command, so PostgreSQL's own start-up counts in the 5 s.
      const restartedAt = Date.now();
      await cluster.start();
      let firstAcceptedAfter: number | undefined;
      for (const until = Date.now() + 10_000; Date.now() < until; await sleep(50)) {
        const accepted = attempts.find(
          (attempt) => attempt.at > restartedAt && attempt.status === 201,
        );
        if (accepted) {
          firstAcceptedAfter = accepted.at - restartedAt;
          break;
        }
      }
      await sleep(500);
      stop = true;
      await voters;

      expect(healthDuringOutage).toEqual({
        status: 503,
        body: {
          status: "unavailable",
          reason: "storage_unreachable",
          storage: { kind: "postgres", reachable: false, writable: false },
        },
      });
      const duringOutage = attempts.filter(
        (attempt) => attempt.at > stoppedAt + 500 && attempt.at < restartedAt,
      );
      expect(duringOutage.length).toBeGreaterThan(0);
      for (const attempt of duringOutage) {
        expect({ status: attempt.status, body: attempt.body }).toEqual({
          status: 503,
          body: unavailable,
        });
      }
      for (const attempt of attempts) expect([201, 503]).toContain(attempt.status);
      console.log(`first vote accepted ${firstAcceptedAfter} ms after the cluster's start command`);
      expect(firstAcceptedAfter).toBeDefined();
      expect(firstAcceptedAfter).toBeLessThan(5_000);

      const acknowledged = attempts.filter((attempt) => attempt.status === 201);
      expect(acknowledged.some((attempt) => attempt.at < stoppedAt)).toBe(true);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ email: string }>("select email from votes");
        const stored = new Set(rows.map((row) => row.email));
        expect(acknowledged.filter((attempt) => !stored.has(attempt.email))).toEqual([]);
      } finally {
        await admin.end();
      }
    });
  },
);
