import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeeErrorMessages } from "../../common/committee-errors";
import { committeeApiPaths } from "../../common/paths";
import { freshSqlite } from "../../scripts/support/databases";
import { signIn, viewerPassword } from "../../tests/committee";
import { fakeBuilder } from "../../tests/fake-builder";
import { writeMiniSite } from "../../tests/mini-site";
import {
  expectBusy,
  previewBuilt,
  publishingApp,
  publishingAppWithEditor,
  sameBrowserOn,
  saveTitle,
  startPreview,
} from "../../tests/publishing-app";
import { readFirstEdition } from "./first-edition";

/**
 * Previews across processes, with the fake builder (tests/fake-builder.ts): a page that names
 * the hero's title, written like a real build's output. Two apps on one SQLite file and one
 * releases folder are the shipped deploy's two processes behind Caddy.
 */
const firstEdition = await readFirstEdition();
let site: ReturnType<typeof writeMiniSite>;
const scratch = mkdtempSync(join(tmpdir(), "fb8-previews-"));
beforeAll(() => {
  site = writeMiniSite();
});
afterAll(() => {
  site.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** Two processes on one database; the second gets its own releases folder when asked. */
async function twoProcesses({ ownFolders = false, previewWaitMs = 300 } = {}) {
  const storage = freshSqlite();
  const releasesDir = mkdtempSync(join(scratch, "releases-"));
  const fake = fakeBuilder();
  const options = {
    staticDir: site.dir,
    firstEdition,
    // A publish waits this long for a preview being rendered before it says preview_busy.
    content: { codeVersion: "uji", builder: fake.builder, previewWaitMs },
  };
  const { app: one, editor } = await publishingAppWithEditor({ ...options, storage, releasesDir });
  const otherDir = ownFolders ? mkdtempSync(join(scratch, "releases-")) : releasesDir;
  // A machine of its own has the live release already (else it would build it for real).
  if (ownFolders) cpSync(releasesDir, otherDir, { recursive: true, verbatimSymlinks: true });
  const { app: other } = await publishingApp({
    ...options,
    storage: { storage: storage.storage, dispose: async () => {} },
    releasesDir: otherDir,
  });
  const previewBuilds = () => fake.calls.filter((call) => call.preview).length;
  return { one, other, editor, fake, previewBuilds, releasesDir, otherDir };
}

const home = async (app: FastifyInstance, cookie?: string) =>
  await app.inject({ url: "/", headers: cookie ? { cookie } : {} });

const previewCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  `fb8_pratinjau=${response.cookies.find((cookie) => cookie.name === "fb8_pratinjau")?.value}`;

describe("the preview behind two processes", () => {
  it("is built once, into the shared folder, and the same cookie opens it on both", async () => {
    const { one, other, editor, fake, previewBuilds, releasesDir } = await twoProcesses();
    const revision = await saveTitle(editor, "Judul draf");
    fake.hold();
    const cookie = await startPreview(editor);
    // The other process knows it is being built, by whom, from which revision.
    const onOther = sameBrowserOn(other, editor);
    const building = (await onOther.request({ url: committeeApiPaths.contentPreview })).json();
    expect(building).toMatchObject({
      status: "building",
      revision,
      requested: { revision, createdBy: "penyunting" },
      openable: null,
    });
    fake.release();
    const ready = await previewBuilt(onOther, 10_000);
    expect(ready).toMatchObject({
      status: "ready",
      openable: { revision },
      draftRevision: revision,
    });

    for (const app of [one, other, one, other]) {
      const page = await home(app, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("PRATINJAU Judul draf");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect((await home(app)).body).not.toContain("PRATINJAU");
      expect((await home(app, "fb8_pratinjau=palsu")).body).not.toContain("PRATINJAU");
    }
    expect(previewBuilds()).toBe(1);
    // Built in a folder of its own and renamed into place: no half-built folder stays.
    expect(readdirSync(releasesDir).filter((name) => name.startsWith("preview-"))).toEqual([
      expect.stringMatching(/^preview-[0-9-a-f]+\.uji$/),
    ]);
    expect(readdirSync(releasesDir).filter((name) => name.includes(".tmp-"))).toEqual([]);
  });

  it("says which revision it shows once the draft has moved on, to every editor", async () => {
    const { other, editor, fake } = await twoProcesses();
    const second = await signIn(other, "ketua");
    const shown = await saveTitle(editor, "Revisi yang dipratinjau");
    await startPreview(editor);
    await previewBuilt(editor, 10_000);
    fake.hold();
    const now = await saveTitle(editor, "Sesudahnya");
    const state = (await second.request({ url: committeeApiPaths.contentPreview })).json();
    expect(state).toMatchObject({
      openable: { revision: shown, createdBy: "penyunting" },
      draftRevision: now,
    });
    expect(now).toBeGreaterThan(shown);
    fake.release();
  });

  it("follows the draft once asked for: each save renders it again, on whichever process it lands", async () => {
    const { one, other, editor, fake, previewBuilds } = await twoProcesses({
      previewWaitMs: 20_000,
    });
    // Before any preview was asked for, a save renders nothing.
    await saveTitle(editor, "Belum ada pratinjau");
    const cookie = await startPreview(editor);
    await previewBuilt(editor, 10_000);
    expect(previewBuilds()).toBe(1);

    // A save on the other process: the preview follows, and the page shows it.
    const onOther = sameBrowserOn(other, editor);
    const second = await saveTitle(onOther, "Judul kedua");
    await expect
      .poll(async () => (await previewBuilt(editor, 10_000)).openable?.revision)
      .toBe(second);
    expect((await home(one, cookie)).body).toContain("PRATINJAU Judul kedua");

    // Two saves while it renders: the newest draft is rendered after it, once.
    fake.hold();
    const third = await saveTitle(editor, "Judul ketiga");
    await expect.poll(previewBuilds).toBe(3);
    const fourth = await saveTitle(editor, "Judul keempat");
    fake.release();
    await expect
      .poll(async () => (await previewBuilt(editor, 10_000)).openable?.revision)
      .toBe(fourth);
    expect(fourth).toBeGreaterThan(third);
    expect((await home(other, cookie)).body).toContain("PRATINJAU Judul keempat");
    expect(previewBuilds()).toBe(4);

    // "Terbitkan" right after a save waits for the preview it started, instead of refusing.
    fake.hold();
    await saveTitle(editor, "Judul kelima");
    await expect.poll(previewBuilds).toBe(5);
    const publishing = editor.request({ method: "POST", url: committeeApiPaths.contentReleases });
    setTimeout(() => fake.release(), 100);
    expect((await publishing).statusCode).toBe(202);
  });

  it("a process whose disk lacks the folder says it is being prepared, then builds it itself", async () => {
    const { one, other, editor, previewBuilds } = await twoProcesses({ ownFolders: true });
    await saveTitle(editor, "Di disk lain");
    const cookie = await startPreview(editor);
    await previewBuilt(editor, 10_000);
    expect((await home(one, cookie)).body).toContain("PRATINJAU Di disk lain");

    const waiting = await home(other, cookie);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.body).toContain("Pratinjau sedang disiapkan");
    expect(waiting.headers["retry-after"]).toBe("5");
    const deadline = Date.now() + 10_000;
    while ((await home(other, cookie)).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error("never built on the other disk");
      await new Promise((done) => setTimeout(done, 50));
    }
    expect((await home(other, cookie)).body).toContain("PRATINJAU Di disk lain");
    expect(previewBuilds()).toBe(2);
  });

  it("the cookie ends with the committee session: sign-out, idle expiry, a removed account", async () => {
    const { one, other, editor } = await twoProcesses();
    await saveTitle(editor, "Hanya untuk panitia");
    const cookie = await startPreview(editor);
    await previewBuilt(editor, 10_000);
    expect((await home(other, cookie)).body).toContain("PRATINJAU");
    const signedOut = await editor.request({ method: "DELETE", url: "/api/panitia/session" });
    expect(signedOut.statusCode).toBeLessThan(300);
    for (const app of [one, other])
      expect((await home(app, cookie)).body).not.toContain("PRATINJAU");

    // A session idle past its limit.
    const admin = await signIn(one, "ketua");
    const opened = await admin.request({ url: committeeApiPaths.contentPreviewOpen });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/");
    const adminCookie = previewCookieOf(opened);
    expect((await home(other, adminCookie)).body).toContain("PRATINJAU");
    await one.database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000).toISOString() })
      .execute();
    expect((await home(other, adminCookie)).body).not.toContain("PRATINJAU");

    // An account removed (its sessions go with it).
    const viewer = await signIn(other, "pengamat", viewerPassword);
    const viewed = await viewer.request({ url: committeeApiPaths.contentPreviewOpen });
    const viewerCookie = previewCookieOf(viewed);
    expect((await home(one, viewerCookie)).body).toContain("PRATINJAU");
    await one.database.db.deleteFrom("sessions").execute();
    await one.database.db.deleteFrom("accounts").where("username", "=", "pengamat").execute();
    expect((await home(one, viewerCookie)).body).not.toContain("PRATINJAU");
  });

  it("a viewer may open an existing preview and start none", async () => {
    const { one, other, editor, previewBuilds } = await twoProcesses();
    const viewer = await signIn(other, "pengamat", viewerPassword);
    const none = await viewer.request({ url: committeeApiPaths.contentPreviewOpen });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(committeeErrorMessages.no_preview);
    const refused = await viewer.request({ method: "POST", url: committeeApiPaths.contentPreview });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(committeeErrorMessages.forbidden_role);
    expect(previewBuilds()).toBe(0);

    await startPreview(editor);
    await previewBuilt(editor, 10_000);
    const opened = await viewer.request({ url: committeeApiPaths.contentPreviewOpen });
    expect(opened.statusCode).toBe(303);
    expect((await home(one, previewCookieOf(opened))).body).toContain("PRATINJAU");
  });

  it("builds one at a time with publishing, on whichever process is asked", async () => {
    const { one, other, editor, fake, previewBuilds } = await twoProcesses();
    const onOther = sameBrowserOn(other, editor);
    const ask = (url: string) => onOther.request({ method: "POST", url });
    fake.hold();
    await startPreview(editor);
    // The same revision asked again: that preview, already under way.
    const again = await ask(committeeApiPaths.contentPreview);
    expect(again.statusCode, again.body).toBe(202);
    expect(previewBuilds()).toBe(1);
    // A preview of another revision (as one begun before a save) is in the way.
    await one.database.db
      .updateTable("content_previews")
      .set({ revision: -1 })
      .where("status", "=", "building")
      .execute();
    expectBusy(await ask(committeeApiPaths.contentPreview), "preview_busy");
    expectBusy(await ask(committeeApiPaths.contentReleases), "preview_busy");
    fake.release();
    await previewBuilt(editor, 10_000);

    // The reverse: a publish being built holds previews back.
    await one.database.db
      .insertInto("content_releases")
      .values({
        id: "r20261126-170000-aaaaaa",
        status: "building",
        revision: 0,
        content: JSON.stringify(firstEdition),
        created_at: new Date().toISOString(),
        created_by: "ketua",
      })
      .execute();
    expectBusy(await ask(committeeApiPaths.contentPreview), "publish_busy");
    expectBusy(await ask(committeeApiPaths.contentReleases), "publish_busy");
    expect(previewBuilds()).toBe(1);
    expect(fake.calls).toHaveLength(1);
  });

  it("a build whose process died is reported failed within seconds, and another may start", async () => {
    const { one, other, editor } = await twoProcesses();
    await one.database.db
      .insertInto("content_previews")
      .values({
        id: "preview-20261126-160000-bbbbbb",
        status: "building",
        revision: 0,
        content: JSON.stringify(firstEdition),
        folder: "preview-20261126-160000-bbbbbb",
        owner: "mesin-lain:4242:dead",
        heartbeat_at: new Date(Date.now() - 60_000).toISOString(),
        created_at: new Date(Date.now() - 60_000).toISOString(),
        created_by: "ketua",
      })
      .execute();
    const onOther = sameBrowserOn(other, editor);
    const state = (await onOther.request({ url: committeeApiPaths.contentPreview })).json();
    expect(state.status).toBe("failed");
    expect(state.log).toContain("proses server yang membuatnya berhenti");
    await startPreview(editor);
  });
});
