import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { postgresUrl, storageKinds } from "../../scripts/support/databases";
import { readCode } from "../../scripts/support/smtp-server";
import { buildTestApp } from "../../tests/build-app";
import { castVote, closeVoting, startWithCommittee } from "../../tests/committee";
import { startWithConfirmation } from "../../tests/confirmation-app";
import { openLiveStream, votesOf } from "../../tests/live-stream";
import { connectSharedState, type SharedState } from "../shared-state/redis";
import { postgresChannel } from "./fan-out";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rendangVotes = (board: Parameters<typeof votesOf>[0]) =>
  votesOf(board, "domestic", "rendang");

describe.each(storageKinds)("GET /api/results/live on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "sends the current counts at once, as an event stream, then every valid vote within 2 s",
    async () => {
      const test = await buildTestApp({ storage: kind });
      for (const email of ["a@example.com", "b@example.com"]) {
        expect((await castVote(test.app, email)).statusCode).toBe(201);
      }
      const base = await test.listen();
      const startedAt = Date.now();
      const viewer = await openLiveStream(base);
      const first = await viewer.next(() => true, 1_000);
      expect(Date.now() - startedAt).toBeLessThan(1_000);
      expect(viewer.status).toBe(200);
      expect(viewer.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(viewer.headers["cache-control"]).toBe("no-store");
      expect(viewer.headers["x-accel-buffering"]).toBe("no");
      expect(viewer.text().startsWith("retry: 2000\n\n")).toBe(true);
      expect(first).toMatchObject({ published: false, hideLiveCount: false });
      expect(Number.isNaN(Date.parse(first.updatedAt))).toBe(false);
      const domestic = first.categories.find((entry) => entry.category === "domestic");
      expect(domestic?.voting.state).toBe("open");
      // Ranked: the only dish with votes comes first.
      expect(domestic?.dishes[0]).toEqual({ food: "rendang", votes: 2 });
      expect(first.categories.map((entry) => entry.category)).toEqual([
        "domestic",
        "international",
      ]);

      const votedAt = Date.now();
      expect((await castVote(test.app, "c@example.com")).statusCode).toBe(201);
      await viewer.next((board) => rendangVotes(board) === 3, 2_000);
      expect(Date.now() - votedAt).toBeLessThan(2_000);
      expect(test.app.liveRanking.viewerCount()).toBe(1);
      viewer.close();
    },
  );

  it.skipIf(!enabled)(
    "never counts a flagged vote, and shows an invalidation, hidden counts and a closed window",
    async () => {
      const { app, admin, listen } = await startWithCommittee({
        storage: kind,
        trustProxy: 1,
        flagThresholds: { windowMinutes: 10, networkMax: 600, smallDomainsMax: 60, domainMax: 1 },
      });
      const voteFrom = (email: string) =>
        app.inject({
          method: "POST",
          url: "/api/votes/domestic/rendang",
          headers: { "x-forwarded-for": "198.51.100.9" },
          payload: { email },
        });
      const viewer = await openLiveStream(await listen());
      await viewer.next((board) => rendangVotes(board) === 0);

      // The second vote of one small domain is past its threshold: stored flagged.
      expect((await voteFrom("satu@kecil-sekali.sch.id")).statusCode).toBe(201);
      await viewer.next((board) => rendangVotes(board) === 1);
      expect((await voteFrom("dua@kecil-sekali.sch.id")).statusCode).toBe(201);
      const flagged = await app.database.db
        .selectFrom("votes")
        .select("status")
        .where("email", "=", "dua@kecil-sekali.sch.id")
        .executeTakeFirst();
      expect(flagged?.status).toBe("flagged");
      // A valid vote after it: the count moves by one, not two.
      expect((await voteFrom("tiga@gmail.com")).statusCode).toBe(201);
      await viewer.next((board) => rendangVotes(board) === 2);
      await sleep(600);
      expect(viewer.events.some((board) => (rendangVotes(board) ?? 0) > 2)).toBe(false);

      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations",
        payload: { criteria: { domain: "gmail.com" }, reason: "uji papan langsung", dryRun: false },
      });
      expect(invalidated.statusCode, invalidated.body).toBeLessThan(300);
      await viewer.next((board) => rendangVotes(board) === 1);

      const hidden = await admin.request({
        method: "PUT",
        url: "/api/panitia/settings",
        payload: { hideLiveCount: true },
      });
      expect(hidden.statusCode).toBe(200);
      const whileHidden = await viewer.next((board) => board.hideLiveCount);
      expect(
        whileHidden.categories.every((entry) => entry.dishes.every((dish) => dish.votes === null)),
      ).toBe(true);

      const closesAt = new Date(Date.now() - 60_000).toISOString();
      const closed = await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt },
      });
      expect(closed.statusCode).toBe(200);
      const afterClose = await viewer.next(
        (board) => board.categories[0]?.voting.state === "closed",
      );
      expect(afterClose.categories[0]?.voting).toEqual({
        state: "closed",
        opensAt: null,
        closesAt,
      });
      expect(afterClose.categories[1]?.voting.state).toBe("open");
      viewer.close();
    },
  );

  it.skipIf(!enabled)(
    "shows the announced results once published: a later invalidation does not move them",
    async () => {
      const { app, admin, listen } = await startWithCommittee({ storage: kind });
      for (const email of ["a@example.com", "b@curang.id"]) {
        expect((await castVote(app, email)).statusCode).toBe(201);
      }
      const viewer = await openLiveStream(await listen());
      await viewer.next((board) => rendangVotes(board) === 2);
      await closeVoting(admin);
      const announced = await admin.request({
        method: "PUT",
        url: "/api/panitia/settings",
        payload: { resultsPublished: true },
      });
      expect(announced.statusCode).toBe(200);
      await viewer.next((board) => board.published);
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations",
        payload: { criteria: { domain: "curang.id" }, reason: "Alamat palsu", dryRun: false },
      });
      expect(invalidated.json()).toMatchObject({ count: 1 });
      // The board reads again after the change (within 2 s) and still shows what was announced.
      await sleep(2_500);
      expect(viewer.events.at(-1)?.published).toBe(true);
      expect(viewer.events.every((board) => rendangVotes(board) === 2)).toBe(true);
      expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(1);
      viewer.close();
    },
  );

  it.skipIf(!enabled)("counts a pending vote only once it is confirmed", async () => {
    const { app, smtp, confirm, listen } = await startWithConfirmation({ storage: kind });
    const base = await listen();
    const viewer = await openLiveStream(base);
    await viewer.next((board) => rendangVotes(board) === 0);
    const pending = await castVote(app, "tunggu@example.com");
    expect(pending.statusCode).toBe(202);
    const code = readCode(await smtp.nextMessage());
    await sleep(600);
    expect(viewer.events.every((board) => rendangVotes(board) === 0)).toBe(true);
    const latecomer = await openLiveStream(base);
    expect(rendangVotes(await latecomer.next(() => true))).toBe(0);
    latecomer.close();

    expect((await confirm(pending.json().confirmation.id, code)).statusCode).toBe(201);
    await viewer.next((board) => rendangVotes(board) === 1);
    viewer.close();
  });
});

