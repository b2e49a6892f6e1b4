import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ContentRelease } from "../../common/content-api";
import { buildTestApp } from "../../tests/build-app";
import { addCommitteeAccounts, editorPassword, signIn } from "../../tests/committee";
import { writeMiniSite } from "../../tests/mini-site";
import { readFirstEdition } from "./first-edition";
import { liveReleaseId, newReleaseId } from "./releases";
import { insertRevision } from "./revisions";

/**
 * A stored document this version cannot read even after upgrading it (a field whose type a
 * newer version changed): the server keeps serving the last good release and stays ready,
 * names the field once in the log and in the console, and answers with its own error, not
 * the vote's outage message. Without real builds: the release folders are the mini site.
 */
const site = writeMiniSite();
const scratch = mkdtempSync(join(tmpdir(), "fb8-servable-"));
afterAll(() => {
  site.remove();
  rmSync(scratch, { recursive: true, force: true });
});
const codeVersion = "kode-uji";
const contentOptions = (releasesDir: string) => ({
  releasesDir,
  buildTimeoutMs: 60_000,
  followIntervalMs: 1_000,
  codeVersion,
});
const unreadable = (logs: string[]) => logs.filter((line) => line.includes("does not fit"));

test("a live release this version cannot read leaves the last good one serving, said once in the log and in the console", async () => {
  const releasesDir = mkdtempSync(join(scratch, "releases-"));
  const first = await buildTestApp({ staticDir: site.dir, content: contentOptions(releasesDir) });
  await addCommitteeAccounts(first.app);
  const db = first.app.database.db;
  const good = await liveReleaseId(db);
  if (!good) throw new Error("the served build became the first release");

  // Live, as another process's newer code published it: a title that is no longer text.
  const broken = newReleaseId();
  const content = structuredClone(await readFirstEdition());
  await db
    .insertInto("content_releases")
    .values({
      id: broken,
      status: "ready",
      revision: 1,
      content: JSON.stringify({
        ...content,
        pages: { ...content.pages, home: { ...content.pages.home, hero: { title: 42 } } },
      }),
      created_at: new Date().toISOString(),
      created_by: "penyunting",
    })
    .execute();
  cpSync(site.dir, join(releasesDir, `${broken}.${codeVersion}`, "client"), { recursive: true });
  // As the newer code's pointer moves it: this version could not read the release to check it.
  await db
    .updateTable("content_live")
    .set({ release_id: broken, since: new Date().toISOString(), set_by: "penyunting" })
    .where("id", "=", 1)
    .execute();

  const restarted = await buildTestApp({
    storage: { storage: first.storage.storage, dispose: async () => {} },
    staticDir: site.dir,
    content: contentOptions(releasesDir),
  });
  const { app } = restarted;
  expect((await app.inject("/api/health/ready")).statusCode).toBe(200);
  // Several follows later, still one line naming the field.
  await new Promise((done) => setTimeout(done, 3_500));
  const logged = unreadable(restarted.logs);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain("pages.home.hero.title");
  expect(logged[0]).toContain(broken);
  expect((await app.inject("/api/health/ready")).statusCode).toBe(200);

  const editor = await signIn(app, "penyunting", editorPassword);
  const listed: ContentRelease[] = (
    await editor.request({ url: "/api/panitia/content/releases" })
  ).json();
  const problem = listed.find((release) => release.id === broken)?.problem;
  expect(problem).toMatch(new RegExp(`^Terbitan ${broken} tidak dapat dipakai`));
  expect(problem).toContain("Judul harus berupa teks (Halaman › Home › Bagian pembuka)");
  expect(listed.find((release) => release.id === good)?.problem).toBeUndefined();

  // Kembalikan to it: refused with the reason, nothing switched.
  const back = await editor.request({
    method: "POST",
    url: `/api/panitia/content/releases/${broken}/live`,
  });
  expect(back.statusCode).toBe(409);
  expect(back.json()).toMatchObject({
    error: "content_unreadable",
    issues: [{ path: ["pages", "home", "hero", "title"] }],
  });
  expect(back.json().message).not.toContain("Vote");
  expect(unreadable(restarted.logs)).toHaveLength(1);

  // Kembalikan to the last good one goes live over it: going live checks the voted dishes
  // against a live release it cannot read by their ids alone.
  const forward = await editor.request({
    method: "POST",
    url: `/api/panitia/content/releases/${good}/live`,
  });
  expect(forward.statusCode, forward.body).toBe(200);
  expect(await liveReleaseId(db)).toBe(good);
});

test("a draft this version cannot read is said as such to the console, for reading and for publishing", async () => {
  const releasesDir = mkdtempSync(join(scratch, "releases-"));
  const { app, logs } = await buildTestApp({
    staticDir: site.dir,
    content: contentOptions(releasesDir),
  });
  await addCommitteeAccounts(app);
  const revision = await insertRevision(app.database.db, {
    section: "about",
    value: { body: 42 },
    savedBy: "penyunting",
    savedAt: new Date().toISOString(),
    restoredFrom: null,
  });
  const editor = await signIn(app, "penyunting", editorPassword);

  for (const request of [
    { url: "/api/panitia/content/draft" },
    { method: "POST" as const, url: "/api/panitia/content/releases" },
  ]) {
    const answer = await editor.request(request);
    expect(answer.statusCode, request.url).toBe(409);
    expect(answer.json()).toMatchObject({
      error: "content_unreadable",
      issues: [{ path: ["about", "body"] }],
    });
    expect(answer.json().message).toMatch(
      new RegExp(`^Draf \\(revisi ${revision}\\) tidak dapat dibaca oleh versi server ini`),
    );
  }
  expect(unreadable(logs)).toHaveLength(1);
  expect((await app.inject("/api/health/ready")).statusCode).toBe(200);
});
