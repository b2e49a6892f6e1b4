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
  listReleases,
  liveReleaseId,
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
});
