import { describe, expect, it } from "vitest";
import { storageKinds } from "../../../../scripts/support/databases";
import {
  type CommitteeClient,
  castVote,
  closeVoting,
  currentEditionId,
  expectRefusal,
  openNextFestival,
  signInAs,
  startWithCommittee,
} from "../../../../tests/committee";

/**
 * The rules that keep the record of an edition (docs/decisions/0038): nothing is announced for
 * a vote never held, no window reopens over an announcement, and a typo in the next year can
 * be corrected while nothing depends on it.
 */
describe.each(storageKinds)("the edition's rules on $kind", ({ kind, enabled }) => {
  const start = () => startWithCommittee({ storage: kind });
  const settings = (admin: CommitteeClient, payload: object) =>
    admin.request({ method: "PUT", url: "/api/panitia/settings", payload });
  const setWindow = (admin: CommitteeClient, category: string, payload: object) =>
    admin.request({ method: "PUT", url: `/api/panitia/window/${category}`, payload });
  const correct = (admin: CommitteeClient, id: number | string, payload: object) =>
    admin.request({ method: "PATCH", url: `/api/panitia/editions/${id}`, payload });

  it.skipIf(!enabled)(
    "refuses to announce an edition whose voting was never scheduled",
    async () => {
      const { app, admin } = await start();
      await openNextFestival(admin);
      expectRefusal(
        await settings(admin, { resultsPublished: true }),
        409,
        "voting_never_scheduled",
      );
      expect((await app.inject("/api/results/2023")).json()).toMatchObject({
        error: "results_not_published",
      });
    },
  );

  it.skipIf(!enabled)(
    "keeps every window shut after the announcement until it is withdrawn",
    async () => {
      const { app, admin } = await start();
      expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
      await closeVoting(admin);
      expect((await settings(admin, { resultsPublished: true })).statusCode).toBe(200);
      const announced = (await app.inject("/api/results")).json();

      const future = new Date(Date.now() + 3_600_000).toISOString();
      for (const window of [
        { opensAt: null, closesAt: null },
        { opensAt: future, closesAt: null },
        { opensAt: null, closesAt: future },
      ]) {
        expectRefusal(await setWindow(admin, "domestic", window), 409, "results_published");
      }
      // Nothing was counted past the record, and closing again is still allowed.
      expect((await castVote(app, "budi@example.com")).statusCode).toBe(403);
      const closed = await setWindow(admin, "domestic", {
        opensAt: null,
        closesAt: new Date().toISOString(),
      });
      expect(closed.statusCode).toBe(200);
      expect((await app.inject("/api/results")).json()).toEqual(announced);

      // Withdrawing is the admin's, with a reason for the log.
      expectRefusal(await settings(admin, { resultsPublished: false }), 400, "reason_required");
      expectRefusal(
        await settings(admin, { resultsPublished: false, reason: "  " }),
        400,
        "reason_required",
      );
      const viewer = await signInAs(app, "viewer");
      expectRefusal(
        await settings(viewer, { resultsPublished: false, reason: "x" }),
        403,
        "forbidden_role",
      );
      expect(
        (await settings(admin, { resultsPublished: false, reason: "hitung ulang" })).statusCode,
      ).toBe(200);
      const audit = (await admin.request({ url: "/api/panitia/audit" })).json().entries;
      expect(
        audit.find((entry: { action: string }) => entry.action === "results_withdrawn")?.details,
      ).toMatchObject({ reason: "hitung ulang" });
      const reopened = await setWindow(admin, "domestic", { opensAt: null, closesAt: null });
      expect(reopened.statusCode).toBe(200);
      expect((await castVote(app, "budi@example.com")).statusCode).toBe(201);
    },
  );

  it.skipIf(!enabled)(
    "corrects a mistyped year while nothing depends on the edition, audited, with the draft",
    async () => {
      const { app, admin } = await start();
      await closeVoting(admin);
      const fb8 = await currentEditionId(admin);
      const typo = await admin.request({
        method: "POST",
        url: "/api/panitia/editions",
        payload: { year: 2100, name: "FB9", reason: "Festival Budaya 9", archives: fb8 },
      });
      expect(typo.statusCode).toBe(201);
      const id = typo.json().id;

      expectRefusal(await correct(admin, id, { year: 2023, reason: " " }), 400, "reason_required");
      for (const year of [true, [2023], "2023", 2023.5, 2101, 2022]) {
        expectRefusal(
          await correct(admin, id, { year, reason: "salah ketik" }),
          400,
          "invalid_edition",
        );
      }
      for (const path of ["0x1", "1e0", "%201%20", "0", "abc", "99"]) {
        expectRefusal(
          await correct(admin, path, { year: 2023, reason: "x" }),
          404,
          "unknown_edition",
        );
      }
      expectRefusal(
        await correct(admin, fb8, { year: 2021, reason: "arsip" }),
        409,
        "edition_not_correctable",
      );
      const viewer = await signInAs(app, "viewer");
      expectRefusal(await correct(viewer, id, { year: 2023, reason: "x" }), 403, "forbidden_role");

      const corrected = await correct(admin, id, { year: 2023, reason: "salah ketik tahun" });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json()).toMatchObject({ id, year: 2023, name: "FB9", status: "current" });
      const draft = (await admin.request({ url: "/api/panitia/content/draft" })).json();
      expect(draft.content.festival).toMatchObject({ year: 2023, product: "FB9" });
      const audit = (await admin.request({ url: "/api/panitia/audit" })).json().entries;
      expect(
        audit.find((entry: { action: string }) => entry.action === "edition_corrected"),
      ).toMatchObject({
        actor: "ketua",
        details: { before: { year: 2100 }, after: { year: 2023 }, reason: "salah ketik tahun" },
      });

      // Once a window is set (and votes may come), the edition is a record: no more edits.
      expect(
        (await setWindow(admin, "domestic", { opensAt: null, closesAt: null })).statusCode,
      ).toBe(200);
      expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
      expectRefusal(
        await correct(admin, id, { name: "FB 9", reason: "nama" }),
        409,
        "edition_not_correctable",
      );
      expect(
        (await admin.request({ url: "/api/panitia/editions" })).json().editions[0],
      ).toMatchObject({ year: 2023, name: "FB9" });
    },
  );

  it.skipIf(!enabled)(
    "removes an edition opened by mistake: the archived one is current again, nothing lost",
    async () => {
      const { app, admin } = await start();
      expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
      expect((await castVote(app, "budi@example.com")).statusCode).toBe(201);
      await closeVoting(admin);
      expect((await settings(admin, { resultsPublished: true })).statusCode).toBe(200);
      const announced = (await app.inject("/api/results")).json();
      const fb8 = await currentEditionId(admin);
      const resultsBefore = (await admin.request({ url: "/api/panitia/results" })).json();
      await openNextFestival(admin, "dibuka terlalu cepat");
      const mistaken = await currentEditionId(admin);
      const remove = (id: number | string, payload: object) =>
        admin.request({ method: "DELETE", url: `/api/panitia/editions/${id}`, payload });

      expectRefusal(await remove(mistaken, { reason: "" }), 400, "reason_required");
      expectRefusal(await remove("1e0", { reason: "x" }), 404, "unknown_edition");
      expectRefusal(await remove(fb8, { reason: "arsip" }), 409, "edition_not_correctable");
      const viewer = await signInAs(app, "viewer");
      expectRefusal(
        await viewer.request({
          method: "DELETE",
          url: `/api/panitia/editions/${mistaken}`,
          payload: { reason: "x" },
        }),
        403,
        "forbidden_role",
      );

      const removed = await remove(mistaken, { reason: "dibuka sebelum waktunya" });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ id: fb8, year: 2022, status: "current" });
      const listed = (await admin.request({ url: "/api/panitia/editions" })).json().editions;
      expect(listed).toHaveLength(1);
      expect(listed[0].resultsPublishedAt).toBe(announced.publishedAt);
      // Every vote, count and the announcement as they were; the address still used.
      expect((await app.inject("/api/results")).json()).toEqual(announced);
      const resultsAfter = (await admin.request({ url: "/api/panitia/results" })).json();
      expect(
        resultsAfter.categories.map((category: { dishes: unknown }) => category.dishes),
      ).toEqual(resultsBefore.categories.map((category: { dishes: unknown }) => category.dishes));
      expect((await castVote(app, "ani@example.com")).statusCode).toBe(403);
      const audit = (await admin.request({ url: "/api/panitia/audit" })).json().entries;
      expect(
        audit.find((entry: { action: string }) => entry.action === "edition_removed"),
      ).toMatchObject({
        details: {
          edition: mistaken,
          restored: { edition: fb8, votes: 2 },
          reason: "dibuka sebelum waktunya",
        },
      });
      const draft = (await admin.request({ url: "/api/panitia/content/draft" })).json();
      expect(draft.content.festival).toMatchObject({ year: 2022, product: "FB8" });

      // And the festival goes on: FB9 opens again, with FB8's votes archived once.
      await openNextFestival(admin, "sekarang waktunya");
      const archived = (await admin.request({ url: `/api/panitia/results?edition=${fb8}` })).json();
      expect(archived.categories[0].totals.votes).toBe(2);
    },
  );

  it.skipIf(!enabled)("reads the edition an opening archives as a strict id", async () => {
    const { admin } = await start();
    await closeVoting(admin);
    const fb8 = await currentEditionId(admin);
    const open = (archives: unknown) =>
      admin.request({
        method: "POST",
        url: "/api/panitia/editions",
        payload: { year: 2023, name: "FB9", reason: "FB9", archives },
      });
    for (const archives of [true, [fb8], String(fb8), fb8 + 0.5, undefined]) {
      expectRefusal(await open(archives), 400, "invalid_edition");
    }
    expectRefusal(await open(fb8 + 1), 409, "edition_changed");
    expect((await open(fb8)).statusCode).toBe(201);
  });
});
