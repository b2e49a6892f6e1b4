import Fastify from "fastify";
import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { postgresUrl } from "../../scripts/support/databases";
import { closeVoting, startWithCommittee } from "../../tests/committee";
import { openLiveStream } from "../../tests/live-stream";
import { createLiveRanking } from "./live-ranking";

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
