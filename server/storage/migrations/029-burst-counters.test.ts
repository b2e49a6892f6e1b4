import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../scripts/support/databases";
import { databaseAt } from "../../../tests/migration-database";
import { oldBurstReason } from "../../../tests/old-burst-rule";
import { burstReason } from "../../voting/burst-flagging";
import { minuteOf } from "../burst-counters";
import { migrateToLatest } from "../database";

/**
 * Votes as the version before migration 029 stored them, with no counters: a burst under way
 * from one network at small domains and one small domain, a gmail.com vote, a vote without a
 * known network, and votes older than the longest window. After the upgrade the counters hold
 * the last day's votes, and the next vote is decided as the votes table says.
 */
describe.each(storageKinds)("migration 029 on $kind", (storage) => {
  it.skipIf(!storage.enabled)(
    "builds the counters from the votes already in the window",
    async () => {
      const { db } = await databaseAt(storage.create, "028-served-slugs");
      const now = new Date();
      const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
      const votes = [
        { at: ago(1), network: "n1", domain: "keluarga.id", small: 1, status: "valid" },
        { at: ago(1), network: "n1", domain: "keluarga.id", small: 1, status: "flagged" },
        { at: ago(2), network: "n1", domain: "gmail.com", small: null, status: "valid" },
        { at: ago(3), network: "n1", domain: "keluarga.id", small: 1, status: "pending" },
        { at: ago(3), network: null, domain: "keluarga.id", small: 1, status: "valid" },
        { at: ago(2 * 24 * 60), network: "n1", domain: "keluarga.id", small: 1, status: "valid" },
      ];
      for (const [index, vote] of votes.entries()) {
        await db
          .insertInto("votes")
          .values({
            category: "domestic",
            food: "rendang",
            email: `v${index}@${vote.domain}`,
            voter: `v${index}@${vote.domain}`,
            created_at: vote.at,
            status: vote.status,
            invalidation_id: null,
            ip_hash: null,
            network_hash: vote.network,
            domain: vote.domain,
            flag_reason: vote.status === "flagged" ? "domain_burst" : null,
            small_domain: vote.small,
          })
          .execute();
      }

      await migrateToLatest(db);
      const rows = await db
        .selectFrom("burst_counters")
        .select(["key", "minute", "votes", "small_votes"])
        .orderBy("key")
        .orderBy("minute")
        .execute();
      // The last day's votes only, each in its minute's row; the vote of two days ago in none.
      for (const row of rows) {
        expect(Number(row.minute)).toBeGreaterThanOrEqual(minuteOf(ago(3)));
        expect(Number(row.minute)).toBeLessThanOrEqual(minuteOf(ago(1)));
      }
      const perKey = new Map<string, [number, number]>();
      for (const row of rows) {
        const [votes, small] = perKey.get(row.key) ?? [0, 0];
        perKey.set(row.key, [votes + Number(row.votes), small + Number(row.small_votes)]);
      }
      expect(Object.fromEntries(perKey)).toEqual({
        "d:gmail.com": [1, 0],
        "d:keluarga.id": [4, 0],
        "n:n1": [4, 3],
      });
      expect(rows.filter((row) => row.key === "n:n1").map((row) => Number(row.minute))).toEqual([
        ...new Set([3, 2, 1].map((minutes) => minuteOf(ago(minutes)))),
      ]);

      const thresholds = { windowMinutes: 10, networkMax: 4, smallDomainsMax: 3, domainMax: 4 };
      for (const source of [
        { networkHash: "n1", domain: "keluarga.id", smallDomain: true },
        { networkHash: "n2", domain: "keluarga.id", smallDomain: true },
        { networkHash: "n1", domain: "gmail.com", smallDomain: false },
      ]) {
        expect(await burstReason(db, source, thresholds, now)).toBe(
          await oldBurstReason(db, source, thresholds, now),
        );
      }
      expect(
        await burstReason(
          db,
          { networkHash: "n2", domain: "keluarga.id", smallDomain: true },
          thresholds,
          now,
        ),
      ).toBe("domain_burst");
    },
  );
});
