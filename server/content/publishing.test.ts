// Publishes by rendering with the code `npm run build` made (docs/decisions/0042).
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SiteContent } from "../../common/content-schema";
import { committeeApiPaths } from "../../common/paths";
import { postgresUrl } from "../../scripts/support/databases";
import type { TestApp } from "../../tests/build-app";
import { signIn, signInAs, viewerPassword } from "../../tests/committee";
import {
  draftOf,
  listReleases,
  previewBuilt,
  publishDraft,
  publishingApp,
  publishingAppWithEditor,
  saveSection,
  startPreview,
} from "../../tests/publishing-app";

/**
 * Publishing against real builds: the very `npm run build` of the project, run in a child
 * process on a copy of the sources whose content/ is the frozen draft (about 20 s each here).
 * Needs the site `npm run build` made, as `npm test` runs it first; fails without it.
 */
const builtSite = resolve("build/client");
const scratch = mkdtempSync(join(tmpdir(), "fb8-releases-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const buildMs = 240_000;
const releasesFolder = () => mkdtempSync(join(scratch, "releases-"));
/** The real builder, its folders named by the sources' own digest. */
const realBuilds = { staticDir: builtSite, content: { buildTimeoutMs: buildMs } };

const oldTitle = "Ruang, waktu, dan zaman selalu bergerak";
const newTitle = "Festival kita pindah ke bulan";

const homeHtml = async (app: TestApp["app"], cookie?: string) =>
  (await app.inject({ url: "/", headers: cookie ? { cookie } : {} })).body;

/** A new domestic dish, as an editor would add it: from Papua, with its own description. */
function withNewDish(content: SiteContent) {
  const model = content.dishes.find((dish) => dish.slug === "rendang");
  if (!model) throw new Error("the first edition has rendang");
  // Added in the form: no id yet; the server gives one at the save.
  const { id: _modelsId, ...fields } = model;
  const dish = {
    ...fields,
    slug: "papeda",
    name: "Papeda",
    classLabel: "XII IPS",
    origin: { name: "Papua", marker: { longitude: 140.72, latitude: -2.53 } },
  };
  return [...content.dishes, dish];
}

/**
 * A missing build fails the journey instead of skipping it: a run that skipped it would pass
 * without ever having built a release.
 */
function expectBuiltSite() {
  expect(
    existsSync(join(builtSite, "index.html")),
    `No built site in ${builtSite}: run "npm run build" before this test.`,
  ).toBe(true);
}

describe("publishing the content", () => {
  it(
    "previews only for the committee, publishes, follows the catalogue, survives a restart, rolls back and keeps a failed build away",
    async () => {
      expectBuiltSite();
      const releasesDir = releasesFolder();
      const first = await publishingAppWithEditor({ ...realBuilds, releasesDir });
      const { app, editor } = first;
      const viewer = await signIn(app, "pengamat", viewerPassword);

      // The build npm start served is the first release, live.
      const [firstRelease] = await listReleases(editor);
      expect(firstRelease).toMatchObject({ status: "live", revision: 0, createdBy: "sistem" });

      const { content } = await draftOf(editor);
      const pages = structuredClone(content.pages);
      pages.home.hero.title = newTitle;
      await saveSection(editor, "pages", pages);
      await saveSection(editor, "dishes", withNewDish(content));

      // A viewer may not publish; the draft is not on the public site.
      const refused = await viewer.request({
        method: "POST",
        url: committeeApiPaths.contentReleases,
      });
      expect(refused.statusCode).toBe(403);
      expect(await homeHtml(app)).toContain(oldTitle);

      // Pratinjau: the draft, with its banner, for the browser holding the cookie only.
      const previewCookie = await startPreview(editor);
      const previewed = await previewBuilt(editor, buildMs, 250);
      expect(previewed.status, previewed.log.slice(-1500)).toBe("ready");
      const previewHome = await homeHtml(app, previewCookie);
      expect(previewHome).toContain(newTitle);
      expect(previewHome).toContain("Pratinjau draf");
      expect(await homeHtml(app, "fb8_pratinjau=forged")).toContain(oldTitle);
      expect(await homeHtml(app)).not.toContain("Pratinjau draf");
      expect((await app.inject("/api/votes/domestic/papeda")).statusCode).toBe(404);

      // Terbitkan: the new text for everyone, and the new dish can be voted for at once.
      const published = await publishDraft(editor, buildMs);
      expect(published.status, published.log.slice(-1500)).toBe("live");
      expect(await homeHtml(app)).toContain(newTitle);
      expect(await homeHtml(app)).not.toContain("Pratinjau draf");
      expect((await app.inject("/8trepreneur/domestic/papeda")).statusCode).toBe(200);
      const vote = await app.inject({
        method: "POST",
        url: "/api/votes/domestic/papeda",
        payload: { email: "pemilih.papeda@example.com" },
      });
      expect(vote.statusCode, vote.body).toBe(201);
      expect(existsSync(join(releasesDir, "live", "index.html"))).toBe(true);

      // A restart with upgraded code answers at once with the release this machine served last,
      // renders the live release again with its own code meanwhile, and is ready once it has.
      // The old code's folder stays, for a process still running it.
      const ownFolders = readdirSync(releasesDir).filter((name) => name.startsWith(published.id));
      expect(ownFolders).toHaveLength(1);
      const restarted = await publishingApp({
        staticDir: builtSite,
        releasesDir,
        content: { ...realBuilds.content, codeVersion: "kode-baru" },
        storage: { storage: first.storage.storage, dispose: async () => {} },
      });
      expect(restarted.app.publishing?.publisher.servesLive()).toBe(false);
      const unready = await restarted.app.inject("/api/health/ready");
      expect(unready.json()).toMatchObject({ reason: "content_not_ready" });
      expect(await homeHtml(restarted.app)).toContain(newTitle);
      const upgraded = join(releasesDir, `${published.id}.kode-baru`, "client", "index.html");
      await expect
        .poll(async () => (await restarted.app.inject("/api/health/ready")).statusCode, {
          timeout: buildMs,
        })
        .toBe(200);
      expect(existsSync(upgraded)).toBe(true);
      expect(existsSync(join(releasesDir, ownFolders[0] ?? "", "client", "index.html"))).toBe(true);
      await expect
        .poll(() => realpathSync(join(releasesDir, "live")))
        .toBe(dirname(realpathSync(upgraded)));

      // Kembalikan to the first edition would drop Papeda, which has a vote: refused until
      // the committee invalidates that vote, with a reason.
      const dropping = await editor.request({
        method: "POST",
        url: committeeApiPaths.contentReleaseLive(firstRelease?.id ?? ""),
      });
      expect(dropping.statusCode).toBe(409);
      expect(dropping.json()).toMatchObject({
        error: "release_drops_voted_dish",
        dishes: ["Papeda"],
      });
      const papedaId = (await draftOf(editor)).content.dishes.find(
        (dish) => dish.slug === "papeda",
      )?.id;
      const admin = await signInAs(app, "admin");
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations",
        payload: {
          criteria: { category: "domestic", food: papedaId },
          reason: "Papeda batal ikut festival",
          dryRun: false,
        },
      });
      expect(invalidated.json()).toMatchObject({ count: 1 });

      // Kembalikan: one step back to the first edition, its catalogue included.
      const back = await editor.request({
        method: "POST",
        url: committeeApiPaths.contentReleaseLive(firstRelease?.id ?? ""),
      });
      // Built on this machine already (by this app's code): live at once.
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({ id: firstRelease?.id, state: "live" });
      expect(await homeHtml(app)).toContain(oldTitle);
      expect((await app.inject("/api/votes/domestic/papeda")).statusCode).toBe(404);
      const statuses = Object.fromEntries(
        (await listReleases(editor)).map((r) => [r.id, r.status]),
      );
      expect(statuses).toEqual({ [published.id]: "previous", [firstRelease?.id ?? ""]: "live" });

      // A build that fails leaves the live site as it was, and says why.
      const broken = structuredClone((await draftOf(editor)).content.dishes);
      const [firstDish] = broken;
      if (!firstDish) throw new Error("the draft has dishes");
      firstDish.image.file = "gambar-yang-tidak-ada";
      await saveSection(editor, "dishes", broken);
      const failed = await publishDraft(editor, buildMs);
      expect(failed.status).toBe("failed");
      expect(failed.log).toContain("gambar-yang-tidak-ada");
      expect(await homeHtml(app)).toContain(oldTitle);

      const audit = await app.database.db
        .selectFrom("audit_log")
        .select(["action", "actor"])
        .execute();
      expect(audit.filter((row) => row.action.startsWith("content_"))).toEqual(
        expect.arrayContaining([
          { action: "content_published", actor: "penyunting" },
          { action: "content_release_switched", actor: "penyunting" },
          { action: "content_publish_failed", actor: "penyunting" },
        ]),
      );
    },
    6 * buildMs,
  );

  it.skipIf(!postgresUrl)(
    "reaches a second process on the same PostgreSQL within its follow interval",
    async () => {
      expectBuiltSite();
      const releasesDir = releasesFolder();
      const one = await publishingAppWithEditor({
        ...realBuilds,
        storage: "postgres",
        releasesDir,
      });
      const other = await publishingApp({
        staticDir: builtSite,
        releasesDir,
        content: { ...realBuilds.content, followIntervalMs: 500 },
        storage: { storage: one.storage.storage, dispose: async () => {} },
      });
      const pages = structuredClone((await draftOf(one.editor)).content.pages);
      pages.home.hero.title = newTitle;
      await saveSection(one.editor, "pages", pages);
      const published = await publishDraft(one.editor, buildMs);
      expect(published.status, published.log.slice(-1500)).toBe("live");
      const publishedAt = Date.now();
      while (!(await homeHtml(other.app)).includes(newTitle)) {
        expect(Date.now() - publishedAt).toBeLessThan(5_000);
        await new Promise((done) => setTimeout(done, 100));
      }
    },
    2 * buildMs,
  );

  it.skipIf(!postgresUrl)(
    "is followed by another process at once when told, long before that process's next poll",
    async () => {
      expectBuiltSite();
      const releasesDir = releasesFolder();
      const one = await publishingAppWithEditor({
        ...realBuilds,
        storage: "postgres",
        releasesDir,
      });
      const other = await publishingApp({
        staticDir: builtSite,
        releasesDir,
        // A poll a minute apart: only the publisher's NOTIFY can bring the text sooner.
        content: { ...realBuilds.content, followIntervalMs: 60_000 },
        storage: { storage: one.storage.storage, dispose: async () => {} },
      });
      // Its LISTEN connection is up once it has heard of a change; a first publish shows it.
      const pages = structuredClone((await draftOf(one.editor)).content.pages);
      for (const title of ["Festival kita pindah ke bulan", "Festival kita kembali ke bumi"]) {
        pages.home.hero.title = title;
        await saveSection(one.editor, "pages", pages);
        const published = await publishDraft(one.editor, buildMs);
        expect(published.status, published.log.slice(-1500)).toBe("live");
        const publishedAt = Date.now();
        while (!(await homeHtml(other.app)).includes(title)) {
          expect(Date.now() - publishedAt).toBeLessThan(5_000);
          await new Promise((done) => setTimeout(done, 50));
        }
      }
    },
    2 * buildMs,
  );
});
