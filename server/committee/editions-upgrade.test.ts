import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { buildTestApp } from "../../tests/build-app";
import { castVote, signIn } from "../../tests/committee";
import { beforeEditionsFixture } from "../../tests/upgrade-fixture";

/**
 * An install that ran the version before editions (the fixture: the database commit debeac8
 * left behind after votes, a closed vote and announced results; see its README) upgrades:
 * everything it stored is the first edition, named and dated from what it published, and
 * the next festival opens on it with a fresh vote.
 */
const { manifest, database } = beforeEditionsFixture;

function earlierVersionsData() {
  const dir = mkdtempSync(join(tmpdir(), "fb8-editions-upgrade-"));
  const file = join(dir, "fb8.sqlite");
  copyFileSync(database, file);
  return {
    storage: { kind: "sqlite" as const, file },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

test(`an install from ${manifest.commit} keeps its votes and results as the first edition, and opens the next`, async () => {
  const { app } = await buildTestApp({ storage: earlierVersionsData() });
  const account = manifest.admin;
  if (!account || !manifest.announcedAt) throw new Error("the fixture was made without --announce");
  const admin = await signIn(app, account.username, account.password);

  const announced = (await app.inject("/api/results")).json();
  expect(announced).toMatchObject({ published: true, publishedAt: manifest.announcedAt });
  const first = (await admin.request({ url: "/api/panitia/editions" })).json().editions;
  expect(first).toEqual([
    {
      id: expect.any(Number),
      year: 2022,
      name: "FB8",
      status: "current",
      openedAt: expect.any(String),
      archivedAt: null,
      resultsPublishedAt: manifest.announcedAt,
    },
  ]);
  // Dated by the oldest thing it holds, long before the upgrade.
  expect(first[0].openedAt < manifest.announcedAt).toBe(true);

  const opened = await admin.request({
    method: "POST",
    url: "/api/panitia/editions",
    payload: { year: 2023, name: "FB9", reason: "Festival Budaya 9", archives: first[0].id },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  expect((await app.inject("/api/results/2022")).json()).toEqual(announced);
  const ranking = (
    await admin.request({ url: `/api/panitia/results?edition=${first[0].id}` })
  ).json();
  for (const [category, dishes] of Object.entries(manifest.votes)) {
    const results = ranking.categories.find(
      (entry: { category: string }) => entry.category === category,
    );
    for (const [slug, votes] of Object.entries(dishes)) {
      expect(results.dishes.find((dish: { slug: string }) => dish.slug === slug)?.votes).toBe(
        votes,
      );
    }
  }

  await admin.request({
    method: "PUT",
    url: "/api/panitia/window/domestic",
    payload: { opensAt: null, closesAt: null },
  });
  // The fixture's first voter, who voted for soto-betawi in 2022, votes in 2023.
  const again = await castVote(app, "pemilih.lama1@example.com", "/api/votes/domestic/soto-betawi");
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toEqual({ votes: 1 });
});

test(`an install from ${manifest.commit} has its first edition written at startup; a GET writes nothing`, async () => {
  const { app } = await buildTestApp({ storage: earlierVersionsData() });
  const db = app.database.db;
  // Before any request: the server's startup wrote it, from the published festival.
  const stored = await db.selectFrom("editions").selectAll().execute();
  expect(stored).toMatchObject([{ year: 2022, name: "FB8", current: 1 }]);
  const account = manifest.admin;
  if (!account) throw new Error("the fixture was made without an admin");
  const admin = await signIn(app, account.username, account.password);
  const auditBefore = await db.selectFrom("audit_log").select("id").execute();
  const snapshots = await db.selectFrom("results_snapshots").selectAll().execute();
  expect(snapshots).toHaveLength(1);
  for (const url of ["/api/panitia/editions", "/api/panitia/results", "/api/results/2022"]) {
    expect((await admin.request({ url })).statusCode).toBe(200);
  }
  expect(await db.selectFrom("editions").selectAll().execute()).toEqual(stored);
  expect(await db.selectFrom("audit_log").select("id").execute()).toEqual(auditBefore);
  expect(await db.selectFrom("results_snapshots").selectAll().execute()).toEqual(snapshots);
});
