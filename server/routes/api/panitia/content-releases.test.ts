import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ContentRelease } from "../../../../common/content-api";
import type { SiteContent } from "../../../../common/content-schema";
import { buildTestApp } from "../../../../tests/build-app";
import { addCommitteeAccounts, editorPassword, signIn } from "../../../../tests/committee";
import { writeMiniSite } from "../../../../tests/mini-site";
import { readFirstEdition } from "../../../content/first-edition";
import { liveReleaseId, newReleaseId } from "../../../content/releases";

/**
 * GET /content/releases says what each release changed against the one before it that built,
 * and on the live one how the saved draft differs from it. Without real builds: releases are
 * rows written as a publish writes them, the live one the first edition the server started on.
 */
const site = writeMiniSite();
const scratch = mkdtempSync(join(tmpdir(), "fb8-release-changes-"));
afterAll(() => {
  site.remove();
  rmSync(scratch, { recursive: true, force: true });
});

test("each release names the sections it changed, and the live one whether the draft differs", async () => {
  const releasesDir = mkdtempSync(join(scratch, "releases-"));
  const { app } = await buildTestApp({
    staticDir: site.dir,
    content: { releasesDir, buildTimeoutMs: 60_000, followIntervalMs: 60_000, codeVersion: "uji" },
  });
  await addCommitteeAccounts(app);
  const db = app.database.db;
  const first = await liveReleaseId(db);
  const firstEdition = await readFirstEdition();

  // Tentang rewritten, the second dish removed and the first renamed; then a failed build
  // and a release that only changes the festival's short name, built on top of the first.
  const [one, two, ...rest] = structuredClone(firstEdition.dishes);
  if (!one || !two) throw new Error("the first edition has dishes");
  const edited: SiteContent = {
    ...structuredClone(firstEdition),
    about: {
      ...firstEdition.about,
      body: "Festival kita, kali ini di bulan.\n\nSampai jumpa di sana.",
    },
    dishes: [{ ...one, name: `${one.name} Spesial` }, ...rest],
  };
  const renamed: SiteContent = {
    ...edited,
    festival: { ...edited.festival, product: "FB8+" },
  };
  const stored = async (content: SiteContent, status: string, secondsLater: number) => {
    const at = new Date(Date.now() + secondsLater * 1000);
    const id = newReleaseId(at);
    await db
      .insertInto("content_releases")
      .values({
        id,
        status,
        revision: secondsLater,
        content: JSON.stringify(content),
        log: "",
        created_at: at.toISOString(),
        created_by: "penyunting",
      })
      .execute();
    return id;
  };
  const aboutAndDishes = await stored(edited, "ready", 1);
  const failed = await stored(renamed, "failed", 2);
  const festival = await stored(renamed, "ready", 3);

  const editor = await signIn(app, "penyunting", editorPassword);
  const list = async () => {
    const answer = await editor.request({ url: "/api/panitia/content/releases" });
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map((answer.json() as ContentRelease[]).map((release) => [release.id, release]));
  };
  let listed = await list();
  // The fields listed before stay as they were.
  expect(listed.get(festival)).toMatchObject({ status: "previous", revision: 3, log: "" });
  expect(listed.get(festival)?.changes).toEqual([{ section: "festival", count: 1 }]);
  expect(listed.get(failed)?.changes).toEqual([{ section: "festival", count: 1 }]);
  expect(listed.get(aboutAndDishes)?.changes).toEqual([
    { section: "dishes", count: 2 },
    { section: "about", count: 1 },
  ]);
  expect(listed.get(first ?? "")?.changes).toBeNull();
  // Only the live release says how the draft differs from it: here it does not.
  expect(listed.get(first ?? "")?.draftChanges).toEqual([]);
  expect(listed.get(festival)).not.toHaveProperty("draftChanges");

  // A save makes the draft differ from the live release; asked again, the list says so.
  const draft = (await editor.request({ url: "/api/panitia/content/draft" })).json();
  const saved = await editor.request({
    method: "PUT",
    url: "/api/panitia/content/draft/festival",
    payload: {
      baseRevision: draft.revision,
      value: { ...draft.content.festival, fullName: "Festival Budaya Delapan" },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  listed = await list();
  expect(listed.get(first ?? "")?.draftChanges).toEqual([{ section: "festival", count: 1 }]);
  expect(listed.get(festival)?.changes).toEqual([{ section: "festival", count: 1 }]);
});
