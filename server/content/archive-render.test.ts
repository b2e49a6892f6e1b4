// Opening the next edition renders the live release again with the new archive (issue 42).
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  castVote,
  closeVoting,
  currentEditionId,
  openNextFestival,
  signInAs,
} from "../../tests/committee";
import { listReleases, publishingApp, publishingAppWithEditor } from "../../tests/publishing-app";

/** Rendered with the code `npm run build` made, as `npm test` runs it first. */
const builtSite = resolve("build/client");
const scratch = mkdtempSync(join(tmpdir(), "fb8-archive-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("opening the next edition", () => {
  it("keeps last year's announced results on the public site without a publish, its page among them", async () => {
    expect(existsSync(join(builtSite, "index.html")), "run npm run build first").toBe(true);
    const releasesDir = mkdtempSync(join(scratch, "releases-"));
    const { app, editor, storage } = await publishingAppWithEditor({
      staticDir: builtSite,
      releasesDir,
      content: { buildTimeoutMs: 120_000 },
    });
    // Another process on the same database and machine.
    const other = await publishingApp({
      staticDir: builtSite,
      releasesDir,
      content: { buildTimeoutMs: 120_000 },
      storage: { storage: storage.storage, dispose: async () => {} },
    });
    const admin = await signInAs(app, "admin");
    expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
    await closeVoting(admin);
    const announced = await admin.request({
      method: "PUT",
      url: "/api/panitia/settings",
      payload: { resultsPublished: true },
    });
    expect(announced.statusCode, announced.body).toBe(200);
    const [live] = await listReleases(editor);
    // No archive yet: this year's results have no page of their own, nor a link to one.
    expect((await app.inject("/8trepreneur/hasil/2022")).statusCode).not.toBe(200);
    expect((await app.inject("/8trepreneur/hasil")).body).not.toContain("/8trepreneur/hasil/2022");

    const editionBefore = await currentEditionId(admin);
    await openNextFestival(admin);
    expect(await currentEditionId(admin)).not.toBe(editionBefore);

    // Rendered ahead of the opening and switched to after it (within the answer unless the
    // machine is slow): the same release, no publish.
    await expect
      .poll(async () => (await app.inject("/8trepreneur/hasil/2022")).statusCode)
      .toBe(200);
    const archived = await app.inject("/8trepreneur/hasil/2022");
    expect(archived.body).toContain("Hasil 8trepreneur FB8 2022");
    expect(archived.body).toContain("Rendang");
    const results = await app.inject("/8trepreneur/hasil");
    expect(results.body).toContain('href="/8trepreneur/hasil/2022"');
    const sitemap = await app.inject("/sitemap.xml");
    expect(sitemap.body).toContain("/8trepreneur/hasil/2022");
    const after = await listReleases(editor);
    expect(after.find((release) => release.status === "live")?.id).toBe(live?.id);
    expect(after).toHaveLength(1);
    // A folder of its own, next to the one served before (which other processes may serve).
    expect(readdirSync(releasesDir).filter((name) => name.startsWith(live?.id ?? "-"))).toEqual([
      expect.stringMatching(/^r[\d-]+[0-9a-f]{6}\.[0-9a-f]+$/),
      expect.stringMatching(/^r[\d-]+[0-9a-f]{6}\.[0-9a-f]+\.a[0-9a-f]{10}$/),
    ]);
    expect(app.publishing?.publisher.servesLive()).toBe(true);
    // The other process renders it at its next follow (told at once on PostgreSQL or Redis).
    await other.app.publishing?.publisher.follow();
    expect((await other.app.inject("/8trepreneur/hasil/2022")).statusCode).toBe(200);
  });
});
