import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  utimesSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { freshSqlite } from "../../scripts/support/databases";
import type { CommitteeClient } from "../../tests/committee";
import { fakeBuilder, minimalStaticDir, titleOf } from "../../tests/fake-builder";
import {
  draftOf,
  listReleases,
  publishDraft,
  publishingApp,
  publishingAppWithEditor,
  saveSection,
  saveTitle,
} from "../../tests/publishing-app";
import { loadStaticSite } from "../plugins/static-site";
import { openDatabase } from "../storage/database";
import { createCatalogue } from "./catalogue";
import { readDraft } from "./drafts";
import { firstEditionOfRepository } from "./first-edition";
import { createPublisher, followRetryFirstMs, followRetryMaxMs } from "./publisher";
import { builtSiteOf } from "./release-build";

/**
 * The publishing core against a fake builder (tests/fake-builder.ts): no child process, a
 * minimal site folder per build, so each case runs in well under a second of building. The
 * journey with real builds is publishing.test.ts.
 */
const firstTitle = "Situs awal dari npm start";
const staticDir = minimalStaticDir(firstTitle);
const releasesFolder = () => mkdtempSync(join(tmpdir(), "fb8-fake-releases-"));

const appWithFakeBuilder = (fake: ReturnType<typeof fakeBuilder>, releasesDir?: string) =>
  publishingAppWithEditor({
    staticDir,
    releasesDir,
    content: { codeVersion: "v1", builder: fake.builder },
  });

async function statusOf(editor: CommitteeClient, id: string) {
  return (await listReleases(editor)).find((release) => release.id === id)?.status;
}

async function publishTitle(editor: CommitteeClient, title: string): Promise<string> {
  await saveTitle(editor, title);
  const release = await publishDraft(editor, 10_000);
  expect(release.status, release.log).toBe("live");
  return release.id;
}

const homeTitle = async (app: { inject: (url: string) => Promise<{ body: string }> }) =>
  /<h1>(.*)<\/h1>/.exec((await app.inject("/")).body)?.[1];

