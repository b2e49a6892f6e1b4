import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgres, postgresUrl } from "../../scripts/support/databases";
import { solvedPayload } from "../../scripts/support/proof-of-work";
import {
  postVote,
  type ServerProcess,
  startServerProcess,
  untilReady,
} from "../../scripts/support/server-process";
import { startTcpProxy } from "../../tests/tcp-proxy";

/**
 * Two server processes on one PostgreSQL database and one Redis act as one server: one rate
 * limit between them, one store of spent proofs of work. Redis going away never costs a vote.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `test-${randomBytes(6).toString("hex")}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redisAvailable = false;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    redisAvailable = (await probe.ping()) === "PONG";
  } catch {
    redisAvailable = false;
  } finally {
    probe.disconnect();
  }
  if (!redisAvailable && process.env.REQUIRE_POSTGRES_TESTS === "1") {
    throw new Error(`Redis is required here and did not answer at ${redisUrl}`);
  }
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  if (!redisAvailable) return;
  // Only this file's keys: the machine's Redis is shared.
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

let group = 0;

/**
 * Processes on a fresh database and keys of their own, so no test sees another's counts.
 * `redis: false` starts them without it.
 */
async function startProcesses(
  count: number,
  env: Record<string, string>,
  { redis = true }: { redis?: boolean } = {},
) {
  group += 1;
  const database = await freshPostgres(postgresUrl ?? "");
  cleanups.push(() => database.dispose());
  if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = await startServerProcess({
      DATABASE_URL: database.storage.url,
      ...(redis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}${group}:` } : {}),
      VOTE_FLAGGING: "off",
      ...env,
    });
    cleanups.push(() => server.stop());
    servers.push(server);
  }
  for (const server of servers) await untilReady(server);
  if (redis) for (const server of servers) await untilRedis(server, true);
  return servers;
}

/**
 * 30 votes from one client, each to the other process than the last; their statuses, with
 * the error code beside any that is neither counted nor limited, so a failure says why.
 */
async function alternateVotes(servers: [ServerProcess, ServerProcess], prefix: string) {
  const statuses: (number | string)[] = [];
  for (let index = 0; index < 30; index += 1) {
    const server = servers[index % 2] as ServerProcess;
    const response = await postVote(
      server.url,
      "domestic",
      "rendang",
      `${prefix}${index}@example.com`,
    );
    if (response.status === 201 || response.status === 429) statuses.push(response.status);
    else statuses.push(`${response.status} ${(await response.text()).slice(0, 120)}`);
  }
  return statuses;
}

/** A sign-in with a wrong password; its status. */
async function failSignIn(server: ServerProcess, username: string) {
  const response = await fetch(`${server.url}/api/panitia/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ username, password: "tebakan-yang-salah" }),
  });
  return response.status;
}

async function redisReachable(server: ServerProcess) {
  const health = await (await fetch(`${server.url}/api/health`)).json();
  return health.redis?.reachable === true;
}

async function untilRedis(server: ServerProcess, reachable: boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await redisReachable(server)) === reachable) return;
    await sleep(50);
  }
  throw new Error(`Redis never became ${reachable ? "reachable" : "unreachable"}`);
}

/**
 * Each test starts two server processes through tsx: on a loaded two-core CI machine that alone
 * has taken over 30 s. What the tests check is counts, not speed.
 */
const twoProcesses = 90_000;

