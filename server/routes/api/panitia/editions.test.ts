import { describe, expect, it } from "vitest";
import { apiError } from "../../../../common/api-errors";
import { committeeError } from "../../../../common/committee-errors";
import { storageKinds } from "../../../../scripts/support/databases";
import {
  type CommitteeClient,
  castVote,
  closeVoting,
  currentEditionId,
  expectRefusal,
  signInAs,
  startWithCommittee,
} from "../../../../tests/committee";
import { readBoard } from "../../../live/board";

/** Opening the next festival, and what each edition keeps (docs/decisions/0038). */
describe.each(storageKinds)("editions on $kind", ({ kind, enabled }) => {
  const start = () => startWithCommittee({ storage: kind });
  // As the console sends it: naming the edition it archives, unless the test says otherwise.
  const openNext = async (admin: CommitteeClient, payload: object) =>
    admin.request({
      method: "POST",
      url: "/api/panitia/editions",
      payload: { archives: await currentEditionId(admin), ...payload },
    });
  const fb9 = { year: 2023, name: "FB9", reason: "Festival Budaya 9 dimulai" };
  const announce = (admin: CommitteeClient) =>
    admin.request({
      method: "PUT",
      url: "/api/panitia/settings",
      payload: { resultsPublished: true },
    });

  it.skipIf(!enabled)(
    "gives FB9 a fresh vote: a 2022 voter votes again, 2022's results stay as announced",
    async () => {
      const { app, admin } = await start();
      expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
      expect((await castVote(app, "budi@example.com")).statusCode).toBe(201);
      await closeVoting(admin);
      expect((await announce(admin)).statusCode).toBe(200);
      const announced2022 = (await app.inject("/api/results")).json();

      const opened = await openNext(admin, fb9);
      expect(opened.statusCode).toBe(201);
      expect(opened.json()).toEqual({
        id: expect.any(Number),
        year: 2023,
        name: "FB9",
        status: "current",
        openedAt: expect.any(String),
        archivedAt: null,
        resultsPublishedAt: null,
      });
      const listed = (await admin.request({ url: "/api/panitia/editions" })).json();
      expect(listed.editions.map((edition: { year: number }) => edition.year)).toEqual([
        2023, 2022,
      ]);
      expect(listed.editions[1]).toMatchObject({
        name: "FB8",
        status: "archived",
        resultsPublishedAt: announced2022.publishedAt,
      });

      // The draft is prepared for FB9; nothing is published until the committee publishes.
      const draft = (await admin.request({ url: "/api/panitia/content/draft" })).json();
      expect(draft.content.festival).toMatchObject({
        year: 2023,
        product: "FB9",
        fullName: "Festival Budaya 9",
      });
      expect(app.catalogue.festival()).toMatchObject({ year: 2022, product: "FB8" });

      // Nobody has set FB9's windows yet: not open, with no time to announce.
      const early = await castVote(app, "ani@example.com");
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({
        ...apiError("voting_not_open"),
        message: "Voting belum dibuka.",
        opensAt: null,
      });
      expect((await app.inject("/api/votes/domestic/rendang")).json()).toEqual({
        votes: 0,
        voting: { state: "not_open", opensAt: null, closesAt: null },
      });
      // The hall's board says the same: not open, no time, and last year's counts gone.
      const board = await readBoard(app.database.db, app.catalogue);
      expect(board.published).toBe(false);
      for (const category of board.categories) {
        expect(category.voting).toEqual({ state: "not_open", opensAt: null, closesAt: null });
        expect(category.dishes.every((dish) => dish.votes === 0)).toBe(true);
      }

      await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt: null },
      });
      const again = await castVote(app, "ani@example.com");
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ votes: 1 });

      expect((await app.inject("/api/results")).json()).toEqual({ published: false });
      const archived = await app.inject("/api/results/2022");
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toEqual(announced2022);
      expect((await app.inject("/api/results/2023")).json()).toEqual(
        apiError("results_not_published"),
      );
      const unknown = await app.inject("/api/results/2019");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(apiError("unknown_edition"));
      expect((await app.inject("/api/results/abc")).statusCode).toBe(404);
    },
  );

  it.skipIf(!enabled)("keeps each edition's records apart in the console", async () => {
    const { app, admin } = await start();
    expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
    expect(
      (await castVote(app, "dedi@example.com", "/api/votes/international/onigiri")).statusCode,
    ).toBe(201);
    const invalidated = await admin.request({
      method: "POST",
      url: "/api/panitia/invalidations",
      payload: { criteria: { category: "international" }, reason: "uji", dryRun: false },
    });
    expect(invalidated.json()).toMatchObject({ count: 1 });
    await closeVoting(admin);
    const opened = await openNext(admin, fb9);
    const editions = (await admin.request({ url: "/api/panitia/editions" })).json().editions;
    const fb8 = editions.find((edition: { year: number }) => edition.year === 2022);
    await admin.request({
      method: "PUT",
      url: "/api/panitia/window/domestic",
      payload: { opensAt: null, closesAt: null },
    });
    expect((await castVote(app, "citra@example.com")).statusCode).toBe(201);

    const votesCsv = async (query: string) =>
      (await admin.request({ url: `/api/panitia/export/votes.csv${query}` })).body;
    expect(await votesCsv(`?edition=${fb8.id}`)).toContain("an***@example.com");
    expect(await votesCsv(`?edition=${fb8.id}`)).not.toContain("ci***@example.com");
    expect(await votesCsv("")).toContain("ci***@example.com");
    expect(await votesCsv("")).not.toContain("an***@example.com");
    expect(await votesCsv(`?edition=${opened.json().id}`)).toContain("ci***@example.com");
    expectRefusal(
      await admin.request({ url: "/api/panitia/export/votes.csv?edition=999" }),
      404,
      "unknown_edition",
    );

    const resultsOf = async (query: string) =>
      (await admin.request({ url: `/api/panitia/results${query}` })).json();
    const rendangIn = (results: { categories: { dishes: { food: string; votes: number }[] }[] }) =>
      results.categories[0]?.dishes.find((dish) => dish.food === "rendang")?.votes;
    expect(rendangIn(await resultsOf(`?edition=${fb8.id}`))).toBe(1);
    expect(rendangIn(await resultsOf(""))).toBe(1);

    // FB8's invalidation stands in FB8: not listed in FB9, never restored from there.
    expect((await admin.request({ url: "/api/panitia/invalidations" })).json()).toEqual({
      invalidations: [],
    });
    expectRefusal(
      await admin.request({
        method: "POST",
        url: `/api/panitia/invalidations/${invalidated.json().invalidationId}/restore`,
        payload: { reason: "coba pulihkan" },
      }),
      404,
      "unknown_invalidation",
    );
    expect((await resultsOf(`?edition=${fb8.id}`)).categories[1].totals.invalidated).toBe(1);

    // An archived edition's addresses are erased on their own; the current edition's stay.
    const erased = await admin.request({
      method: "POST",
      url: "/api/panitia/erasure",
      payload: { edition: fb8.id },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ count: 2 });
    expect(await votesCsv(`?edition=${fb8.id}`)).toContain("(alamat dihapus)");
    expect(await votesCsv("")).toContain("ci***@example.com");
    expect((await resultsOf(`?edition=${fb8.id}`)).settings.addressesErasedAt).toBe(
      erased.json().erasedAt,
    );
    expect((await resultsOf("")).settings.addressesErasedAt).toBeNull();

    const auditOf = async (query: string) =>
      (await admin.request({ url: `/api/panitia/audit${query}` }))
        .json()
        .entries.map((entry: { action: string }) => entry.action);
    expect(await auditOf(`?edition=${fb8.id}`)).toContain("edition_archived");
    expect(await auditOf(`?edition=${fb8.id}`)).not.toContain("edition_opened");
    expect(await auditOf("")).toContain("edition_opened");
    expect(await auditOf("")).not.toContain("edition_archived");
  });

  it.skipIf(!enabled)(
    "refuses while voting is open, and a wrong year, name or reason",
    async () => {
      const { app, admin } = await start();
      const stillOpen = await openNext(admin, fb9);
      expect(stillOpen.statusCode).toBe(409);
      expect(stillOpen.json().error).toBe("voting_still_open");
      expect(stillOpen.json().message).toContain("buka festival berikutnya");
      await closeVoting(admin);

      expectRefusal(await openNext(admin, { ...fb9, reason: "  " }), 400, "reason_required");
      expectRefusal(await openNext(admin, { year: 2023, name: "FB9" }), 400, "reason_required");
      expectRefusal(await openNext(admin, { ...fb9, year: 2022 }), 400, "invalid_edition");
      expectRefusal(await openNext(admin, { ...fb9, year: 2021 }), 400, "invalid_edition");
      expectRefusal(await openNext(admin, { ...fb9, name: " " }), 400, "invalid_edition");
      expectRefusal(await openNext(admin, { ...fb9, year: "2023" }), 400, "invalid_edition");

      const viewer = await signInAs(app, "viewer");
      expectRefusal(await openNext(viewer, fb9), 403, "forbidden_role");
      expect((await viewer.request({ url: "/api/panitia/editions" })).statusCode).toBe(200);
      // The editor's Konten lists the previous festival's texts, so it reads the editions too.
      const editor = await signInAs(app, "editor");
      expect((await editor.request({ url: "/api/panitia/editions" })).statusCode).toBe(200);

      expect((await openNext(admin, fb9)).statusCode).toBe(201);
      // Twice: 2023 is no longer after the current year.
      expectRefusal(await openNext(admin, fb9), 400, "invalid_edition");
      expect(committeeError("invalid_edition").message).toMatch(/tahun/);
    },
  );
});