describe("publishing with a fake builder", () => {
  it("lets the app start for as long as building the live release may take", async () => {
    const { app } = await appWithFakeBuilder(fakeBuilder());
    // The content plugin serves the live release before it has started, building it on a
    // machine without its folder: Fastify's 10 s for a plugin would stop the server.
    expect(app.initialConfig.pluginTimeout).toBeGreaterThanOrEqual(60_000);
  });

  it("refuses a second publish while one builds, with 409 publish_busy", async () => {
    const fake = fakeBuilder();
    const { editor } = await appWithFakeBuilder(fake);
    await saveTitle(editor, "Judul baru");
    fake.hold();
    const first = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
    expect(first.statusCode).toBe(202);
    const second = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe("publish_busy");
    fake.release();
    await expect.poll(() => statusOf(editor, first.json().id)).toBe("live");
  });

  it("stops a build in progress as the server closes, and records why before the database closes", async () => {
    const disposable = freshSqlite();
    onTestFinished(() => disposable.dispose());
    const fake = fakeBuilder();
    const { app, editor } = await publishingAppWithEditor({
      staticDir,
      storage: { storage: disposable.storage, dispose: async () => {} },
      content: { codeVersion: "v1", builder: fake.builder },
    });
    await saveTitle(editor, "Tidak sempat terbit");
    fake.hold();
    const started = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
    expect(started.statusCode, started.body).toBe(202);
    // Before, the closing left the build running, to end later against a closed database.
    await app.close();
    const reopened = await openDatabase(disposable.storage);
    const row = await reopened.db
      .selectFrom("content_releases")
      .select(["status", "log"])
      .where("id", "=", started.json().id)
      .executeTakeFirst();
    await reopened.close();
    expect(row?.status).toBe("failed");
    expect(row?.log).toContain("dihentikan");
  });

  it("says it is not ready while the served release's folder is gone, and builds it again", async () => {
    const { app, editor, releasesDir } = await appWithFakeBuilder(fakeBuilder());
    const id = await publishTitle(editor, "Terbitan yang terhapus");
    // Removed under the running server: before, every page was 404 while it answered ready.
    await rm(join(releasesDir, `${id}.v1`), { recursive: true });
    const unready = await app.inject("/api/health/ready");
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toMatchObject({ reason: "content_not_ready" });
    await expect.poll(async () => (await app.inject("/api/health/ready")).statusCode).toBe(200);
    expect(await homeTitle(app)).toBe("Terbitan yang terhapus");
    expect(existsSync(join(releasesDir, `${id}.v1`, "client", "index.html"))).toBe(true);
  });

  it("leaves the live link naming the served release when two processes switch at once", async () => {
    const fake = fakeBuilder();
    const one = await appWithFakeBuilder(fake);
    const other = await publishingApp({
      staticDir,
      storage: { storage: one.storage.storage, dispose: async () => {} },
      releasesDir: one.releasesDir,
      content: { codeVersion: "v1", builder: fake.builder },
    });
    const [first] = await listReleases(one.editor);
    if (!first) throw new Error("the first release is recorded at start");
    const second = await publishTitle(one.editor, "Terbitan kedua");
    for (let round = 0; round < 10; round += 1) {
      const target = round % 2 === 0 ? first.id : second;
      // One process switches while the other follows it, both renaming the same link.
      await Promise.all([
        one.editor.request({ method: "POST", url: `/api/panitia/content/releases/${target}/live` }),
        other.app.publishing?.publisher.follow(),
        other.app.publishing?.publisher.follow(),
      ]);
    }
    await other.app.publishing?.publisher.follow();
    const served = one.app.publishing?.publisher.servedRelease();
    expect(other.app.publishing?.publisher.servedRelease()).toBe(served);
    // The proxy in front serves /assets through the link: it must name what is served.
    await expect
      .poll(() => realpathSync(join(one.releasesDir, "live")))
      .toBe(realpathSync(join(one.releasesDir, `${served}.v1`, "client")));
    await expect
      .poll(() => readdirSync(one.releasesDir).filter((name) => name.startsWith("live.")))
      .toEqual([]);
    const warned = [...one.logs, ...other.logs].filter((line) =>
      line.includes("the live link was not updated"),
    );
    expect(warned).toEqual([]);
  });

  it("reclaims a build whose server died within seconds, says why, and removes what it left", async () => {
    const releasesDir = releasesFolder();
    // What a killed server leaves: a half-built folder of its own and an old preview.
    const halfBuilt = "r20261126-100000-abcdef.v1.tmp-999999-0badc0ffee00-123abc";
    mkdirSync(join(releasesDir, halfBuilt, "src"), { recursive: true });
    mkdirSync(join(releasesDir, "preview-1764150000000"), { recursive: true });
    const hoursAgo = new Date(Date.now() - 5 * 60 * 60_000);
    utimesSync(join(releasesDir, "preview-1764150000000"), hoursAgo, hoursAgo);
    mkdirSync(join(releasesDir, `preview-${Date.now()}`), { recursive: true });
    const fake = fakeBuilder();
    const { app, editor } = await appWithFakeBuilder(fake, releasesDir);
    const left = readdirSync(releasesDir);
    expect(left).not.toContain(halfBuilt);
    expect(left).not.toContain("preview-1764150000000");
    expect(left.filter((name) => name.startsWith("preview-"))).toHaveLength(1);

    // Its release row: building, its last heartbeat 20 s ago, well within the build limit.
    const twentySecondsAgo = new Date(Date.now() - 20_000).toISOString();
    await app.database.db
      .insertInto("content_releases")
      .values({
        id: "r20261126-100000-abcdef",
        status: "building",
        revision: 1,
        content: JSON.stringify(await firstEditionOfRepository()),
        created_at: twentySecondsAgo,
        created_by: "penyunting",
        owner_pid: 999999,
        owner_instance: "0badc0ffee00",
        heartbeat_at: twentySecondsAgo,
      })
      .execute();
    const dead = (await listReleases(editor)).find((row) => row.id === "r20261126-100000-abcdef");
    expect(dead?.status).toBe("failed");
    expect(dead?.log).toContain("proses server yang membangunnya berhenti");
    const id = await publishTitle(editor, "Terbit sesudah server mati");
    expect(await homeTitle(app)).toBe("Terbit sesudah server mati");

    // A build whose owner is alive (a fresh heartbeat) still makes a publish wait.
    await app.database.db
      .insertInto("content_releases")
      .values({
        id: "r20261126-100001-abcdef",
        status: "building",
        revision: 2,
        content: JSON.stringify(await firstEditionOfRepository()),
        created_at: twentySecondsAgo,
        created_by: "penyunting",
        owner_pid: 999998,
        owner_instance: "a11ve0000000",
        heartbeat_at: new Date().toISOString(),
      })
      .execute();
    const busy = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
    expect(busy.statusCode).toBe(409);
    expect(await statusOf(editor, id)).toBe("live");
  });

  it("never marks the live release failed when a step after the switch fails", async () => {
    const fake = fakeBuilder();
    const { app, editor } = await appWithFakeBuilder(fake);
    // The audit record written after the switch fails.
    await sql`create trigger no_published_audit before insert on audit_log
      when new.action = 'content_published'
      begin select raise(abort, 'audit unavailable'); end`.execute(app.database.db);
    await saveTitle(editor, "Tayang walau sesudahnya gagal");
    const started = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
    const { id } = started.json();
    await expect.poll(() => statusOf(editor, id)).not.toBe("building");
    // Give the failure path its turn before looking.
    await new Promise((done) => setTimeout(done, 200));
    expect(await statusOf(editor, id)).toBe("live");
    expect(await homeTitle(app)).toBe("Tayang walau sesudahnya gagal");
  });

  it("refuses Kembalikan to a release without a dish that has votes, naming it", async () => {
    const { app, editor } = await appWithFakeBuilder(fakeBuilder());
    const [first] = await listReleases(editor);
    if (!first) throw new Error("the first release is recorded at start");
    // A new dish, published, then voted for: the first release does not have it.
    const { content } = await draftOf(editor);
    const { id: _rendangsId, ...rendang } =
      content.dishes.find((dish) => dish.id === "rendang") ?? {};
    await saveSection(editor, "dishes", [
      ...content.dishes,
      {
        ...rendang,
        slug: "papeda",
        name: "Papeda",
        classLabel: "XII IPS",
        origin: { name: "Papua", marker: { longitude: 140.72, latitude: -2.53 } },
      },
    ]);
    const release = await publishDraft(editor, 10_000);
    expect(release.status, release.log).toBe("live");
    const vote = await app.inject({
      method: "POST",
      url: "/api/votes/domestic/papeda",
      payload: { email: "pemilih.papeda@example.com" },
    });
    expect(vote.statusCode).toBe(201);

    const back = await editor.request({
      method: "POST",
      url: `/api/panitia/content/releases/${first.id}/live`,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: "release_drops_voted_dish", dishes: ["Papeda"] });
    expect(back.json().message).toMatch(/tidak memuat Papeda \(XII IPS\), yang sudah punya vote/);
    expect((await app.inject("/api/votes/domestic/papeda")).json().votes).toBe(1);
    expect(await statusOf(editor, release.id)).toBe("live");
  });

  it("answers Kembalikan at once and stays ready while the release is rebuilt, then switches", async () => {
    const fake = fakeBuilder();
    const { app, editor, releasesDir } = await appWithFakeBuilder(fake);
    const [first] = await listReleases(editor);
    if (!first) throw new Error("the first release is recorded at start");
    await publishTitle(editor, "Terbitan kedua");
    // As after an upgrade: this machine has no folder of the first release for this code.
    await rm(join(releasesDir, `${first.id}.v1`), { recursive: true });

    fake.hold();
    const asked = Date.now();
    const back = await editor.request({
      method: "POST",
      url: `/api/panitia/content/releases/${first.id}/live`,
    });
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(back.statusCode, back.body).toBe(202);
    expect(back.json()).toEqual({ id: first.id, state: "switching" });
    expect(await statusOf(editor, first.id)).toBe("switching");
    // A second click while it builds starts nothing more.
    const again = await editor.request({
      method: "POST",
      url: `/api/panitia/content/releases/${first.id}/live`,
    });
    expect(again.json()).toEqual({ id: first.id, state: "switching" });

    const readiness: number[] = [];
    for (let poll = 0; poll < 10; poll += 1) {
      readiness.push((await app.inject("/api/health/ready")).statusCode);
      expect(await homeTitle(app)).toBe("Terbitan kedua");
      await new Promise((done) => setTimeout(done, 20));
    }
    expect(readiness.every((status) => status === 200)).toBe(true);
    fake.release();
    await expect.poll(() => statusOf(editor, first.id)).toBe("live");
    expect(await homeTitle(app)).toBe(titleOf(await firstEditionOfRepository()));
    expect((await app.inject("/api/health/ready")).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(2);

    // Built already: Kembalikan is live at once.
    const published = (await listReleases(editor)).find((row) => row.status === "previous");
    const forward = await editor.request({
      method: "POST",
      url: `/api/panitia/content/releases/${published?.id}/live`,
    });
    expect(forward.statusCode).toBe(200);
    expect(forward.json()).toEqual({ id: published?.id, state: "live" });
    expect(await homeTitle(app)).toBe("Terbitan kedua");

    // A rebuild that fails leaves the live release serving, and says why.
    await rm(join(releasesDir, `${first.id}.v1`), { recursive: true });
    fake.failing = true;
    await editor.request({ method: "POST", url: `/api/panitia/content/releases/${first.id}/live` });
    await expect.poll(() => statusOf(editor, first.id)).toBe("previous");
    const failed = (await listReleases(editor)).find((row) => row.id === first.id);
    expect(failed?.switchLog).toContain("Kembalikan gagal");
    expect(await homeTitle(app)).toBe("Terbitan kedua");
  });
});

describe("following the live release with a fake builder", () => {
  async function sharedSetup() {
    const storage = freshSqlite();
    const database = await openDatabase(storage.storage);
    onTestFinished(async () => {
      await database.close();
      await storage.dispose();
    });
    const firstEdition = await firstEditionOfRepository();
    const releasesDir = releasesFolder();
    const publisherOf = (
      fake: ReturnType<typeof fakeBuilder>,
      codeVersion: string,
      now?: () => number,
    ) => {
      const site = loadStaticSite(staticDir);
      const publisher = createPublisher({
        database,
        site,
        catalogue: createCatalogue(firstEdition),
        releasesDir,
        instance: randomBytes(6).toString("hex"),
        firstEdition,
        readDraft: () => readDraft(database.db, firstEdition),
        builder: fake.builder,
        followIntervalMs: 60_000,
        log: Fastify({ logger: false }).log,
        codeVersion,
        now,
      });
      onTestFinished(() => publisher.stop());
      return { publisher, site };
    };
    return { database, firstEdition, releasesDir, publisherOf };
  }

  it("backs off 5 s doubling to 5 minutes when the live release does not build, serving what it had", async () => {
    const { releasesDir, publisherOf } = await sharedSetup();
    // Code v1 served the first release here; the live link points at its folder.
    const before = publisherOf(fakeBuilder(), "v1");
    await before.publisher.start();
    before.publisher.stop();
    const live = before.publisher.servedRelease();
    expect(existsSync(join(releasesDir, `${live}.v1`, "client", "index.html"))).toBe(true);
    await expect.poll(() => existsSync(join(releasesDir, "live", "index.html"))).toBe(true);

    // Upgraded to v2, whose build of it fails.
    let clock = 1_000_000;
    const failing = fakeBuilder();
    failing.failing = true;
    const { publisher, site } = publisherOf(failing, "v2", () => clock);
    await publisher.start();
    // It listens while it renders (the old folder serving), ready once the render ended.
    expect(publisher.servesLive()).toBe(false);
    await publisher.follow();
    expect(failing.calls).toHaveLength(1);
    expect(publisher.servesLive()).toBe(true);
    expect(site.root()).toBe(builtSiteOf(join(releasesDir, `${live}.v1`)));

    const expectedWaits = [5, 10, 20, 40, 80, 160, 300, 300].map((s) => s * 1000);
    expect(expectedWaits[0]).toBe(followRetryFirstMs);
    for (const [index, waitMs] of expectedWaits.entries()) {
      clock += waitMs - 1;
      await publisher.follow();
      expect(failing.calls).toHaveLength(index + 1);
      clock += 1;
      await publisher.follow();
      expect(failing.calls).toHaveLength(index + 2);
    }
    expect(Math.max(...expectedWaits)).toBe(followRetryMaxMs);
    expect(publisher.servesLive()).toBe(true);

    // Once it builds, it is served.
    failing.failing = false;
    clock += followRetryMaxMs;
    await publisher.follow();
    expect(publisher.servedRelease()).toBe(live);
  });

  it("lets two processes sharing the releases folder build the same release at once", async () => {
    const { releasesDir, publisherOf } = await sharedSetup();
    const before = publisherOf(fakeBuilder(), "v1");
    await before.publisher.start();
    before.publisher.stop();
    const live = before.publisher.servedRelease();
    // The machine's live link names it: the upgraded processes serve it while they render.
    await expect.poll(() => existsSync(join(releasesDir, "live", "index.html"))).toBe(true);

    // Both upgraded to v2 at once: each builds the live release, at the same time.
    const one = fakeBuilder();
    const other = fakeBuilder();
    one.hold();
    other.hold();
    const a = publisherOf(one, "v2");
    const b = publisherOf(other, "v2");
    await Promise.all([a.publisher.start(), b.publisher.start()]);
    await expect.poll(() => one.calls.length + other.calls.length).toBe(2);
    one.release();
    other.release();
    await Promise.all([a.publisher.follow(), b.publisher.follow()]);

    expect(a.publisher.servedRelease()).toBe(live);
    expect(b.publisher.servedRelease()).toBe(live);
    const folder = join(releasesDir, `${live}.v2`);
    expect(a.site.root()).toBe(builtSiteOf(folder));
    expect(b.site.root()).toBe(builtSiteOf(folder));
    expect(readFileSync(join(builtSiteOf(folder), "index.html"), "utf8")).toContain("<h1>");
    expect(readdirSync(releasesDir).filter((name) => name.includes(".tmp-"))).toEqual([]);
  });
});