describe("viewers of the live ranking", () => {
  it("answers 503 live_full beyond the cap, and forgets a viewer who leaves at once", async () => {
    const test = await buildTestApp({ liveViewers: { maxViewers: 2 } });
    const base = await test.listen();
    const one = await openLiveStream(base);
    const two = await openLiveStream(base);
    const three = await openLiveStream(base);
    expect(three.status).toBe(503);
    await three.ended;
    expect(JSON.parse(three.text())).toMatchObject({ error: "live_full" });
    one.close();
    const deadline = Date.now() + 2_000;
    while (test.app.liveRanking.viewerCount() > 1) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(10);
    }
    const again = await openLiveStream(base);
    expect(again.status).toBe(200);
    two.close();
    again.close();
  });

  it("holds nothing for 1,000 viewers who connect and vanish at once", async () => {
    setFlagsFromString("--expose-gc");
    const gc: unknown = runInNewContext("gc");
    const collect = () => {
      if (typeof gc === "function") gc();
    };
    const test = await buildTestApp();
    const base = await test.listen();
    // Warm up: the first viewer reads the board and loads the code paths.
    (await openLiveStream(base)).close();
    await sleep(100);
    collect();
    const heapBefore = process.memoryUsage().heapUsed;

    const crowd = await Promise.all(Array.from({ length: 1_000 }, () => openLiveStream(base)));
    expect(crowd.every((viewer) => viewer.status === 200)).toBe(true);
    expect(test.app.liveRanking.viewerCount()).toBe(1_000);
    for (const viewer of crowd) viewer.close();
    const deadline = Date.now() + 5_000;
    while (test.app.liveRanking.viewerCount() > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(20);
    }
    crowd.length = 0;
    await sleep(200);
    collect();
    const grownBy = process.memoryUsage().heapUsed - heapBefore;
    expect(grownBy).toBeLessThan(typeof gc === "function" ? 4 * 1024 * 1024 : 32 * 1024 * 1024);
  });

  it("keeps a stream past the request timeout with heartbeats, and ends it on shutdown", async () => {
    const test = await buildTestApp({ liveViewers: { heartbeatMs: 1_000 } });
    const viewer = await openLiveStream(await test.listen());
    await viewer.next(() => true);
    // Past requestTimeout (10 s) and with comments only: the stream is still open.
    await sleep(11_000);
    expect(viewer.text().match(/^: heartbeat$/gm)?.length ?? 0).toBeGreaterThanOrEqual(9);
    expect(test.app.liveRanking.viewerCount()).toBe(1);

    const closingAt = Date.now();
    await test.app.close();
    await viewer.ended;
    expect(Date.now() - closingAt).toBeLessThan(3_000);
    expect(test.app.liveRanking.viewerCount()).toBe(0);
  });
});

