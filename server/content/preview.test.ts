import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeeErrorMessages } from "../../common/committee-errors";
import type { SiteContent } from "../../common/content-schema";
import { writeCspManifest } from "../../scripts/support/csp-manifest";
import type { DisposableStorage } from "../../scripts/support/databases";
import { freshSqlite } from "../../scripts/support/databases";
import { buildTestApp } from "../../tests/build-app";
import {
  addCommitteeAccounts,
  type CommitteeClient,
  editorPassword,
  signIn,
  viewerPassword,
} from "../../tests/committee";
import { writeMiniSite } from "../../tests/mini-site";
import { readFirstEdition } from "./first-edition";
import type { BuildPreviewSite } from "./preview";

/**
 * Previews across processes, with a fake builder: a page that names the hero's title, written
 * like a real build's output. Two apps on one SQLite file and one releases folder are the
 * shipped deploy's two processes behind Caddy.
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

/** A builder whose builds finish when the test says so (or at once), counting its builds. */
function fakeBuilder() {
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const builder = {
    builds: 0,
    hold() {
      gate = new Promise((done) => {
        release = done;
      });
    },
    finish: () => release(),
    build: (async ({ releaseDir, content }: { releaseDir: string; content: SiteContent }) => {
      builder.builds += 1;
      await gate;
      const client = join(releaseDir, "client");
      const files = {
        "index.html": `<html><h1>PRATINJAU ${content.pages.home.hero.title}</h1></html>`,
        "not-found/index.html": "<html><h1>Pratinjau: tidak ada</h1></html>",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(client, file)), { recursive: true });
        writeFileSync(join(client, file), text);
      }
      writeCspManifest(client);
      return { ok: true, log: "dibangun" };
    }) satisfies BuildPreviewSite,
  };
  return builder;
}

async function startProcess(
  storage: DisposableStorage,
  releasesDir: string,
  builder: ReturnType<typeof fakeBuilder>,
) {
  const { app } = await buildTestApp({
    storage,
    staticDir: site.dir,
    firstEdition,
    content: {
      releasesDir,
      buildTimeoutMs: 60_000,
      followIntervalMs: 60_000,
      codeVersion: "uji",
      buildPreviewSite: builder.build,
    },
  });
  return app;
}

/** Two processes on one database; the second gets its own releases folder when asked. */
async function twoProcesses({ ownFolders = false } = {}) {
  const storage = freshSqlite();
  const releasesDir = mkdtempSync(join(scratch, "releases-"));
  const builder = fakeBuilder();
  const one = await startProcess(storage, releasesDir, builder);
  const shared = { storage: storage.storage, dispose: async () => {} };
  const otherDir = ownFolders ? mkdtempSync(join(scratch, "releases-")) : releasesDir;
  // A machine of its own has the live release already (else it would build it for real).
  if (ownFolders) cpSync(releasesDir, otherDir, { recursive: true, verbatimSymlinks: true });
  const other = await startProcess(shared, otherDir, builder);
  await addCommitteeAccounts(one);
  return { one, other, builder, releasesDir, otherDir };
}

/** The same signed-in browser, talking to another process. */
const on = (app: FastifyInstance, client: CommitteeClient) => ({
  request: (options: {
    method?: "GET" | "POST" | "DELETE" | "PUT";
    url: string;
    payload?: object;
  }) =>
    app.inject({
      ...options,
      headers: { cookie: client.cookie, "x-csrf-token": client.csrfToken },
    }),
});

const home = async (app: FastifyInstance, cookie?: string) =>
  await app.inject({ url: "/", headers: cookie ? { cookie } : {} });

async function startPreview(editor: CommitteeClient) {
  const started = await editor.request({ method: "POST", url: "/api/panitia/content/preview" });
  expect(started.statusCode, started.body).toBe(202);
  const cookie = started.cookies.find((entry) => entry.name === "fb8_pratinjau");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  return `fb8_pratinjau=${cookie?.value}`;
}

