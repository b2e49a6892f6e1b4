import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import type { CommitteeAccount } from "../../scripts/support/committee-server";
import type { ServerProcess } from "../../scripts/support/server-process";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import {
  contentApi,
  type Dish,
  dishBySlug,
  openDish,
  openKonten,
  pickerName,
  pictureField,
  tab,
} from "./konten";
import { writeBrokenJpeg } from "./phone-photo";

/**
 * The console's content editor ("Konten") in Chromium against a real server of its own, a
 * fresh database and real builds: an editor's change and photo previewed, published and
 * rolled back; two editors in conflict; a viewer who only reads; uploads refused; a publish
 * whose build fails. Serial: every journey works on the one draft and the one live site.
 * Builds take 20–40 s (more on a busy machine): only the waits for them are long.
 */
test.describe.configure({ mode: "serial" });

type Account = CommitteeAccount;
const editor: Account = {
  username: "editor-uji",
  password: "kata-sandi-editor-panjang",
  role: "editor",
};
const secondEditor: Account = {
  username: "editor-kedua",
  password: "kata-sandi-editor-kedua",
  role: "editor",
};
const viewer: Account = {
  username: "peninjau-uji",
  password: "kata-sandi-peninjau-panjang",
  role: "viewer",
};

const viewports = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

const buildTimeout = 180_000;

const dishPath = (dish: Dish) => `/8trepreneur/${dish.category}/${dish.slug}`;
const homeTitle: string = JSON.parse(readFileSync("content/pages.json", "utf8")).home.hero.title;

let committeeServer: CommitteeServer;
let server: ServerProcess;
let files: string;

test.beforeAll(async () => {
  committeeServer = await startCommitteeServer(11, {}, [editor, secondEditor, viewer]);
  server = committeeServer.server;
  files = mkdtempSync(join(tmpdir(), "fb8-konten-"));
});

test.afterAll(async () => {
  await server?.stop();
});

const api = () => contentApi(committeeServer, buildTimeout);
const draftRevision = async () => (await api().draft()).revision;
const releases = () => api().releases();

/**
 * A live release for the editor's publish to go back to with Kembalikan: the server makes the
 * build it started with the first release; should it not, the admin publishes the unchanged
 * draft through the API.
 */
async function ensureBaselineRelease() {
  if ((await releases()).some((release) => release.status === "live")) return;
  const started = await committeeServer.committee("POST", "/api/panitia/content/releases");
  expect(started.status, await started.clone().text()).toBe(202);
  await expect
    .poll(async () => (await releases()).map((release) => release.status), {
      timeout: buildTimeout,
      intervals: [2_000],
    })
    .toContain("live");
}

/** Halaman → a page (picked by its Indonesian name) → one group of its fields. */
async function openPage(page: Page, pageName: string) {
  await tab(page, "Halaman").click();
  await page.getByLabel("Halaman yang diubah").selectOption({ label: pageName });
}

function heroTitle(page: Page): Locator {
  return page.getByRole("group", { name: "Bagian pembuka" }).getByLabel("Judul", { exact: true });
}

/** Simpan on the section shown; resolves to the new revision the console reports. */
async function save(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  const saved = page.getByRole("status").filter({ hasText: /^Tersimpan \(revisi \d+\)\.$/ });
  await expect(saved).toBeVisible();
  return Number((await saved.textContent())?.match(/revisi (\d+)/)?.[1]);
}

const publishPanel = (page: Page) => page.getByRole("region", { name: "Pratinjau & terbitkan" });
const releaseRow = (page: Page, revision: number, by: string) =>
  publishPanel(page)
    .getByRole("listitem")
    .filter({ hasText: `Revisi ${revision}, oleh ${by},` });

/** The home page's title as a browser with no cookie of ours (a visitor) sees it. */
const visitorPoll = { timeout: 30_000 };

async function visitorTitle(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    return (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
  } finally {
    await context.close();
  }
}

/** The dish picture's file as the live site serves it to a visitor. */
async function visitorDishPicture(browser: Browser, dish: Dish): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}${dishPath(dish)}`);
    const picture = page.getByRole("img", { name: dish.image.alt, exact: true }).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
    return await picture.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
  } finally {
    await context.close();
  }
}

async function shoot(page: Page, name: string, target?: Locator) {
  const file = test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`);
  if (target) {
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: file });
  } else {
    await page.screenshot({ path: file });
  }
}