describe.skipIf(!postgresUrl)("two processes sharing Redis", () => {
  it(
    "allow 10 votes a minute between them, not 10 each",
    async (context) => {
      if (!redisAvailable) context.skip();
      const [first, second] = await startProcesses(2, { VOTE_RATE_LIMIT_PER_MINUTE: "10" });
      if (!first || !second) throw new Error("two servers expected");
      const statuses = await alternateVotes([first, second], "v");
      expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    },
    twoProcesses,
  );

  it(
    "refuse on one process a proof of work spent on the other",
    async (context) => {
      if (!redisAvailable) context.skip();
      const [first, second] = await startProcesses(2, { VOTE_PROOF_OF_WORK: "on" });
      if (!first || !second) throw new Error("two servers expected");
      const altcha = await solvedPayload(first.url);
      const vote = (server: ServerProcess, email: string) =>
        fetch(`${server.url}/api/votes/domestic/rendang`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, altcha }),
        });
      expect((await vote(first, "pertama@example.com")).status).toBe(201);
      const replayed = await vote(second, "kedua@example.com");
      expect(replayed.status).toBe(400);
      expect((await replayed.json()).error).toBe("pow_required");
    },
    twoProcesses,
  );

  it(
    "count failed sign-ins between them in Redis: five in all, not five each",
    async (context) => {
      if (!redisAvailable) context.skip();
      const [first, second] = await startProcesses(2, {});
      if (!first || !second) throw new Error("two servers expected");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(await failSignIn(attempt % 2 === 0 ? first : second, "ketua"));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await failSignIn(first, "ketua")).toBe(429);
      // Another account is not held back by it.
      expect(await failSignIn(second, "bendahara")).toBe(401);

      // Guesses sent all at once to both processes are each counted before any is checked.
      const together = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          failSignIn(index % 2 === 0 ? first : second, "bendahara"),
        ),
      );
      expect(together.filter((status) => status === 401)).toHaveLength(4);
      expect(together.filter((status) => status === 429)).toHaveLength(8);

      const redis = new Redis(redisUrl);
      const account = `${prefix}${group}:sign-in:account:ketua`;
      const [pair] = await redis.keys(`${account}|net:*`);
      if (!pair) throw new Error("no count for the account and network");
      const [pairCount, accountCount, ttl] = [
        await redis.get(pair),
        await redis.get(account),
        await redis.pttl(pair),
      ];
      redis.disconnect();
      // Every attempt is counted on its network, the refused ones too; the account counts only
      // those that were checked, so refused guesses cost the owner elsewhere nothing.
      expect(pairCount).toBe("7");
      expect(accountCount).toBe("5");
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    },
    twoProcesses,
  );

  it(
    "keep one limit in the database while Redis is unreachable, and in Redis once it is back",
    async (context) => {
      if (!redisAvailable) context.skip();
      const target = new URL(redisUrl);
      const redisAddress = { host: target.hostname, port: Number(target.port || 6379) };
      let proxy = await startTcpProxy(redisAddress);
      const proxyPort = proxy.port;
      cleanups.push(() => proxy.close());
      const [first, second] = await startProcesses(2, {
        REDIS_URL: `redis://127.0.0.1:${proxyPort}`,
        VOTE_RATE_LIMIT_PER_MINUTE: "3",
      });
      if (!first || !second) throw new Error("two servers expected");
      const alternate = async (prefix: string) => {
        const statuses: number[] = [];
        for (let index = 0; index < 6; index += 1) {
          const server = index % 2 === 0 ? first : second;
          const email = `${prefix}${index}@example.com`;
          statuses.push((await postVote(server.url, "domestic", "rendang", email)).status);
        }
        return statuses;
      };

      await proxy.close();
      await untilRedis(first, false);
      await untilRedis(second, false);
      // The limit holds across both processes, counted in PostgreSQL; no vote fails for the
      // outage itself.
      expect(await alternate("o")).toEqual([201, 201, 201, 429, 429, 429]);
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).redis).toEqual({ reachable: false });
      // The committee can still sign in meanwhile: failures are counted in the database.
      expect(await failSignIn(first, "ketua")).toBe(401);

      proxy = await startTcpProxy(redisAddress, proxyPort);
      await untilRedis(first, true);
      await untilRedis(second, true);
      expect(await alternate("b")).toEqual([201, 201, 201, 429, 429, 429]);
      // Two servers started, then two changes of Redis's state waited out by each: on CI's
      // loaded machine more than Vitest's default 30 s.
    },
    3 * twoProcesses,
  );
});

describe.skipIf(!postgresUrl)("two processes sharing PostgreSQL without Redis", () => {
  it(
    "allow 10 votes a minute between them, counted in the database",
    async () => {
      const [first, second] = await startProcesses(
        2,
        { VOTE_RATE_LIMIT_PER_MINUTE: "10" },
        { redis: false },
      );
      if (!first || !second) throw new Error("two servers expected");
      const statuses = await alternateVotes([first, second], "d");
      expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      const refused = await postVote(first.url, "domestic", "rendang", "lagi@example.com");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    },
    twoProcesses,
  );
});
