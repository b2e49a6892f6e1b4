import { describe, expect, it } from "vitest";
import type { DefencesResponse } from "../../../common/committee-api";
import { committeeError } from "../../../common/committee-errors";
import { festival } from "../../../content";
import { storageKinds } from "../../../scripts/support/databases";
import { startWithCommittee } from "../../../tests/committee";

type App = Awaited<ReturnType<typeof startWithCommittee>>["app"];

/** A vote from a given client address, as seen behind one trusted proxy. */
const voteFrom = (app: App, ip: string, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/votes/domestic/rendang",
    headers: { "x-forwarded-for": ip },
    payload: { email },
  });

const statusCounts = async (app: App) => {
  const rows = await app.database.db
    .selectFrom("votes")
    .select(["status"])
    .select((select) => select.fn.countAll<string | number>().as("count"))
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
};

const castAll = async (app: App, votes: [ip: string, email: string][]) => {
  for (const [ip, email] of votes) {
    const answer = await voteFrom(app, ip, email);
    if (answer.statusCode !== 201) throw new Error(`${email}: ${answer.body}`);
  }
};

describe.each(storageKinds)("burst flagging on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "flags one address's votes at rotating invented domains past 60, whatever the domain",
    async () => {
      const { app, admin } = await startWithCommittee({ storage: kind, trustProxy: 1 });
      // A new invented domain for every vote: no one domain is ever past its threshold.
      await castAll(
        app,
        Array.from({ length: 70 }, (_, index) => [
          "198.51.100.9",
          `siswa${index}@acak${index}q.sch.id`,
        ]),
      );
      expect(await statusCounts(app)).toEqual({ valid: 60, flagged: 10 });
      // The large providers are not small domains, and another network is not held back.
      await castAll(app, [
        ["198.51.100.9", "siswa.asli@gmail.com"],
        ["203.0.113.5", "tamu@lain-lagi.sch.id"],
      ]);
      expect(await statusCounts(app)).toEqual({ valid: 62, flagged: 10 });

      const defences: DefencesResponse = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(defences.clusters).toEqual([
        {
          reason: "small_domains_burst",
          // The network by its keyed hash: the console never sees an IP.
          key: expect.stringMatching(/^[\w-]{20,}$/),
          count: 10,
          firstAt: expect.any(String),
          lastAt: expect.any(String),
          dishes: [{ category: "domestic", food: "rendang", votes: 10 }],
        },
      ]);
      const [cluster] = defences.clusters;
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/flagged/review",
        payload: {
          cluster: { reason: cluster?.reason, key: cluster?.key },
          decision: "invalidate",
          reason: "domain karangan dari satu alamat",
        },
      });
      expect(invalidated.json().count).toBe(10);
      expect(await statusCounts(app)).toEqual({ valid: 62, invalidated: 10 });
    },
  );

  it.skipIf(!enabled)(
    "allows the school's own domain from the start, with no setting of the committee's",
    async () => {
      const { app, admin } = await startWithCommittee({ storage: kind, trustProxy: 1 });
      const school = festival.schoolEmailDomain;
      expect(school).toBe("sman8jkt.sch.id");
      // Past both 60-vote thresholds, from one address and from many, subdomains included.
      await castAll(app, [
        ...Array.from({ length: 70 }, (_, index): [string, string] => [
          "36.86.63.182",
          `murid${index}@${school}`,
        ]),
        ...Array.from({ length: 70 }, (_, index): [string, string] => [
          `10.${index}.0.1`,
          `guru${index}@${school}`,
        ]),
        ...Array.from({ length: 10 }, (_, index): [string, string] => [
          "36.86.63.182",
          `alumni${index}@alumni.${school}`,
        ]),
      ]);
      expect(await statusCounts(app)).toEqual({ valid: 150 });
      const defences: DefencesResponse = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(defences.schoolDomain).toBe(school);
      expect(defences.domains).toEqual([]);
    },
    30_000,
  );

  it.skipIf(!enabled)(
    "keeps the network threshold below what the rate limit lets one address send, and flags a network past it as one cluster",
    async () => {
      const { app, admin } = await startWithCommittee({
        storage: kind,
        trustProxy: 1,
        voteRateLimitPerMinute: 120,
      });
      const { flagging }: DefencesResponse = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(flagging.rateLimitPerMinute).toBe(120);
      expect(flagging.thresholds.networkMax).toBeLessThan(120 * flagging.thresholds.windowMinutes);
      expect(flagging.thresholds.smallDomainsMax).toBeLessThan(
        120 * flagging.thresholds.windowMinutes,
      );
      const save = (networkMax: number, windowMinutes = 10) =>
        admin.request({
          method: "PUT",
          url: "/api/panitia/defences/settings",
          payload: {
            thresholds: { windowMinutes, networkMax, smallDomainsMax: 60, domainMax: 60 },
          },
        });
      const tooHigh = await save(1_200);
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json()).toEqual(committeeError("threshold_above_rate_limit"));
      expect((await save(600, 5)).statusCode).toBe(400);
      expect((await save(1_199)).statusCode).toBe(200);
      expect((await save(5)).statusCode).toBe(200);

      // Five addresses of one school's /24, at the large providers and the school's domain:
      // beyond the threshold, one cluster the committee counts in one step.
      const domains = ["gmail.com", "yahoo.com", festival.schoolEmailDomain];
      await castAll(
        app,
        Array.from({ length: 8 }, (_, index) => [
          `36.86.63.${index % 5}`,
          `siswa${index}@${domains[index % domains.length]}`,
        ]),
      );
      expect(await statusCounts(app)).toEqual({ valid: 5, flagged: 3 });
      const { clusters }: DefencesResponse = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(clusters.map((cluster) => [cluster.reason, cluster.count])).toEqual([
        ["network_burst", 3],
      ]);
      const approved = await admin.request({
        method: "POST",
        url: "/api/panitia/flagged/review",
        payload: {
          cluster: { reason: "network_burst", key: clusters[0]?.key },
          decision: "approve",
          reason: "pentas seni: satu sekolah memilih lewat wifi sekolah",
        },
      });
      expect(approved.json()).toEqual({ count: 3 });
      expect(await statusCounts(app)).toEqual({ valid: 8 });
    },
  );
});
