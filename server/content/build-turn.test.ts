import { describe, expect, it } from "vitest";
import { storageKinds } from "../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../tests/fresh-database";
import { beginPreview, beginRelease } from "./build-turn";
import { firstEditionOfRepository } from "./first-edition";

const owner = { pid: 101, instance: "aaaaaaaaaaaa" };
const hourMs = 60 * 60_000;

/** One build at a time: each kind's begin asks for both, inside its own transaction. */
describe.each(storageKinds)("the one build turn on $kind", (storage) => {
  const database = freshDatabaseEachTest(storage);

  it.skipIf(!storage.enabled)(
    "lets a publish and a preview begin only while the other kind is not building",
    async () => {
      const { db } = database();
      const content = await firstEditionOfRepository();
      const preview = (createdBy: string) =>
        beginPreview(db, {
          revision: 1,
          content,
          createdBy,
          owner: "mesin:1:aaaa",
          publishTimeoutMs: hourMs,
        });

      const previewing = await preview("ed");
      expect(previewing).toMatchObject({ status: "building" });
      expect(await preview("other")).toBe("preview_busy");
      // Checked in the publish's own transaction too, not only by whoever asked first.
      const refused = await beginRelease(db, { revision: 1, content, createdBy: "ed", owner });
      expect(refused).toBe("preview_busy");

      // A preview whose owner stopped writing its heartbeat holds nothing back.
      await db
        .updateTable("content_previews")
        .set({ heartbeat_at: new Date(Date.now() - hourMs).toISOString() })
        .execute();
      const publishing = await beginRelease(db, { revision: 1, content, createdBy: "ed", owner });
      expect(publishing).toMatchObject({ id: expect.stringMatching(/^r\d/) });
      expect(await preview("ed")).toBe("publish_busy");
      expect(await beginRelease(db, { revision: 2, content, createdBy: "ed", owner })).toBe(
        "publish_busy",
      );
    },
  );
});
