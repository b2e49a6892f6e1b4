import { describe, expect, it } from "vitest";
import { storageKinds } from "../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../tests/fresh-database";
import { removeEdition } from "../committee/edition-corrections";
import { ensureFirstEdition, openNextEdition } from "../committee/editions";
import { burstCounterRetentionMinutes, minuteOf } from "../storage/burst-counters";
import { plainVote, type Vote } from "../storage/vote-store";
import { burstReason } from "./burst-flagging";
import { discardPendingVote } from "./confirmations";

const fromNetwork = (email: string, network: string, smallDomain: boolean): Vote => ({
  ...plainVote("domestic", "rendang", email),
  networkHash: network,
  smallDomain,
});

describe.each(storageKinds)("burst counters on $kind", ({ enabled, create }) => {
  const database = freshDatabaseEachTest({ enabled, create });
  const counters = () =>
    database()
      .db.selectFrom("burst_counters")
      .select(["key", "minute", "votes", "small_votes"])
      .where("votes", ">", 0)
      .orderBy("key")
      .orderBy("minute")
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, minute: Number(row.minute) })));

  it.skipIf(!enabled)(
    "writes a burst from one network as one row a minute per network and per domain, with the votes",
    async () => {
      const before = minuteOf(new Date());
      const cast = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          database().votes.castVote(
            fromNetwork(`v${index}@${index < 30 ? "keluarga.id" : "gmail.com"}`, "nat", index < 30),
          ),
        ),
      );
      // A large provider's domain has no counter: no burst check reads it.
      await database().votes.castVote({
        ...fromNetwork("v40@gmail.com", "nat", false),
        domainCounted: false,
      });
      // A refused vote (the address used) is not stored, and not counted.
      await database().votes.castVote(fromNetwork("v0@keluarga.id", "nat", true));
      expect(cast.every((result) => result.status === "accepted")).toBe(true);
      const rows = await counters();
      const minutes = new Set(rows.map((row) => row.minute));
      // One minute, or two when the clock turned a minute meanwhile.
      expect(minutes.size).toBeLessThanOrEqual(2);
      expect([...minutes].every((minute) => minute >= before)).toBe(true);
      const sum = (key: string) => {
        const of = rows.filter((row) => row.key === key);
        return [
          of.reduce((total, row) => total + row.votes, 0),
          of.reduce((total, row) => total + row.small_votes, 0),
        ];
      };
      expect(sum("n:nat")).toEqual([41, 30]);
      expect(sum("d:keluarga.id")).toEqual([30, 0]);
      expect(sum("d:gmail.com")).toEqual([10, 0]);
      expect(rows.length).toBeLessThanOrEqual(3 * minutes.size);
    },
  );

  it.skipIf(!enabled)(
    "decides from the counters of the window's minutes only: at most windowMinutes rows",
    async () => {
      const now = new Date();
      // One vote a minute for the last hour, in the counters alone: the votes table is empty.
      await database()
        .db.insertInto("burst_counters")
        .values(
          Array.from({ length: 60 }, (_, back) => ({
            key: "n:nat",
            minute: minuteOf(now) - back,
            votes: 1,
            small_votes: 1,
          })),
        )
        .execute();
      const source = { networkHash: "nat", domain: "keluarga.id", smallDomain: true };
      const thresholds = (windowMinutes: number, networkMax: number) => ({
        windowMinutes,
        networkMax,
        smallDomainsMax: 1_000,
        domainMax: 1_000,
      });
      expect(await burstReason(database().db, source, thresholds(5, 5), now)).toBe("network_burst");
      expect(await burstReason(database().db, source, thresholds(5, 6), now)).toBeNull();
      // The committee lengthens the window: the rows already there count at once.
      expect(await burstReason(database().db, source, thresholds(30, 30), now)).toBe(
        "network_burst",
      );
      expect(await burstReason(database().db, source, thresholds(30, 31), now)).toBeNull();
    },
  );

  it.skipIf(!enabled)("takes a pending vote taken back out of its counters", async () => {
    const cast = await database().votes.castVote({
      ...fromNetwork("a@keluarga.id", "nat", true),
      status: "pending",
    });
    await database().votes.castVote(fromNetwork("b@keluarga.id", "nat", true));
    if (cast.status !== "accepted") throw new Error(cast.status);
    await discardPendingVote(database(), cast.voteId);
    const rows = await counters();
    const votes = (key: string) =>
      rows.filter((row) => row.key === key).reduce((total, row) => total + row.votes, 0);
    expect(votes("n:nat")).toBe(1);
    expect(votes("d:keluarga.id")).toBe(1);
  });

  it.skipIf(!enabled)(
    "deletes counters older than the longest window, at most once a minute",
    async () => {
      const now = minuteOf(new Date());
      const stale = now - burstCounterRetentionMinutes - 2;
      const insert = (key: string, minute: number) =>
        database()
          .db.insertInto("burst_counters")
          .values({ key, minute, votes: 1, small_votes: 0 })
          .execute();
      await insert("n:lama", stale);
      await insert("n:masih", now - burstCounterRetentionMinutes + 2);
      await database().votes.castVote(fromNetwork("a@keluarga.id", "nat", true));
      await insert("n:lama-lagi", stale);
      await database().votes.castVote(fromNetwork("b@keluarga.id", "nat", true));
      const keys = new Set((await counters()).map((row) => row.key));
      expect(keys.has("n:lama")).toBe(false);
      expect(keys.has("n:masih")).toBe(true);
      // Within the minute of the last purge: still there, for the next one.
      expect(keys.has("n:lama-lagi")).toBe(true);
    },
  );

  it.skipIf(!enabled)(
    "empties the counters when an edition opens, and builds them again when the opening is undone",
    async () => {
      const festival = { year: 2022, product: "FB8" };
      await database().votes.castVote(fromNetwork("a@keluarga.id", "nat", true));
      await database().votes.castVote(fromNetwork("b@gmail.com", "nat", false));
      const before = await counters();
      await ensureFirstEdition(database().db, festival);
      const current = await database()
        .db.selectFrom("editions")
        .select("id")
        .where("current", "=", 1)
        .executeTakeFirstOrThrow();
      const closed = { opensAt: "2022-06-10T00:00:00.000Z", closesAt: "2022-06-11T00:00:00.000Z" };
      await database()
        .db.updateTable("voting_windows")
        .set({ opens_at: closed.opensAt, closes_at: closed.closesAt })
        .execute();
      const opened = await openNextEdition(database(), festival, {
        year: 2023,
        name: "FB9",
        reason: "festival berikutnya",
        actor: "admin",
        archives: current.id,
      });
      expect(opened.status).toBe("opened");
      expect(await counters()).toEqual([]);
      const next = await database()
        .db.selectFrom("editions")
        .select("id")
        .where("current", "=", 1)
        .executeTakeFirstOrThrow();
      const removed = await removeEdition(database(), {
        id: next.id,
        reason: "dibuka keliru",
        actor: "admin",
      });
      expect(removed.status).toBe("removed");
      const sums = (rows: Awaited<ReturnType<typeof counters>>) =>
        Object.fromEntries(
          [...new Set(rows.map((row) => row.key))].map((key) => [
            key,
            rows.filter((row) => row.key === key).reduce((total, row) => total + row.votes, 0),
          ]),
        );
      expect(sums(await counters())).toEqual(sums(before));
    },
  );
});
