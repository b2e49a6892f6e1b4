import { type Kysely, sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt, dishTotals } from "../../../tests/migration-database";
import { restore } from "../../committee/invalidations";
import { migrateToLatest, openDatabase } from "../database";
import type { DatabaseSchema } from "../schema";
import { plainVote } from "../vote-store";

// [category, food, email, voter as migration 004 left it, status, flag_reason]
type StoredRow = [string, string, string, string | null, string, string | null];

describe.each(storageKinds)("migration 010 on $kind", ({ enabled, create }) => {
  const openAt009 = () => databaseAt(create, "009-one-key-per-voter");

  const insertRows = async (db: Kysely<DatabaseSchema>, rows: StoredRow[]) => {
    for (const [index, [category, food, email, voter, status, flag]] of rows.entries()) {
      const at = `2022-06-12T${String(index).padStart(2, "0")}:00:00.000Z`;
      await sql`insert into votes (category, food, email, voter, created_at, status, flag_reason, domain)
        values (${category}, ${food}, ${email}, ${voter}, ${at}, ${status}, ${flag},
          ${email.startsWith("erased:") ? null : email.split("@").at(-1)})`.execute(db);
    }
  };

  it.skipIf(!enabled)(
    "drops every domain's +tag from stored voters and flags the later of two that now collide",
    async () => {
      const { db, storage } = await openAt009();
      await insertRows(db, [
        // 1-3: one school mailbox three times in one category; the earliest keeps the voter,
        // even when a later vote already held the untagged key.
        ["domestic", "rendang", "budi+1@sma8.sch.id", "budi+1@sma8.sch.id", "valid", null],
        ["domestic", "rawon", "budi+2@sma8.sch.id", "budi+2@sma8.sch.id", "valid", null],
        ["domestic", "soto", "budi@sma8.sch.id", "budi@sma8.sch.id", "valid", null],
        // 4: the other category is another vote.
        ["international", "onigiri", "budi+3@sma8.sch.id", "budi+3@sma8.sch.id", "valid", null],
        // 5-6: a flagged one loses its burst reason (it could be approved); a pending one
        // stays pending, to be flagged when confirmed.
        ["domestic", "rendang", "rina@fastmail.com", "rina@fastmail.com", "valid", null],
        [
          "domestic",
          "rawon",
          "rina+2@fastmail.com",
          "rina+2@fastmail.com",
          "flagged",
          "network_burst",
        ],
        ["domestic", "soto", "rina+3@fastmail.com", "rina+3@fastmail.com", "pending", null],
        // 8: invalidated stays invalidated.
        ["domestic", "rawon", "rina+4@fastmail.com", "rina+4@fastmail.com", "invalidated", null],
        // 9: no collision, just the new key; dots stay.
        ["domestic", "rendang", "s.iswa+x@gmail.co.id", "s.iswa+x@gmail.co.id", "valid", null],
        // 10: Yahoo keeps its + (its tag is a -); Gmail's was dropped already.
        ["domestic", "rendang", "siswa+fb8@yahoo.com", "siswa+fb8@yahoo.com", "valid", null],
        ["domestic", "rendang", "siswa+fb8@gmail.com", "siswa@gmail.com", "valid", null],
        // 12: what migration 004 flagged stays as it is.
        ["domestic", "rawon", "s.iswa@gmail.com", null, "flagged", "duplicate_address"],
        // 13-14: an erased address cannot be worked out again: left as it is.
        ["domestic", "soto", "erased:abc", "erased:def", "valid", null],
        ["domestic", "soto", "erased:ghi", "erased:jkl", "valid", null],
        // 15: an address the rules now refuse keeps its key.
        ["domestic", "soto", "tamu+x@[192.0.2.1]", "tamu+x@[192.0.2.1]", "valid", null],
      ]);
      await sql`insert into vote_totals (category, food, shard, votes) values
        ('domestic', 'rendang', 0, 5), ('domestic', 'rawon', 0, 1), ('domestic', 'soto', 0, 4),
        ('international', 'onigiri', 0, 1)`.execute(db);
      await sql`insert into vote_status_totals (category, food, status, votes) values
        ('domestic', 'rawon', 'flagged', 2), ('domestic', 'rawon', 'invalidated', 1),
        ('domestic', 'soto', 'pending', 1)`.execute(db);
      // Vote 8 was invalidated by the committee, by criteria that only ever take valid votes.
      await sql`insert into invalidations (criteria, reason, actor, at, count)
        values ('{"food":"rawon"}', 'Diuji', 'admin', '2022-06-13T00:00:00.000Z', 1)`.execute(db);
      await sql`update votes set invalidation_id = 1 where id = 8`.execute(db);

      await migrateToLatest(db);

      const rows = await db
        .selectFrom("votes")
        .select(["id", "voter", "status", "flag_reason"])
        .orderBy("id")
        .execute();
      expect(rows.map((row) => [row.id, row.voter, row.status, row.flag_reason])).toEqual([
        [1, "budi@sma8.sch.id", "valid", null],
        [2, null, "flagged", "duplicate_address"],
        [3, null, "flagged", "duplicate_address"],
        [4, "budi@sma8.sch.id", "valid", null],
        [5, "rina@fastmail.com", "valid", null],
        [6, null, "flagged", "duplicate_address"],
        [7, null, "pending", "duplicate_address"],
        [8, null, "invalidated", "duplicate_address"],
        [9, "s.iswa@gmail.co.id", "valid", null],
        [10, "siswa+fb8@yahoo.com", "valid", null],
        [11, "siswa@gmail.com", "valid", null],
        [12, null, "flagged", "duplicate_address"],
        [13, "erased:def", "valid", null],
        [14, "erased:jkl", "valid", null],
        [15, "tamu+x@[192.0.2.1]", "valid", null],
      ]);
      // Addresses as typed are never touched.
      const emails = await db.selectFrom("votes").select("email").orderBy("id").execute();
      expect(emails[1]?.email).toBe("budi+2@sma8.sch.id");

      // Two valid votes became flagged: out of the counts, into the flagged totals.
      expect(await dishTotals(db)).toEqual([
        ["domestic", "rawon", 0],
        ["domestic", "rendang", 5],
        ["domestic", "soto", 3],
        ["international", "onigiri", 1],
      ]);
      const setAside = await db
        .selectFrom("vote_status_totals")
        .select(["food", "status", "votes"])
        .orderBy("food")
        .orderBy("status")
        .execute();
      expect(setAside).toEqual([
        { food: "rawon", status: "flagged", votes: 3 },
        { food: "rawon", status: "invalidated", votes: 1 },
        { food: "soto", status: "flagged", votes: 1 },
        { food: "soto", status: "pending", votes: 1 },
      ]);

      // Any further +tag of the mailbox is now the voter who has voted.
      const database = await openDatabase(storage);
      onTestFinished(() => database.close());
      const again = { ...plainVote("domestic", "rendang", "budi+9@sma8.sch.id") };
      again.voter = "budi@sma8.sch.id";
      expect(await database.votes.castVote(again)).toEqual({ status: "email_used" });

      // Undoing that invalidation brings the duplicate back flagged: it never counts.
      expect(await restore(database, 1, "Keliru", "admin")).toEqual({
        status: "restored",
        count: 1,
      });
      const restored = await db
        .selectFrom("votes")
        .select(["status", "flag_reason"])
        .where("id", "=", 8)
        .executeTakeFirst();
      expect(restored).toEqual({ status: "flagged", flag_reason: "duplicate_address" });
      expect(await database.votes.countVotes("domestic", "rawon")).toBe(0);
    },
  );

  it.skipIf(!enabled)("changes nothing where no key changes", async () => {
    const { db } = await openAt009();
    await insertRows(db, [
      ["domestic", "rendang", "siswa@gmail.com", "siswa@gmail.com", "valid", null],
      ["domestic", "rawon", "a.putri@sman8jkt.sch.id", "a.putri@sman8jkt.sch.id", "valid", null],
    ]);
    const before = (await sql`select * from votes order by id`.execute(db)).rows;
    await migrateToLatest(db, "010-plus-tags-everywhere");
    expect((await sql`select * from votes order by id`.execute(db)).rows).toEqual(before);
  });
});