async function jpeg(name: string, background: { r: number; g: number; b: number }) {
  const file = join(files, name);
  // Noise, so that the photo is a photo and two of them never share their bytes.
  const noise = randomBytes(640 * 480 * 3);
  for (let index = 0; index < noise.length; index += 3) {
    noise[index] = (background.r + (noise[index] ?? 0) / 8) & 255;
    noise[index + 1] = (background.g + (noise[index + 1] ?? 0) / 8) & 255;
    noise[index + 2] = (background.b + (noise[index + 2] ?? 0) / 8) & 255;
  }
  await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

test.describe("refused uploads", () => {
  for (const viewport of viewports) {
    test(`a picture that is not one is refused with its reason beside the field, and nothing changes, at ${viewport.width} px`, async ({
      browser,
    }) => {
      test.slow();
      const dish = dishBySlug("rendang");
      const svg = join(files, "logo-kelas.jpg");
      writeFileSync(
        svg,
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="red"/></svg>',
      );
      const pdf = join(files, "menu.pdf");
      writeFileSync(
        pdf,
        "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
      );
      const huge = join(files, "foto-besar.jpg");
      writeBrokenJpeg(huge, 20);
      const { context, page } = await openKonten(browser, server.url, viewport, editor);
      await openDish(page, dish);
      const field = pictureField(page);
      const chooser = field.getByLabel("Pilih foto");
      const before = await draftRevision();

      for (const [file, reason] of [
        [svg, /^Berkas ini tidak dapat dipakai\./],
        [pdf, /^Berkas ini tidak dapat dipakai\./],
        [huge, /^Berkas terlalu besar\./],
      ] as const) {
        await chooser.setInputFiles(file);
        await field.getByRole("button", { name: "Unggah", exact: true }).click();
        // Beside the field, and read with it by a screen reader.
        await expect(field.getByRole("listitem").filter({ hasText: reason })).toBeVisible({
          timeout: 30_000,
        });
        await expect(chooser).toHaveAccessibleDescription(reason);
        // Nothing changed: the drawing is still named, no thumbnail, nothing to save.
        await expect(field.getByLabel("Nama gambar bawaan")).toHaveValue(dish.image.file);
        await expect(field.getByRole("img")).toHaveCount(0);
        await expect(tab(page, "Hidangan")).toBeVisible();
        await expect(page.getByRole("button", { name: "Simpan", exact: true })).toBeDisabled();
        expect(await draftRevision()).toBe(before);
      }
      await shoot(page, "upload-refused", field);
      await context.close();
    });
  }
});

test.describe("two editors on one section", () => {
  for (const viewport of viewports) {
    test(`the second save is refused naming the first editor, and keeps what was typed, at ${viewport.width} px`, async ({
      browser,
    }) => {
      test.slow();
      const first = await openKonten(browser, server.url, viewport, editor);
      const second = await openKonten(browser, server.url, viewport, secondEditor);
      for (const { page } of [first, second]) await openPage(page, "Kaki halaman");
      const tagline = (page: Page) => page.getByLabel("Slogan", { exact: true });
      await expect(tagline(second.page)).not.toHaveValue("");

      const theirs = `Slogan dari editor pertama, ${viewport.width} px`;
      const mine = `Slogan yang diketik editor kedua, ${viewport.width} px`;
      await tagline(second.page).fill(mine);
      await tagline(first.page).fill(theirs);
      await save(first.page);

      await second.page.getByRole("button", { name: "Simpan", exact: true }).click();
      await expect(second.page.getByRole("alert").filter({ hasText: /sudah diubah/ })).toHaveText(
        new RegExp(`^Bagian ini sudah diubah oleh ${editor.username} pada .+\\.`),
      );
      const notice = second.page.getByRole("region", {
        name: "Bagian ini sudah diubah orang lain",
      });
      await expect(notice).toContainText(`oleh ${editor.username}`);
      await expect(notice).toContainText("Isian Anda masih ada di formulir.");
      await expect(tagline(second.page)).toHaveValue(mine);
      await shoot(second.page, "conflict", notice);
      await shoot(second.page, "conflict-form");

      // The draft holds the first editor's text, not the second's.
      const draft = await (
        await committeeServer.committee("GET", "/api/panitia/content/draft")
      ).json();
      expect(draft.content.pages.footer.tagline).toBe(theirs);
      await first.context.close();
      await second.context.close();
    });
  }
});

test.describe("a publish whose build fails", () => {
  for (const viewport of viewports) {
    test(`keeps the live site and shows why, at ${viewport.width} px`, async ({ browser }) => {
      test.setTimeout(8 * 60_000);
      await ensureBaselineRelease();
      const liveTitle = await visitorTitle(browser);
      expect(liveTitle).toBe(homeTitle);
      const dish = dishBySlug("soto-betawi");
      const { context, page } = await openKonten(browser, server.url, viewport, editor);
      await openDish(page, dish);
      const drawing = pictureField(page).getByLabel("Nama gambar bawaan");
      await expect(drawing).toHaveValue(dish.image.file);
      await drawing.fill("tidak-ada");
      const broken = await save(page);

      await publishPanel(page).getByRole("button", { name: "Terbitkan", exact: true }).click();
      const row = releaseRow(page, broken, editor.username);
      await expect(row).toContainText("Gagal", { timeout: buildTimeout });
      await row.getByText("Catatan build").click();
      // The reason in words, naming the dish and the picture, not a page of build output.
      await expect(row.locator("pre")).toContainText(
        `Hidangan ${dish.name}: gambar bawaan "tidak-ada" tidak ada.`,
      );
      await shoot(page, "publish-failed", publishPanel(page));

      // The visitor still gets the site that was live.
      expect(await visitorTitle(browser)).toBe(liveTitle);
      const live = (await releases()).find((release) => release.status === "live");
      expect(live?.revision).not.toBe(broken);

      // The draft back as it was, for the journeys after this one.
      await drawing.fill(dish.image.file);
      await save(page);
      await context.close();
    });
  }
});

test.describe("an editor's change, previewed, published and rolled back", () => {
  for (const [index, viewport] of viewports.entries()) {
    test(`title and dish photo at ${viewport.width} px`, async ({ browser }) => {
      test.setTimeout(12 * 60_000);
      await ensureBaselineRelease();
      const liveRelease = (await releases()).find((release) => release.status === "live");
      if (!liveRelease) throw new Error("no live release");
      const liveTitle = await visitorTitle(browser);
      expect(liveTitle).toBe(homeTitle);
      const dish = dishBySlug(index === 0 ? "macaroni-pie" : "rendang");
      const drawingUrl = await visitorDishPicture(browser, dish);

      const { context, page } = await openKonten(browser, server.url, viewport, editor);
      await shoot(page, "festival-tab");

      // The home page's hero title, found by its label.
      await openPage(page, "Home");
      const newTitle = `Judul baru dari Konten pada ${viewport.width} px`;
      await heroTitle(page).fill(newTitle);
      await save(page);

      // A photo for the dish: a real JPEG, uploaded, shown as a thumbnail, saved.
      await openDish(page, dish);
      const field = pictureField(page);
      await field
        .getByLabel("Pilih foto")
        .setInputFiles(
          await jpeg(`hidangan-${viewport.width}.jpg`, { r: 190, g: 90, b: 40 + index * 100 }),
        );
      await field.getByRole("button", { name: "Unggah", exact: true }).click();
      const thumbnail = field.getByRole("img", { name: /^Berkas gambar: foto-[0-9a-f]+$/ });
      await expect(thumbnail).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // The chooser is empty again: the file is sent, nothing waits for Unggah.
      await expect(field.getByLabel("Pilih foto")).toHaveValue("");
      const published = await save(page);
      await shoot(page, "dish-photo", page.getByRole("group", { name: pickerName(dish) }));

      // Pratinjau: this browser sees the draft at the public paths, with the banner.
      const panel = publishPanel(page);
      await panel.getByRole("button", { name: "Pratinjau", exact: true }).click();
      // Of this draft's revision: an earlier preview may still be shown while this one builds.
      await expect(
        panel.getByText(`Pratinjau menampilkan revisi ${published}, draf yang sekarang.`, {
          exact: false,
        }),
      ).toBeVisible({
        timeout: buildTimeout,
      });
      await expect(panel.getByRole("link", { name: "Buka pratinjau" })).toBeVisible();
      const preview = await context.newPage();
      await preview.goto(`${server.url}/`);
      await expect(preview.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
      await expect(preview.getByText("Pratinjau draf", { exact: true })).toBeVisible();
      await preview.screenshot({
        path: test.info().outputPath(`preview-home-${viewport.width}.png`),
      });
      await preview.close();
      // …while a visitor still gets the live site.
      expect(await visitorTitle(browser)).toBe(liveTitle);

      // Terbitkan: the new release goes live, for everybody.
      await panel.getByRole("button", { name: "Terbitkan", exact: true }).click();
      await expect(releaseRow(page, published, editor.username)).toContainText("Tayang", {
        timeout: buildTimeout,
      });
      // One poll opens a fresh browser context and a page: on a loaded machine that alone can
      // take the default 5 s, which then ends the poll before it has read anything.
      await expect.poll(() => visitorTitle(browser), visitorPoll).toBe(newTitle);
      const photoUrl = await visitorDishPicture(browser, dish);
      expect(photoUrl).not.toBe(drawingUrl);
      expect(photoUrl).toMatch(/\.(webp|jpe?g|avif)(\?|$)/);
      await shoot(page, "published", panel);

      // Kembalikan on the release that was live before: the visitor gets the old title back.
      const previous = releaseRow(page, liveRelease.revision, liveRelease.createdBy);
      await expect(previous).toContainText("Disimpan");
      await previous.getByRole("button", { name: "Kembalikan", exact: true }).click();
      // It asks first, naming the release that every visitor will get.
      const asking = page.getByRole("dialog", { name: "Kembalikan terbitan ini?" });
      await expect(asking).toContainText(
        `Terbitan revisi ${liveRelease.revision} (oleh ${liveRelease.createdBy}, `,
      );
      await shoot(page, "roll-back-confirm");
      await asking.getByRole("button", { name: "Kembalikan", exact: true }).click();
      await expect(panel.getByRole("status")).toHaveText("Terbitan itu tayang kembali.");
      await expect(previous).toContainText("Tayang");
      await expect.poll(() => visitorTitle(browser), visitorPoll).toBe(liveTitle);
      expect(await visitorDishPicture(browser, dish)).toBe(drawingUrl);
      await context.close();
    });
  }
});

test.describe("a viewer", () => {
  for (const viewport of viewports) {
    test(`reads Konten with no control that changes anything, at ${viewport.width} px`, async ({
      browser,
    }) => {
      test.slow();
      const { context, page } = await openKonten(browser, server.url, viewport, viewer);
      await expect(page.getByText("Akun peninjau hanya bisa melihat.")).toBeVisible();
      // The releases are there to read, one of them kept (Kembalikan would apply to it).
      await expect(publishPanel(page).getByText("Disimpan", { exact: true }).first()).toBeVisible();
      await shoot(page, "viewer");
      for (const section of ["Festival", "Halaman", "Hidangan", "Tentang"]) {
        await tab(page, section).click();
        // The history is open to read, without Pulihkan.
        await page.getByText("Riwayat", { exact: true }).filter({ visible: true }).click();
        if (section === "Halaman" || section === "Hidangan") {
          // Revisions saved by the journeys before: each would have its Pulihkan for an editor.
          await expect(
            page
              .getByText(/^Revisi \d+$/)
              .filter({ visible: true })
              .first(),
          ).toBeVisible();
        }
        for (const name of [
          "Simpan",
          "Unggah",
          "Terbitkan",
          "Kembalikan",
          "Pulihkan",
          "Pratinjau",
        ]) {
          await expect(
            page.getByRole("button", { name: new RegExp(`^${name}`) }),
            `${section}: ${name}`,
          ).toHaveCount(0);
        }
        await expect(page.locator('input[type="file"]')).toHaveCount(0);
        const editable = await page
          .locator("input:visible, textarea:visible")
          .evaluateAll((fields) =>
            fields
              .filter(
                (field) =>
                  !(field as HTMLInputElement).readOnly && !(field as HTMLInputElement).disabled,
              )
              .map((field) => field.id || field.outerHTML.slice(0, 80)),
          );
        expect(editable, section).toEqual([]);
        expect(
          await page.locator("input:visible, textarea:visible").count(),
          section,
        ).toBeGreaterThan(0);
      }
      await tab(page, "Hidangan").click();
      await shoot(page, "viewer-dish");
      await context.close();
    });
  }
});

test.describe("axe", () => {
  for (const viewport of viewports) {
    test(`finds no violations on Konten at ${viewport.width} px`, async ({ browser }) => {
      test.slow();
      const { context, page } = await openKonten(browser, server.url, viewport, editor);
      const violations: string[] = [];
      for (const section of ["Festival", "Halaman", "Hidangan", "Tentang"]) {
        await tab(page, section).click();
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          violations.push(
            `${section}: ${violation.id} (${violation.nodes.length}×) ${violation.nodes[0]?.target}`,
          );
        }
      }
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});

/**
 * Every control found is at least 44 × 44 px, for a thumb. Measured once the console's
 * stylesheet has reached it: right after a reload, a control may be drawn a moment unstyled.
 */
async function expectTappable(controls: Locator) {
  for (const control of await controls.all()) {
    const size = async () => {
      const box = await control.boundingBox();
      return Math.min(box?.height ?? 0, box?.width ?? 0);
    };
    await expect.poll(size).toBeGreaterThanOrEqual(44);
  }
}

test.describe("unsaved work", () => {
  for (const viewport of viewports) {
    test(`is asked about before leaving, and survives a reload, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const { context, page } = await openKonten(browser, server.url, viewport, editor);
      await tab(page, "Tentang").click();
      const body = page.getByLabel("Isi", { exact: true });
      const typed = `Paragraf pertama yang belum disimpan, ${viewport.width} px.\n\nParagraf kedua.`;
      await body.fill(typed);
      await expect(tab(page, "Tentang (Belum disimpan)")).toBeVisible();

      // Another console screen: the console's own question, naming the section.
      await page.getByRole("link", { name: "Poster QR" }).click();
      const leaving = page.getByRole("dialog", { name: "Ada perubahan yang belum disimpan" });
      await expect(leaving).toContainText(
        "Perubahan di Tentang belum disimpan. Tinggalkan halaman ini?",
      );
      await shoot(page, "leave-prompt");
      await leaving.getByRole("button", { name: "Tetap di sini" }).click();
      await expect(page).toHaveURL(/\/panitia\/konten$/);
      await expect(body).toHaveValue(typed);

      // A removal asks first too.
      await tab(page, "Hidangan").click();
      await page.getByRole("button", { name: "Hapus hidangan ini" }).click();
      const removing = page.getByRole("dialog", { name: /^Hapus / });
      await expect(removing).toBeVisible();
      await shoot(page, "remove-confirm");
      await expectTappable(removing.getByRole("button"));
      await removing.getByRole("button", { name: "Batal" }).click();

      // A reload: the browser asks, and once through, the kept form is offered back.
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith("fb8-konten:about:")),
      );
      const asked = new Promise<string>((resolve) =>
        page.once("dialog", (dialog) => {
          resolve(dialog.type());
          void dialog.accept();
        }),
      );
      await page.reload();
      expect(await asked).toBe("beforeunload");
      const offer = page.getByRole("region", { name: "Perubahan yang tersimpan di perangkat ini" });
      await expect(offer).toContainText(
        /Ada perubahan Tentang yang belum disimpan dari \d+ \w+ pukul \d\d\.\d\d\./,
      );
      await shoot(page, "restore-offer");
      await expectTappable(offer.getByRole("button"));
      await offer
        .getByRole("button", { name: "Pulihkan perubahan Tentang yang belum disimpan" })
        .click();
      await expect(page.getByLabel("Isi", { exact: true })).toHaveValue(typed);
      await expect(tab(page, "Tentang (Belum disimpan)")).toBeVisible();
      await context.close();
    });
  }
});
