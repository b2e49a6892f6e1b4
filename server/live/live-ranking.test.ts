import Fastify from "fastify";
import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { postgresUrl } from "../../scripts/support/databases";
import { buildTestApp } from "../../tests/build-app";
import { castVote, closeVoting, startWithCommittee } from "../../tests/committee";
import { openLiveStream } from "../../tests/live-stream";
import { createLiveRanking, defaultCoalesceMs } from "./live-ranking";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ticker (issue 43): a vote only marks the board changed; every 250 ms at most one event,
 * whatever the number of changes, and at that pace whatever the number of viewers (the events
 * used to be spaced to 600 ms at 1,200 viewers).
 */
it("sends 1,200 viewers one event per tick while votes and changes arrive every few ms", async () => {
  const test = await buildTestApp({ voteFlagging: false });
  const base = await test.listen();
  const crowd = [];
  for (let start = 0; start < 1_200; start += 100) {
    crowd.push(...(await Promise.all(Array.from({ length: 100 }, () => openLiveStream(base)))));
  }
  expect(crowd.every((viewer) => viewer.status === 200)).toBe(true);
  await Promise.all(crowd.map((viewer) => viewer.next(() => true, 5_000)));
  const before = crowd.map((viewer) => viewer.events.length);

  // 2 s of a vote every 20 ms, each also announced twice more: 300 changes.
  const startedAt = Date.now();
  let votes = 0;
  while (Date.now() - startedAt < 2_000 && votes < 200) {
    votes += 1;
    expect((await castVote(test.app, `detak${votes}@gmail.com`)).statusCode).toBe(201);
    test.app.liveRanking.changed();
    test.app.liveRanking.changed();
    await sleep(20);
  }
  const elapsed = Date.now() - startedAt;
  // The last votes' tick, and its slices to every viewer.
  await Promise.all(
    crowd.map((viewer) =>
      viewer.next(
        (board) =>
          board.categories.reduce(
            (sum, entry) =>
              sum + entry.dishes.reduce((dishes, dish) => dishes + (dish.votes ?? 0), 0),
            0,
          ) === votes,
        5_000,
      ),
    ),
  );
  const ticks = Math.ceil(elapsed / defaultCoalesceMs);
  const received = crowd.map((viewer, index) => viewer.events.length - (before[index] ?? 0));
  for (const events of received) {
    // Far fewer events than changes: at most one a tick (and the last votes' own), and more
    // than the one final board. How many of the ticks reach 1,200 viewers on time is a speed,
    // which depends on the machine's other work: `npm run bench:live` measures it.
    expect(events).toBeLessThanOrEqual(ticks + 1);
    expect(events).toBeGreaterThan(1);
  }
  for (const viewer of crowd) viewer.close();
});

/**
 * A change that lands while the board is being read (issue 41): the read in flight may have
 * read part of the board before the change committed. Its result must not be the last word.
 *
 * Made deterministic on PostgreSQL: once announced, a read takes the settings first and the
 * announced results after them, and the test holds the announced results' table locked, so
 * the read waits between the two. A settings change then commits and is announced to the
 * ranking while that read is stuck with the settings of before.
 */
describe.skipIf(!postgresUrl)("the live ranking when a change lands during a read", () => {
  it("reads again after that read, so the board shows the change without waiting for the periodic recount", async () => {
    const { app, admin } = await startWithCommittee({ storage: "postgres" });
    await closeVoting(admin);
    const announced = await admin.request({
      method: "PUT",
      url: "/api/panitia/settings",
      payload: { resultsPublished: true },
    });
    expect(announced.statusCode).toBe(200);

    // A ranking of the test's own, served as the app serves its own, so that nothing but the
    // test's changes makes it read: no periodic recount within the test, and no fan-out (the
    // database without a LISTEN connection, as on SQLite), which would read again by itself.
    const ranking = createLiveRanking({
      database: { ...app.database, dedicatedConnection: undefined },
      catalogue: app.catalogue,
      log: app.log,
      coalesceMs: 0,
      recountEveryMs: 3_600_000,
    });
    const server = Fastify();
    server.get("/api/results/live", (request, reply) => ranking.open(request, reply));
    const base = await server.listen({ host: "127.0.0.1", port: 0 });
    onTestFinished(async () => {
      await ranking.close();
      await server.close();
    });
    const viewer = await openLiveStream(base);
    await viewer.next((board) => board.published && !board.hideLiveCount);

    let unlock = () => {};
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = app.database.db.transaction().execute(async (trx) => {
      await sql`lock table results_snapshots in access exclusive mode`.execute(trx);
      locked();
      await unlocked;
    });
    try {
      await lockTaken;
      ranking.changed();
      // The read has taken the settings (counts shown) and waits for the announced results.
      await expect
        .poll(async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_locks
            where relation = 'results_snapshots'::regclass and not granted`.execute(
            app.database.db,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);

      const hidden = await admin.request({
        method: "PUT",
        url: "/api/panitia/settings",
        payload: { hideLiveCount: true },
      });
      expect(hidden.statusCode).toBe(200);
      ranking.changed();
      // The ranking's recount timer (coalesceMs 0) is due before this one: by its end the
      // change has reached the ranking while the read is still in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      unlock();
      await holder;
    }

    const board = await viewer.next((event) => event.hideLiveCount);
    expect(board.published).toBe(true);
    viewer.close();
  });
});