describe.skipIf(!postgresUrl)("the live ranking across processes", () => {
  /**
   * Two processes on one PostgreSQL database (the second uses the first's storage, as a second
   * process reaches the same database), each with its own fan-out, and a viewer of the second
   * that has seen rendang at no votes. `sharedState` gives each process a Redis connection.
   */
  async function twoProcessesAndAViewer(sharedState?: () => SharedState) {
    const one = await buildTestApp({ storage: "postgres", sharedState: sharedState?.() });
    const other = await buildTestApp({
      storage: { storage: one.storage.storage, dispose: async () => {} },
      sharedState: sharedState?.(),
    });
    const viewer = await openLiveStream(await other.listen());
    await viewer.next((board) => rendangVotes(board) === 0);
    return { one, viewer };
  }

  it("brings a vote stored by one process to the viewers of another (LISTEN/NOTIFY)", async () => {
    const { one, viewer } = await twoProcessesAndAViewer();
    // The LISTEN connection is up once its catch-up recount has run.
    await sleep(500);
    const votedAt = Date.now();
    expect((await castVote(one.app, "jauh@example.com")).statusCode).toBe(201);
    await viewer.next((board) => rendangVotes(board) === 1, 2_000);
    expect(Date.now() - votedAt).toBeLessThan(2_000);
    expect(postgresChannel).toBe("fb8_live");
    viewer.close();
  });

  it("listens again after its LISTEN connection is dropped", async () => {
    const { one, viewer } = await twoProcessesAndAViewer();
    await sleep(500);
    // Both apps' LISTEN connections go; another test file's, running beside this one on a
    // database of its own, are left alone.
    const dropped = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = 'fb8-live' and datname = current_database()
        and pid <> pg_backend_pid()`.execute(one.app.database.db);
    expect(dropped.rows.length).toBeGreaterThanOrEqual(2);
    await sleep(1_500);
    expect((await castVote(one.app, "setelah-putus@example.com")).statusCode).toBe(201);
    await viewer.next((board) => rendangVotes(board) === 1, 2_000);
    viewer.close();
  });

  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  let redisAnswers = false;
  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      redisAnswers = (await probe.ping()) === "PONG";
    } catch {
      redisAnswers = false;
    } finally {
      probe.disconnect();
    }
  });

  it("brings it through Redis when REDIS_URL is set, on the channel REDIS_KEY_PREFIX + live", async (context) => {
    if (!redisAnswers) {
      if (process.env.REQUIRE_POSTGRES_TESTS === "1") throw new Error("Redis did not answer");
      context.skip();
    }
    const prefix = `test-${randomBytes(6).toString("hex")}:`;
    const watcher = new Redis(redisUrl);
    const announced: string[] = [];
    watcher.on("message", (channel: string) => announced.push(channel));
    await watcher.subscribe(`${prefix}live`);
    const { one, viewer } = await twoProcessesAndAViewer(() =>
      connectSharedState(redisUrl, prefix),
    );
    await sleep(300);
    const votedAt = Date.now();
    expect((await castVote(one.app, "lewat-redis@example.com")).statusCode).toBe(201);
    await viewer.next((board) => rendangVotes(board) === 1, 2_000);
    expect(Date.now() - votedAt).toBeLessThan(2_000);
    expect(announced).toContain(`${prefix}live`);
    viewer.close();
    watcher.disconnect();
  });
});
