import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../tests/fresh-database";
import { beginRelease } from "./build-turn";
import { firstEditionOfRepository } from "./first-edition";
import { goLive } from "./go-live";
import {
  claimSwitch,
  endSwitch,
  failRelease,
  keptReleases,
  listReleases,
  liveReleaseId,
  pruneReleases,
  reclaimAbandoned,
  recordFirstRelease,
} from "./releases";

const one = { pid: 101, instance: "aaaaaaaaaaaa" };
const other = { pid: 202, instance: "bbbbbbbbbbbb" };

describe.each(storageKinds)("release transitions on $kind", (storage) => {
  const database = freshDatabaseEachTest(storage);

  it.skipIf(!storage.enabled)(
    "moves each release only from the state it was read in, and the pointer apart from it",
    async () => {
      const { db } = database();
      const content = await firstEditionOfRepository();
      const live = (id: string, expected?: string) =>
        goLive(database(), { id, by: "ed", expected, firstEdition: content });
      const ready = (id: string, owner: typeof one) =>
        goLive(database(), {
          id,
          by: "ed",
          readyFor: { owner, log: "log" },
          firstEdition: content,
        });
      expect(await recordFirstRelease(db, { id: "r20261126-080000-000001", content })).toBe(true);
      expect(await recordFirstRelease(db, { id: "r20261126-080000-000002", content })).toBe(false);
      expect(await liveReleaseId(db)).toBe("r20261126-080000-000001");

      const begun = await beginRelease(db, { revision: 1, content, createdBy: "ed", owner: one });
      if (typeof begun === "string") throw new Error("a first build begins");
      const { id } = begun;
      expect(await beginRelease(db, { revision: 2, content, createdBy: "ed", owner: other })).toBe(
        "publish_busy",
      );
      // Only its owner makes it ready and live; a ready build no longer fails.
      expect(await ready(id, other)).toEqual({ live: false, why: "not_ready" });
      expect(await liveReleaseId(db)).toBe("r20261126-080000-000001");
      expect(await ready(id, one)).toMatchObject({ live: true });
      expect(await failRelease(db, id, "after the switch")).toBe(false);
      expect(await liveReleaseId(db)).toBe(id);

      // Kembalikan that expected another live release loses; one claim of a rebuild at a time.
      expect(await live("r20261126-080000-000001", "r20261126-999999-999999")).toEqual({
        live: false,
        why: "pointer_moved",
      });
      expect(await claimSwitch(db, "r20261126-080000-000001", "ed", one)).toBe(true);
      expect(await claimSwitch(db, "r20261126-080000-000001", "ed", other)).toBe(false);
      const listed = await listReleases(db);
      expect(listed.map((release) => [release.id, release.status])).toEqual([
        [id, "live"],
        ["r20261126-080000-000001", "switching"],
      ]);
      await endSwitch(db, "r20261126-080000-000001", one, null);
      expect(await live("r20261126-080000-000001", id)).toMatchObject({ live: true });

      // A build whose owner went quiet is failed by anyone, with the reason.
      const second = await beginRelease(db, { revision: 3, content, createdBy: "ed", owner: one });
      if (typeof second === "string") throw new Error("a second build begins");
      const quiet = second.id;
      const later = new Date(Date.now() + 16_000);
      expect(await reclaimAbandoned(db, later)).toBe(1);
      const failed = (await listReleases(db)).find((release) => release.id === quiet);
      expect(failed?.status).toBe("failed");
      expect(failed?.log).toContain("proses server yang membangunnya berhenti");
      expect(await ready(quiet, one)).toEqual({ live: false, why: "not_ready" });
    },
  );

  // PostgreSQL lets the test hold the oldest row between the read and the delete: a
  // "Kembalikan" of another process claims it exactly there.
  it.skipIf(!storage.enabled || storage.kind !== "postgres")(
    "never forgets a release whose Kembalikan began after the releases to forget were read",
    async () => {
      const { db } = database();
      const content = await firstEditionOfRepository();
      const oldest = "r20261126-080000-000001";
      expect(await recordFirstRelease(db, { id: "r20261126-070000-000001", content })).toBe(true);
      await db
        .insertInto("content_releases")
        .values(
          Array.from({ length: keptReleases + 1 }, (_, index) => ({
            id: `r20261126-08000${index}-00000${index + 1}`,
            status: "ready",
            revision: index + 1,
            content: JSON.stringify(content),
            created_at: new Date(Date.parse("2026-11-26T08:00:00Z") + index * 1000).toISOString(),
            created_by: "ed",
          })),
        )
        .execute();
      let forgotten: string[] = [];
      await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom("content_releases")
          .select("id")
          .where("id", "=", oldest)
          .forUpdate()
          .execute();
        const pruning = pruneReleases(db).then((ids) => {
          forgotten = ids;
        });
        await expect
          .poll(async () => {
            const waiting = await sql<{ count: string }>`select count(*) from pg_stat_activity
              where wait_event_type = 'Lock' and query like 'delete from "content_releases"%'`.execute(
              db,
            );
            return Number(waiting.rows[0]?.count);
          })
          .toBe(1);
        await trx
          .updateTable("content_releases")
          .set({ switch_started_at: new Date().toISOString(), switch_by: "ed" })
          .where("id", "=", oldest)
          .execute();
        // Committed as this callback ends; the delete then sees the claim.
        void pruning;
      });
      await expect.poll(() => forgotten.length).toBeGreaterThan(0);
      expect(forgotten).not.toContain(oldest);
      const left = await db.selectFrom("content_releases").select("id").execute();
      expect(left.map((row) => row.id)).toContain(oldest);
    },
  );
});
