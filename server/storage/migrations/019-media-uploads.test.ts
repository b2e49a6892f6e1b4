import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";

describe.each(storageKinds)("migration 019 on $kind", ({ enabled, create }) => {
  it.skipIf(!enabled)(
    "dates every stored upload's last sending at its first, and keeps the rest as it was",
    async () => {
      const { db } = await databaseAt(create, "016-content-releases");
      const rows = [
        [
          "foto-00000000000000a1",
          "photo",
          "image/jpeg",
          2400,
          1600,
          812_345,
          "2026-11-01T08:00:00.000Z",
          "penyunting",
        ],
        [
          "video-00000000000000b2",
          "video",
          "video/webm",
          null,
          null,
          204_800,
          "2026-11-02T09:30:00.000Z",
          "admin",
        ],
      ] as const;
      for (const [name, kind, mime, width, height, size, createdAt, createdBy] of rows) {
        await sql`insert into content_media (name, kind, mime, bytes, width, height, size, created_at, created_by)
          values (${name}, ${kind}, ${mime}, ${Buffer.from([1, 2, 3])}, ${width}, ${height}, ${size}, ${createdAt}, ${createdBy})`.execute(
          db,
        );
      }

      await migrateToLatest(db);

      const stored = await db
        .selectFrom("content_media")
        .select(["name", "size", "created_at", "created_by", "uploaded_at", "bytes"])
        .orderBy("name")
        .execute();
      expect(stored).toEqual([
        {
          name: "foto-00000000000000a1",
          size: 812_345,
          created_at: "2026-11-01T08:00:00.000Z",
          created_by: "penyunting",
          uploaded_at: "2026-11-01T08:00:00.000Z",
          bytes: Buffer.from([1, 2, 3]),
        },
        {
          name: "video-00000000000000b2",
          size: 204_800,
          created_at: "2026-11-02T09:30:00.000Z",
          created_by: "admin",
          uploaded_at: "2026-11-02T09:30:00.000Z",
          bytes: Buffer.from([1, 2, 3]),
        },
      ]);
    },
  );
});
