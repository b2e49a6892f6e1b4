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
