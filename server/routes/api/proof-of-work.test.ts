import type { Challenge } from "altcha-lib";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, onTestFinished } from "vitest";
import { apiError } from "../../../common/api-errors";
import {
  freshPostgres,
  freshSqlite,
  postgresUrl,
  storageKinds,
} from "../../../scripts/support/databases";
import { solve, solvedPayload } from "../../../scripts/support/proof-of-work";
import { buildTestApp } from "../../../tests/build-app";
import { startTcpProxy } from "../../../tests/tcp-proxy";
import { buildApp } from "../../app";
import { connectSharedState } from "../../shared-state/redis";
import { openDatabase } from "../../storage/database";
import { createProofOfWork } from "../../voting/proof-of-work";

const rendang = "/api/votes/domestic/rendang";

const vote = (app: FastifyInstance, email: string, altcha?: string) =>
  app.inject({ method: "POST", url: rendang, payload: { email, altcha } });

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
const redisAddress = { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) };

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 10_000) throw new Error("condition not met within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe.each(storageKinds)("the proof of work on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)("hands out fresh challenges that no cache keeps", async () => {
    const { app } = await buildTestApp({ storage: kind, proofOfWork: true });
    const response = await app.inject("/api/votes/challenge");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge: Challenge = response.json();
    expect(challenge.parameters.algorithm).toBe("SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await app.inject("/api/votes/challenge")).json()).not.toEqual(challenge);
  });

  it.skipIf(!enabled)("refuses a vote without a solution", async () => {
    const { app } = await buildTestApp({ storage: kind, proofOfWork: true });
    const response = await vote(app, "siswa@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(apiError("pow_required"));
    expect((await vote(app, "siswa@example.com", "bm90IGEgcGF5bG9hZA==")).json()).toEqual(
      apiError("pow_required"),
    );
  });

  it.skipIf(!enabled)("accepts a solved challenge once", async () => {
    const { app } = await buildTestApp({ storage: kind, proofOfWork: true });
    const altcha = await solvedPayload(app);
    const accepted = await vote(app, "siswa@example.com", altcha);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ votes: 1 });
    const replayed = await vote(app, "guru@example.com", altcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(apiError("pow_required"));
    expect((await vote(app, "guru@example.com", await solvedPayload(app))).statusCode).toBe(201);
  });

  it.skipIf(!enabled)("refuses an expired challenge", async () => {
    const { app } = await buildTestApp({ storage: kind, proofOfWork: true });
    const expiring = createProofOfWork(app.database, { expiresInSeconds: -1 });
    const altcha = await solve(await expiring.challenge());
    const response = await vote(app, "siswa@example.com", altcha);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(apiError("pow_required"));
  });

  it.skipIf(!enabled)("refuses a tampered challenge or solution", async () => {
    const { app } = await buildTestApp({ storage: kind, proofOfWork: true });
    const payload = decode(await solvedPayload(app));
    const easier = { ...payload.challenge.parameters, keyPrefix: "00" };
    const tampered = [
      { ...payload, challenge: { ...payload.challenge, parameters: easier } },
      { ...payload, challenge: { ...payload.challenge, signature: "0".repeat(64) } },
      { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } },
      { ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } },
    ];
    for (const altered of tampered) {
      const response = await vote(app, "siswa@example.com", encode(altered));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(apiError("pow_required"));
    }
    // The untouched payload still works: only the alterations were refused.
    expect((await vote(app, "siswa@example.com", encode(payload))).statusCode).toBe(201);
  });

  it.skipIf(!enabled)("refuses in one server a solution another server accepted", async () => {
    const first = await buildTestApp({ storage: kind, proofOfWork: true });
    const second = await buildApp({
      database: await openDatabase(first.storage.storage),
      voteRateLimitPerMinute: 0,
      proofOfWork: true,
    });
    onTestFinished(() => second.close());
    const altcha = await solvedPayload(first.app);
    expect((await vote(first.app, "siswa@example.com", altcha)).statusCode).toBe(201);
    const replayed = await vote(second, "guru@example.com", altcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(apiError("pow_required"));
    expect((await vote(second, "guru@example.com", await solvedPayload(second))).statusCode).toBe(
      201,
    );
  });
});

describe.each(storageKinds)("the proof of work with Redis on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "spends a solution once, before, during and after a Redis outage",
    async () => {
      let proxy = await startTcpProxy(redisAddress);
      const proxyPort = proxy.port;
      onTestFinished(() => proxy.close());
      const sharedState = connectSharedState(
        `redis://127.0.0.1:${proxyPort}`,
        `test-pow-${Math.random().toString(36).slice(2)}:`,
      );
      const storage =
        kind === "sqlite" ? await freshSqlite() : await freshPostgres(`${postgresUrl}`);
      onTestFinished(() => storage.dispose());
      const app = await buildApp({
        database: await openDatabase(storage.storage),
        voteRateLimitPerMinute: 0,
        proofOfWork: true,
        sharedState,
        logger: false,
      });
      onTestFinished(() => app.close());
      await until(() => sharedState.reachable());
      const replays = async (payloads: string[], tag: string) => {
        const statuses: number[] = [];
        for (const [index, altcha] of payloads.entries()) {
          statuses.push((await vote(app, `${tag}${index}@example.com`, altcha)).statusCode);
        }
        return statuses;
      };
      const solved = (count: number) =>
        Promise.all(Array.from({ length: count }, () => solvedPayload(app)));

      const spentWhileUp = await solved(3);
      expect(await replays(spentWhileUp, "up")).toEqual([201, 201, 201]);

      await proxy.close();
      await until(() => !sharedState.reachable());
      expect(await replays(spentWhileUp, "down-replay")).toEqual([400, 400, 400]);
      const spentWhileDown = await solved(3);
      expect(await replays(spentWhileDown, "down")).toEqual([201, 201, 201]);

      proxy = await startTcpProxy(redisAddress, proxyPort);
      await until(() => sharedState.reachable());
      expect(await replays(spentWhileDown, "back-replay")).toEqual([400, 400, 400]);
      expect(await replays(spentWhileUp, "back-replay-up")).toEqual([400, 400, 400]);
      expect(await replays(await solved(1), "back")).toEqual([201]);
    },
  );
});

describe("with the proof of work off", () => {
  it("still hands out challenges and accepts votes without one", async () => {
    const { app } = await buildTestApp({ proofOfWork: false });
    expect((await app.inject("/api/votes/challenge")).statusCode).toBe(200);
    expect((await vote(app, "siswa@example.com")).statusCode).toBe(201);
  });
});
