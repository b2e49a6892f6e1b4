import { describe, expect, it } from "vitest";
import { apiError } from "../../../../common/api-errors";
import { committeeError } from "../../../../common/committee-errors";
import { storageKinds } from "../../../../scripts/support/databases";
import {
  type CommitteeClient,
  castVote,
  closeVoting,
  startWithCommittee,
} from "../../../../tests/committee";
import { writeSetting } from "../../../committee/settings";

describe.each(storageKinds)("running the vote on $kind", ({ kind, enabled }) => {
  const start = () => startWithCommittee({ storage: kind });
  const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

  it.skipIf(!enabled)("refuses votes once a category is closed, and tells dish pages", async () => {
    const { app, admin } = await start();
    expect((await castVote(app, "awal@example.com")).statusCode).toBe(201);
    const closesAt = isoIn(0);
    const closed = await admin.request({
      method: "PUT",
      url: "/api/panitia/window/domestic",
      payload: { opensAt: null, closesAt },
    });
    expect(closed.json()).toEqual({ opensAt: null, closesAt, state: "closed" });
    const refused = await castVote(app, "telat@example.com");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(apiError("voting_closed"));
    expect((await app.inject("/api/votes/domestic/rendang")).json()).toEqual({
      votes: 1,
      voting: { state: "closed", opensAt: null, closesAt },
    });
    // The other category is untouched.
    expect(
      (await castVote(app, "telat@example.com", "/api/votes/international/onigiri")).statusCode,
    ).toBe(201);

    const reopened = await admin.request({
      method: "PUT",
      url: "/api/panitia/window/domestic",
      payload: { opensAt: null, closesAt: null },
    });
    expect(reopened.json().state).toBe("open");
    expect((await castVote(app, "telat@example.com")).statusCode).toBe(201);
  });

  it.skipIf(!enabled)("refuses votes before the opening with the opening time in WIB", async () => {
    const { app, admin } = await start();
    await admin.request({
      method: "PUT",
      url: "/api/panitia/window/international",
      payload: { opensAt: "2030-11-24T08:00:00+07:00", closesAt: "2030-11-25T17:00:00+07:00" },
    });
    const refused = await castVote(app, "awal@example.com", "/api/votes/international/onigiri");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: "voting_not_open",
      message: "Voting belum dibuka. Voting dibuka 24 November 2030 pukul 08.00 WIB.",
      opensAt: "2030-11-24T01:00:00.000Z",
    });
  });

  it.skipIf(!enabled)("refuses a window that closes before it opens", async () => {
    const { admin } = await start();
    const response = await admin.request({
      method: "PUT",
      url: "/api/panitia/window/domestic",
      payload: { opensAt: "2030-11-25T08:00:00+07:00", closesAt: "2030-11-24T08:00:00+07:00" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(committeeError("invalid_window"));
  });

  it.skipIf(!enabled)("accepts no vote after a close commits, however the two race", async () => {
    const { app, admin, listen } = await start();
    const base = await listen();
    const post = (index: number) =>
      fetch(`${base}/api/votes/domestic/rawon`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `balapan${index}@example.com` }),
      }).then((response) => response.status);
    const before = Array.from({ length: 150 }, (_, index) => post(index));
    const close = admin.request({
      method: "PUT",
      url: "/api/panitia/window/domestic",
      payload: { opensAt: null, closesAt: isoIn(0) },
    });
    const during = Array.from({ length: 150 }, (_, index) => post(150 + index));
    await close;
    const closeCommittedBy = new Date().toISOString();
    const after = await Promise.all(Array.from({ length: 50 }, (_, index) => post(300 + index)));
    const statuses = [...(await Promise.all(before)), ...(await Promise.all(during))];

    expect(after).toEqual(Array(50).fill(403));
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted + statuses.filter((status) => status === 403).length).toBe(300);
    // Every acknowledged vote is counted, and every counted vote came before the close
    // committed (a vote may come after the closing instant chosen a moment before).
    const stored = await app.database.db
      .selectFrom("votes")
      .select("created_at")
      .where("food", "=", "rawon")
      .execute();
    expect(stored).toHaveLength(accepted);
    expect(stored.every((vote) => vote.created_at < closeCommittedBy)).toBe(true);
    expect((await app.inject("/api/votes/domestic/rawon")).json().votes).toBe(accepted);
  });

  it.skipIf(!enabled)(
    "invalidates exactly what the preview counted, and counts follow",
    async () => {
      const { app, admin } = await start();
      for (const email of ["a@curang.id", "b@curang.id", "c@curang.id", "d@gmail.com"]) {
        expect((await castVote(app, email)).statusCode).toBe(201);
      }
      expect((await castVote(app, "e@curang.id", "/api/votes/domestic/rawon")).statusCode).toBe(
        201,
      );
      const criteria = { category: "domestic", food: "rendang", domain: "CURANG.id" };
      const invalidation = (dryRun: boolean, reason = "Alamat sekali pakai") =>
        admin.request({
          method: "POST",
          url: "/api/panitia/invalidations",
          payload: { criteria, reason, dryRun },
        });

      expect((await invalidation(true)).json()).toEqual({ count: 3 });
      expect((await invalidation(false, "  ")).json()).toEqual(committeeError("reason_required"));
      const done = await invalidation(false);
      expect(done.json()).toEqual({ count: 3, invalidationId: 1 });
      expect((await invalidation(true)).json()).toEqual({ count: 0 });

      expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(1);
      expect((await app.inject("/api/votes/domestic/rawon")).json().votes).toBe(1);
      const results = (await admin.request({ url: "/api/panitia/results" })).json();
      const rendang = results.categories[0].dishes.find(
        (dish: { food: string }) => dish.food === "rendang",
      );
      expect(rendang).toMatchObject({ votes: 1, invalidated: 3 });
      expect(results.categories[0].totals).toMatchObject({ votes: 2, invalidated: 3 });
      // An invalidated address stays used in its category.
      expect((await castVote(app, "a@curang.id", "/api/votes/domestic/rawon")).statusCode).toBe(
        409,
      );

      const restored = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations/1/restore",
        payload: { reason: "Ternyata siswa sungguhan" },
      });
      expect(restored.json()).toEqual({ count: 3 });
      expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(4);
      const again = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations/1/restore",
        payload: { reason: "lagi" },
      });
      expect(again.statusCode).toBe(409);
      const list = (await admin.request({ url: "/api/panitia/invalidations" })).json();
      expect(list.invalidations[0]).toMatchObject({
        id: 1,
        criteria: { category: "domestic", food: "rendang", domain: "curang.id" },
        reason: "Alamat sekali pakai",
        actor: "ketua",
        count: 3,
        restoredBy: "ketua",
        restoreReason: "Ternyata siswa sungguhan",
      });
    },
  );

  it.skipIf(!enabled)("invalidates one vote by its id, and refuses empty criteria", async () => {
    const { app, admin } = await start();
    await castVote(app, "satu@example.com");
    await castVote(app, "dua@example.com");
    const empty = await admin.request({
      method: "POST",
      url: "/api/panitia/invalidations",
      payload: { criteria: {}, reason: "semua", dryRun: true },
    });
    expect(empty.json()).toEqual(committeeError("criteria_required"));
    const one = await admin.request({
      method: "POST",
      url: "/api/panitia/invalidations",
      payload: { criteria: { voteId: 2 }, reason: "Dilaporkan ganda", dryRun: false },
    });
    expect(one.json().count).toBe(1);
    const page = (await admin.request({ url: "/api/panitia/votes" })).json();
    expect(
      page.votes.map((vote: { id: number; status: string }) => [vote.id, vote.status]),
    ).toEqual([
      [2, "invalidated"],
      [1, "valid"],
    ]);
  });

  const settingsChange = (admin: CommitteeClient, payload: Record<string, boolean | string>) =>
    admin.request({ method: "PUT", url: "/api/panitia/settings", payload });

  it.skipIf(!enabled)("hides live counts only when told", async () => {
    const { app, admin } = await start();
    await castVote(app, "a@example.com", "/api/votes/domestic/rawon");
    await settingsChange(admin, { hideLiveCount: true });
    expect((await app.inject("/api/votes/domestic/rawon")).json().votes).toBeNull();
    expect((await castVote(app, "d@example.com", "/api/votes/domestic/rawon")).json()).toEqual({
      votes: null,
    });
    const settings = await settingsChange(admin, { hideLiveCount: false });
    expect(settings.json()).toMatchObject({ hideLiveCount: false, resultsPublishedAt: null });
    expect((await app.inject("/api/votes/domestic/rawon")).json().votes).toBe(2);
  });

  it.skipIf(!enabled)(
    "refuses to announce results while a category takes votes, and stores nothing",
    async () => {
      const { app, admin } = await start();
      await castVote(app, "a@example.com", "/api/votes/domestic/rawon");
      await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt: isoIn(0) },
      });
      // International has no window: it is open.
      const refused = await settingsChange(admin, { resultsPublished: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(committeeError("voting_still_open"));
      expect((await app.inject("/api/results")).json()).toEqual({ published: false });
      const snapshots = await app.database.db.selectFrom("results_snapshots").selectAll().execute();
      expect(snapshots).toEqual([]);
      expect(
        (await castVote(app, "b@example.com", "/api/votes/international/onigiri")).statusCode,
      ).toBe(201);
    },
  );

  it.skipIf(!enabled)(
    "freezes announced results: a later invalidation changes them only by withdrawing and announcing again",
    async () => {
      const { app, admin } = await start();
      await castVote(app, "a@example.com", "/api/votes/domestic/rawon");
      await castVote(app, "b@curang.id", "/api/votes/domestic/rawon");
      await castVote(app, "c@example.com", "/api/votes/domestic/rendang");
      expect((await app.inject("/api/results")).json()).toEqual({ published: false });
      await closeVoting(admin);

      expect((await settingsChange(admin, { resultsPublished: true })).statusCode).toBe(200);
      const announced = (await app.inject("/api/results")).json();
      expect(announced.published).toBe(true);
      expect(announced.categories[0].dishes.slice(0, 2)).toEqual([
        { food: "rawon", name: "Rawon", classLabel: "X MIPA F", votes: 2, rank: 1 },
        { food: "rendang", name: "Rendang", classLabel: "X MIPA C", votes: 1, rank: 2 },
      ]);
      // Pressed again (a double tap, a second process): the same record, not a new one.
      await settingsChange(admin, { resultsPublished: true });
      expect((await app.inject("/api/results")).json()).toEqual(announced);

      // An invalidation found after the announcement: the live counts change, the record not.
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations",
        payload: { criteria: { domain: "curang.id" }, reason: "Alamat palsu", dryRun: false },
      });
      expect(invalidated.json()).toMatchObject({ count: 1 });
      expect((await app.inject("/api/votes/domestic/rawon")).json().votes).toBe(1);
      expect((await app.inject("/api/results")).json()).toEqual(announced);

      expect(
        (await settingsChange(admin, { resultsPublished: false, reason: "salah hitung" }))
          .statusCode,
      ).toBe(200);
      expect((await app.inject("/api/results")).json()).toEqual({ published: false });
      expect((await settingsChange(admin, { resultsPublished: true })).statusCode).toBe(200);
      const again = (await app.inject("/api/results")).json();
      expect(again.categories[0].dishes.slice(0, 2)).toEqual([
        { food: "rawon", name: "Rawon", classLabel: "X MIPA F", votes: 1, rank: 1 },
        { food: "rendang", name: "Rendang", classLabel: "X MIPA C", votes: 1, rank: 1 },
      ]);

      const snapshots = await app.database.db
        .selectFrom("results_snapshots")
        .select(["id", "published_by", "withdrawn_by", "announced"])
        .orderBy("id")
        .execute();
      expect(snapshots).toEqual([
        { id: 1, published_by: "ketua", withdrawn_by: "ketua", announced: null },
        { id: 2, published_by: "ketua", withdrawn_by: null, announced: 1 },
      ]);
      const audit = await app.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "like", "results_%")
        .orderBy("id")
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual([
        "results_published",
        "results_withdrawn",
        "results_published",
      ]);
    },
  );

  it.skipIf(!enabled)(
    "freezes results an earlier version announced the first time they are read, dated as announced",
    async () => {
      const { app } = await start();
      await castVote(app, "a@example.com", "/api/votes/domestic/rawon");
      // What an install that announced before results were frozen has: the setting alone.
      const announcedAt = "2022-11-20T10:00:00.000Z";
      await writeSetting(app.database.db, "resultsPublishedAt", announcedAt);
      const first = (await app.inject("/api/results")).json();
      expect(first).toMatchObject({ published: true, publishedAt: announcedAt });
      expect(first.categories[0].dishes[0]).toMatchObject({ food: "rawon", votes: 1, rank: 1 });
      await app.database.db.deleteFrom("vote_totals").execute();
      expect((await app.inject("/api/results")).json()).toEqual(first);
      const snapshots = await app.database.db
        .selectFrom("results_snapshots")
        .select("published_by")
        .execute();
      expect(snapshots).toEqual([{ published_by: "(diumumkan sebelum pembaruan)" }]);
    },
  );

  it.skipIf(!enabled)("pages through votes with filters, addresses masked", async () => {
    const { app, admin } = await start();
    for (let index = 0; index < 7; index += 1) await castVote(app, `rahmat${index}@gmail.com`);
    await castVote(app, "x@yahoo.com", "/api/votes/domestic/rawon");
    const first = (
      await admin.request({ url: "/api/panitia/votes?domain=gmail.com&limit=5" })
    ).json();
    expect(first.total).toBe(7);
    expect(first.votes).toHaveLength(5);
    expect(first.votes[0]).toMatchObject({
      id: 7,
      maskedEmail: "ra***@gmail.com",
      food: "rendang",
    });
    const second = (
      await admin.request({
        url: `/api/panitia/votes?domain=gmail.com&limit=5&before=${first.nextBefore}`,
      })
    ).json();
    expect(second.votes.map((vote: { id: number }) => vote.id)).toEqual([2, 1]);
    expect(second.nextBefore).toBeNull();
    expect(JSON.stringify([first, second])).not.toContain("rahmat");

    const lookup = await admin.request({
      method: "POST",
      url: "/api/panitia/votes/lookup",
      payload: { email: " Rahmat3@Gmail.com " },
    });
    expect(lookup.json()).toEqual({
      maskedEmail: "ra***@gmail.com",
      votes: [
        {
          id: 4,
          category: "domestic",
          food: "rendang",
          status: "valid",
          createdAt: expect.any(String),
        },
      ],
    });
  });
});