async function saveTitle(editor: CommitteeClient, title: string) {
  const draft = (await editor.request({ url: "/api/panitia/content/draft" })).json();
  const pages = structuredClone(draft.content.pages);
  pages.home.hero.title = title;
  const saved = await editor.request({
    method: "PUT",
    url: "/api/panitia/content/draft/pages",
    payload: { baseRevision: draft.revision, value: pages },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().revision as number;
}

async function untilReady(app: FastifyInstance, client: CommitteeClient) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = (await on(app, client).request({ url: "/api/panitia/content/preview" })).json();
    if (state.status !== "building") return state;
    if (Date.now() > deadline) throw new Error("preview still building");
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe("the preview behind two processes", () => {
  it("is built once, into the shared folder, and the same cookie opens it on both", async () => {
    const { one, other, builder, releasesDir } = await twoProcesses();
    const editor = await signIn(one, "penyunting", editorPassword);
    const revision = await saveTitle(editor, "Judul draf");
    builder.hold();
    const cookie = await startPreview(editor);
    // The other process knows it is being built, by whom, from which revision.
    const building = (
      await on(other, editor).request({ url: "/api/panitia/content/preview" })
    ).json();
    expect(building).toMatchObject({
      status: "building",
      revision,
      requested: { revision, createdBy: "penyunting" },
      openable: null,
    });
    builder.finish();
    const ready = await untilReady(other, editor);
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
    expect(builder.builds).toBe(1);
    // Built in a folder of its own and renamed into place: no half-built folder stays.
    expect(readdirSync(releasesDir).filter((name) => name.startsWith("preview-"))).toHaveLength(1);
    expect(readdirSync(releasesDir).filter((name) => name.startsWith(".tmp-"))).toEqual([]);
  });

  it("says which revision it shows once the draft has moved on, to every editor", async () => {
    const { one, other } = await twoProcesses();
    const editor = await signIn(one, "penyunting", editorPassword);
    const second = await signIn(other, "ketua");
    const shown = await saveTitle(editor, "Revisi yang dipratinjau");
    await startPreview(editor);
    await untilReady(one, editor);
    const now = await saveTitle(editor, "Sesudahnya");
    const state = (await second.request({ url: "/api/panitia/content/preview" })).json();
    expect(state).toMatchObject({
      status: "ready",
      openable: { revision: shown, createdBy: "penyunting" },
      draftRevision: now,
    });
    expect(now).toBeGreaterThan(shown);
  });

  it("a process whose disk lacks the folder says it is being prepared, then builds it itself", async () => {
    const { one, other, builder } = await twoProcesses({ ownFolders: true });
    const editor = await signIn(one, "penyunting", editorPassword);
    await saveTitle(editor, "Di disk lain");
    const cookie = await startPreview(editor);
    await untilReady(one, editor);
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
    expect(builder.builds).toBe(2);
  });

  it("the cookie ends with the committee session: sign-out, idle expiry, a removed account", async () => {
    const { one, other } = await twoProcesses();
    const editor = await signIn(one, "penyunting", editorPassword);
    await saveTitle(editor, "Hanya untuk panitia");
    const cookie = await startPreview(editor);
    await untilReady(one, editor);
    expect((await home(other, cookie)).body).toContain("PRATINJAU");
    const signedOut = await editor.request({ method: "DELETE", url: "/api/panitia/session" });
    expect(signedOut.statusCode).toBeLessThan(300);
    for (const app of [one, other])
      expect((await home(app, cookie)).body).not.toContain("PRATINJAU");

    // A session idle past its limit.
    const admin = await signIn(one, "ketua");
    const opened = await admin.request({ url: "/api/panitia/content/preview/open" });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/");
    const adminCookie = `fb8_pratinjau=${opened.cookies.find((c) => c.name === "fb8_pratinjau")?.value}`;
    expect((await home(other, adminCookie)).body).toContain("PRATINJAU");
    await one.database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000).toISOString() })
      .execute();
    expect((await home(other, adminCookie)).body).not.toContain("PRATINJAU");

    // An account removed (its sessions go with it).
    const viewer = await signIn(other, "pengamat", viewerPassword);
    const viewed = await viewer.request({ url: "/api/panitia/content/preview/open" });
    const viewerCookie = `fb8_pratinjau=${viewed.cookies.find((c) => c.name === "fb8_pratinjau")?.value}`;
    expect((await home(one, viewerCookie)).body).toContain("PRATINJAU");
    await one.database.db.deleteFrom("sessions").execute();
    await one.database.db.deleteFrom("accounts").where("username", "=", "pengamat").execute();
    expect((await home(one, viewerCookie)).body).not.toContain("PRATINJAU");
  });

  it("a viewer may open an existing preview and start none", async () => {
    const { one, other, builder } = await twoProcesses();
    const viewer = await signIn(other, "pengamat", viewerPassword);
    const none = await viewer.request({ url: "/api/panitia/content/preview/open" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(committeeErrorMessages.no_preview);
    const refused = await viewer.request({ method: "POST", url: "/api/panitia/content/preview" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(committeeErrorMessages.forbidden_role);
    expect(builder.builds).toBe(0);

    const editor = await signIn(one, "penyunting", editorPassword);
    await startPreview(editor);
    await untilReady(one, editor);
    const opened = await viewer.request({ url: "/api/panitia/content/preview/open" });
    expect(opened.statusCode).toBe(303);
    const cookie = `fb8_pratinjau=${opened.cookies.find((c) => c.name === "fb8_pratinjau")?.value}`;
    expect((await home(one, cookie)).body).toContain("PRATINJAU");
  });

  it("builds one at a time with publishing, on whichever process is asked", async () => {
    const { one, other, builder } = await twoProcesses();
    const editor = await signIn(one, "penyunting", editorPassword);
    builder.hold();
    await startPreview(editor);
    const again = await on(other, editor).request({
      method: "POST",
      url: "/api/panitia/content/preview",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "preview_busy",
      message: committeeErrorMessages.preview_busy,
    });
    const publish = await on(other, editor).request({
      method: "POST",
      url: "/api/panitia/content/releases",
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error).toBe("preview_busy");
    builder.finish();
    await untilReady(one, editor);

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
    const during = await on(other, editor).request({
      method: "POST",
      url: "/api/panitia/content/preview",
    });
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({
      error: "publish_busy",
      message: committeeErrorMessages.publish_busy,
    });
    expect(builder.builds).toBe(1);
  });

  it("a build whose process died is reported failed within seconds, and another may start", async () => {
    const { one, other } = await twoProcesses();
    const editor = await signIn(one, "penyunting", editorPassword);
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
    const state = (await on(other, editor).request({ url: "/api/panitia/content/preview" })).json();
    expect(state.status).toBe("failed");
    expect(state.log).toContain("proses server yang membuatnya berhenti");
    await startPreview(editor);
  });
});
