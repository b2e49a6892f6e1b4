import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt, dishTotals } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";

describe.each(storageKinds)("migration 004 on $kind", ({ enabled, create }) => {
  const openAt003 = async () => (await databaseAt(create, "003-committee-console")).db;

  it.skipIf(!enabled)(
    "makes stored addresses canonical and flags the later of two that collide",
    async () => {
      const db = await openAt003();
      const votes = [
        ["domestic", "rendang", "siswa@gmail.com", "valid"],
        ["domestic", "rawon", "s.iswa+kelas@googlemail.com", "valid"],
        ["international", "onigiri", "siswa+x@gmail.com", "valid"],
        ["domestic", "rendang", "a.putri@sman8jkt.sch.id", "valid"],
        ["domestic", "rendang", "aputri@sman8jkt.sch.id", "valid"],
        ["domestic", "soto", "siswa@gmail.com.invalidated", "invalidated"],
        ["domestic", "soto", "erased:abc", "valid"],
      ];
      for (const [index, [category, food, email, status]] of votes.entries()) {
        await sql`insert into votes (category, food, email, created_at, status)
        values (${category}, ${food}, ${email}, ${`2022-11-24T0${index}:00:00.000Z`}, ${status})`.execute(
          db,
        );
      }
      await sql`insert into vote_totals (category, food, shard, votes) values
      ('domestic', 'rendang', 0, 3), ('domestic', 'rawon', 0, 1),
      ('international', 'onigiri', 0, 1), ('domestic', 'soto', 0, 1)`.execute(db);

      await migrateToLatest(db);

      const rows = await db
        .selectFrom("votes")
        .select(["email", "voter", "status", "flag_reason", "domain"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          email: "siswa@gmail.com",
          voter: "siswa@gmail.com",
          status: "valid",
          flag_reason: null,
          domain: "gmail.com",
        },
        // The same Gmail voter again in the same category: kept, flagged for review, not counted.
        {
          email: "s.iswa+kelas@googlemail.com",
          voter: null,
          status: "flagged",
          flag_reason: "duplicate_address",
          domain: "gmail.com",
        },
        // The other category is another vote.
        {
          email: "siswa+x@gmail.com",
          voter: "siswa@gmail.com",
          status: "valid",
          flag_reason: null,
          domain: "gmail.com",
        },
        // A school's own domain keeps its dots.
        {
          email: "a.putri@sman8jkt.sch.id",
          voter: "a.putri@sman8jkt.sch.id",
          status: "valid",
          flag_reason: null,
          domain: "sman8jkt.sch.id",
        },
        {
          email: "aputri@sman8jkt.sch.id",
          voter: "aputri@sman8jkt.sch.id",
          status: "valid",
          flag_reason: null,
          domain: "sman8jkt.sch.id",
        },
        {
          email: "siswa@gmail.com.invalidated",
          voter: "siswa@gmail.com.invalidated",
          status: "invalidated",
          flag_reason: null,
          domain: "gmail.com.invalidated",
        },
        {
          email: "erased:abc",
          voter: "erased:abc",
          status: "valid",
          flag_reason: null,
          domain: null,
        },
      ]);
      expect(await dishTotals(db)).toEqual([
        ["domestic", "rawon", 0],
        ["domestic", "rendang", 3],
        ["domestic", "soto", 1],
        ["international", "onigiri", 1],
      ]);
      const setAside = await db.selectFrom("vote_status_totals").selectAll().execute();
      expect(setAside).toEqual([
        { category: "domestic", food: "rawon", status: "flagged", votes: 1 },
      ]);
    },
  );
});
