import { describe, expect, it } from "vitest";
import { apiError } from "../../../common/api-errors";
import type { DefencesResponse } from "../../../common/committee-api";
import { committeeError } from "../../../common/committee-errors";
import { storageKinds } from "../../../scripts/support/databases";
import { castVote, signIn, startWithCommittee, viewerPassword } from "../../../tests/committee";

const rendang = "/api/votes/domestic/rendang";

/** A vote from a given client address, as seen behind one trusted proxy. */
const voteFrom = (
  app: Awaited<ReturnType<typeof startWithCommittee>>["app"],
  ip: string,
  email: string,
) =>
  app.inject({
    method: "POST",
    url: rendang,
    headers: { "x-forwarded-for": ip },
    payload: { email },
  });

describe.each(storageKinds)("the vote's defences on $kind", ({ kind, enabled }) => {
  const statusCounts = async (app: Awaited<ReturnType<typeof startWithCommittee>>["app"]) => {
    const rows = await app.database.db
      .selectFrom("votes")
      .select(["status"])
      .select((select) => select.fn.countAll<string | number>().as("count"))
      .groupBy("status")
      .orderBy("status")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  };

  it.skipIf(!enabled)("counts one voter once, whatever alias of the address", async () => {
    const { app } = await startWithCommittee({ storage: kind });
    expect((await castVote(app, "Siswa@gmail.com")).statusCode).toBe(201);
    for (const alias of ["s.i.s.w.a@gmail.com", "siswa+2@googlemail.com", "ｓｉｓｗａ@gmail.com"]) {
      const refused = await castVote(app, alias, "/api/votes/domestic/rawon");
      expect(refused.statusCode, alias).toBe(409);
      expect(refused.json()).toEqual(apiError("email_used"));
    }
    // A Workspace domain keeps its dots: these are two students.
    expect((await castVote(app, "a.putri@sman8jkt.sch.id")).statusCode).toBe(201);
    expect((await castVote(app, "aputri@sman8jkt.sch.id")).statusCode).toBe(201);
    const stored = await app.database.db
      .selectFrom("votes")
      .select(["email", "voter", "domain"])
      .orderBy("id")
      .execute();
    expect(stored[0]).toEqual({
      email: "siswa@gmail.com",
      voter: "siswa@gmail.com",
      domain: "gmail.com",
    });
  });

  it.skipIf(!enabled)(
    "refuses hidden characters, mixed scripts and throwaway domains",
    async () => {
      const { app } = await startWithCommittee({ storage: kind });
      const cases = [
        ["sis\u200bwa@gmail.com", "email_hidden_characters"],
        ["sisw\u0430@gmail.com", "email_mixed_scripts"],
        ["user@[999.999.999.999]", "invalid_email"],
        ["bot1@mailinator.com", "email_disposable"],
        ["bot2@mx.mailinator.com", "email_disposable"],
      ] as const;
      for (const [email, code] of cases) {
        const refused = await castVote(app, email);
        expect(refused.statusCode, email).toBe(400);
        expect(refused.json(), email).toEqual(apiError(code));
      }
      expect(apiError("email_disposable").message).toBe(
        "Gunakan email pribadi atau sekolah, bukan email sementara",
      );
      expect(await statusCounts(app)).toEqual({});
    },
  );

  it.skipIf(!enabled)("follows the committee's allow-list and block-list", async () => {
    const { app, admin } = await startWithCommittee({ storage: kind });
    const allow = await admin.request({
      method: "PUT",
      url: "/api/panitia/domains/mailinator.com",
      payload: { rule: "allow", note: "uji coba panitia" },
    });
    expect(allow.statusCode).toBe(200);
    expect((await castVote(app, "panitia@mailinator.com")).statusCode).toBe(201);
    await admin.request({
      method: "PUT",
      url: "/api/panitia/domains/curang.id",
      payload: { rule: "block", note: "akun palsu" },
    });
    const blocked = await castVote(app, "a@kelas.curang.id");
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual(apiError("email_domain_blocked"));
    const removed = await admin.request({
      method: "DELETE",
      url: "/api/panitia/domains/curang.id",
    });
    expect(removed.statusCode).toBe(204);
    expect((await castVote(app, "a@kelas.curang.id")).statusCode).toBe(201);
    const again = await admin.request({ method: "DELETE", url: "/api/panitia/domains/curang.id" });
    expect(again.json()).toEqual(committeeError("unknown_domain_rule"));
    const audit = await admin.request({ method: "GET", url: "/api/panitia/audit" });
    expect(
      audit
        .json()
        .entries.filter((entry: { action: string }) => entry.action === "domain_rule_changed"),
    ).toHaveLength(3);
  });

  it.skipIf(!enabled)(
    "flags a burst from one domain, answers it like any vote, and lets the committee count it",
    async () => {
      const { app, admin } = await startWithCommittee({
        storage: kind,
        flagThresholds: {
          windowMinutes: 10,
          networkMax: 1_000,
          smallDomainsMax: 1_000,
          domainMax: 3,
        },
      });
      const answers = [];
      for (let index = 1; index <= 5; index += 1) {
        const answer = await castVote(app, `murid${index}@kelas-palsu.id`);
        answers.push([answer.statusCode, answer.json()]);
      }
      // The script sees the same answer; the count it is shown stops at the threshold.
      expect(answers).toEqual([
        [201, { votes: 1 }],
        [201, { votes: 2 }],
        [201, { votes: 3 }],
        [201, { votes: 3 }],
        [201, { votes: 3 }],
      ]);
      // Gmail is shared by everyone: never flagged as a domain.
      for (let index = 1; index <= 5; index += 1) await castVote(app, `murid${index}@gmail.com`);
      expect(await statusCounts(app)).toEqual({ flagged: 2, valid: 8 });

      const defences: DefencesResponse = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(defences.clusters).toEqual([
        {
          reason: "domain_burst",
          key: "kelas-palsu.id",
          count: 2,
          firstAt: expect.any(String),
          lastAt: expect.any(String),
          dishes: [{ category: "domestic", food: "rendang", votes: 2 }],
        },
      ]);
      const approved = await admin.request({
        method: "POST",
        url: "/api/panitia/flagged/review",
        payload: {
          cluster: { reason: "domain_burst", key: "kelas-palsu.id" },
          decision: "approve",
          reason: "satu kelas memakai email sekolah mitra",
        },
      });
      expect(approved.json()).toEqual({ count: 2 });
      expect(await statusCounts(app)).toEqual({ valid: 10 });
      expect((await app.inject(rendang)).json().votes).toBe(10);
    },
  );

  it.skipIf(!enabled)(
    "flags a burst from one /24, invalidates the cluster, and a restore flags it again",
    async () => {
      const { app, admin } = await startWithCommittee({
        storage: kind,
        trustProxy: 1,
        flagThresholds: {
          windowMinutes: 10,
          networkMax: 4,
          smallDomainsMax: 1_000,
          domainMax: 1_000,
        },
      });
      for (let index = 1; index <= 6; index += 1) {
        expect(
          (await voteFrom(app, `203.0.113.${index}`, `bot${index}@gmail.com`)).statusCode,
        ).toBe(201);
      }
      // Another network is not held back by the first one's burst.
      expect((await voteFrom(app, "198.51.100.7", "tetangga@gmail.com")).statusCode).toBe(201);
      expect(await statusCounts(app)).toEqual({ flagged: 2, valid: 5 });
      const stored = await app.database.db.selectFrom("votes").selectAll().execute();
      // Client addresses are kept only as keyed hashes.
      expect(JSON.stringify(stored)).not.toContain("203.0.113");

      const { clusters } = (
        await admin.request({ method: "GET", url: "/api/panitia/defences" })
      ).json();
      expect(clusters).toHaveLength(1);
      const cluster = { reason: clusters[0].reason, key: clusters[0].key };
      expect(cluster.reason).toBe("network_burst");
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/flagged/review",
        payload: { cluster, decision: "invalidate", reason: "skrip dari satu jaringan" },
      });
      expect(invalidated.statusCode).toBe(200);
      expect(invalidated.json().count).toBe(2);
      expect(await statusCounts(app)).toEqual({ invalidated: 2, valid: 5 });
      const restored = await admin.request({
        method: "POST",
        url: `/api/panitia/invalidations/${invalidated.json().invalidationId}/restore`,
        payload: { reason: "salah pilih" },
      });
      expect(restored.json()).toEqual({ count: 2 });
      expect(await statusCounts(app)).toEqual({ flagged: 2, valid: 5 });
    },
  );

  it.skipIf(!enabled)(
    "lets only admins change the defences, and refuses confirmation without mail",
    async () => {
      const { app, admin } = await startWithCommittee({ storage: kind });
      const viewer = await signIn(app, "pengamat", viewerPassword);
      const thresholds = { windowMinutes: 5, networkMax: 300, smallDomainsMax: 30, domainMax: 20 };
      const denied = await viewer.request({
        method: "PUT",
        url: "/api/panitia/defences/settings",
        payload: { thresholds },
      });
      expect(denied.statusCode).toBe(403);
      const saved = await admin.request({
        method: "PUT",
        url: "/api/panitia/defences/settings",
        payload: { thresholds },
      });
      expect(saved.json().flagging).toEqual({
        enabled: true,
        thresholds,
        defaults: { windowMinutes: 10, networkMax: 600, smallDomainsMax: 60, domainMax: 60 },
        rateLimitPerMinute: 0,
      });
      const confirmation = await admin.request({
        method: "PUT",
        url: "/api/panitia/defences/settings",
        payload: { confirmationRequired: true },
      });
      expect(confirmation.statusCode).toBe(409);
      expect(confirmation.json()).toEqual(committeeError("confirmation_unavailable"));
    },
  );
});
