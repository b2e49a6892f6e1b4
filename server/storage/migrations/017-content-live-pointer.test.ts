import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt } from "../../../tests/migration-database";
import { listReleases, liveReleaseId } from "../../content/releases";
import { migrateToLatest } from "../database";

describe.each(storageKinds)("migration 017 on $kind", ({ enabled, create }) => {
  it.skipIf(!enabled)(
    "moves the live row into the pointer and keeps every release's outcome",
    async () => {
      const { db } = await databaseAt(create, "016-content-releases");
      // Releases as the code of migration 016 left them: one live, kept ones, a failed one.
      const rows: [string, string, string | null][] = [
        ["r20261120-080000-aaaaaa", "previous", "2026-11-20T08:01:00.000Z"],
        ["r20261121-080000-bbbbbb", "failed", null],
        ["r20261122-080000-cccccc", "live", "2026-11-22T08:01:00.000Z"],
        ["r20261123-080000-dddddd", "previous", "2026-11-23T08:01:00.000Z"],
      ];
      for (const [id, status, liveSince] of rows) {
        await sql`insert into content_releases
          (id, status, revision, content, log, created_at, created_by, finished_at, live_since)
          values (${id}, ${status}, 3, '{}', 'log', ${`${id.slice(1, 5)}-11-${id.slice(7, 9)}T08:00:00.000Z`},
            'penyunting', ${liveSince}, ${liveSince})`.execute(db);
      }

      await migrateToLatest(db);

      expect(await liveReleaseId(db)).toBe("r20261122-080000-cccccc");
      const pointer = await db.selectFrom("content_live").selectAll().executeTakeFirst();
      expect(pointer).toMatchObject({
        id: 1,
        release_id: "r20261122-080000-cccccc",
        since: "2026-11-22T08:01:00.000Z",
        set_by: "penyunting",
      });
      const stored = await db
        .selectFrom("content_releases")
        .select(["id", "status", "owner_instance", "heartbeat_at", "switch_started_at"])
        .orderBy("id")
        .execute();
      expect(stored.map((row) => [row.id, row.status])).toEqual([
        ["r20261120-080000-aaaaaa", "ready"],
        ["r20261121-080000-bbbbbb", "failed"],
        ["r20261122-080000-cccccc", "ready"],
        ["r20261123-080000-dddddd", "ready"],
      ]);
      expect(
        stored.every((row) => row.owner_instance === null && row.switch_started_at === null),
      ).toBe(true);
      // The console reads the same states as before the upgrade.
      const listed = await listReleases(db);
      expect(Object.fromEntries(listed.map((release) => [release.id, release.status]))).toEqual({
        "r20261120-080000-aaaaaa": "previous",
        "r20261121-080000-bbbbbb": "failed",
        "r20261122-080000-cccccc": "live",
        "r20261123-080000-dddddd": "previous",
      });
      // Two ready builds may now coexist with one live: the old one-live index is gone.
      await db
        .updateTable("content_live")
        .set({ release_id: "r20261123-080000-dddddd" })
        .where("id", "=", 1)
        .execute();
      expect(await liveReleaseId(db)).toBe("r20261123-080000-dddddd");
    },
  );

  it.skipIf(!enabled)("leaves no pointer when nothing was published yet", async () => {
    const { db } = await databaseAt(create, "016-content-releases");
    await migrateToLatest(db);
    expect(await liveReleaseId(db)).toBeUndefined();
  });
});
