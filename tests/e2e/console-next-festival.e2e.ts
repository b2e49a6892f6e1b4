import type { Locator, Page } from "@playwright/test";
import { committeeServerForFile, signInToConsole } from "./committee-server";
import { expect, test } from "./fixtures";

/**
 * The committee's first minutes of next year's festival on a 360 px phone, in Chromium
 * against a real server: voting closed with the console's question, the next festival opened
 * on the Festival screen, the header naming it before anything is published, and Konten's
 * list of last year's texts fitting the screen, with Terbitkan asking while it has items.
 */
const committeeServer = committeeServerForFile(31);
const server = () => committeeServer.server;

/** The release a fresh server renders at its start can hold Terbitkan back for a while. */
const buildTimeout = 240_000;

/**
 * A step's screenshot, kept with the test's results for whoever reviews the journey: the whole
 * page, or only the screen when a dialog is what matters.
 */
const shoot = (page: Page, step: string, fullPage = true) =>
  page.screenshot({
    path: test.info().outputPath(`${step}-${page.viewportSize()?.width}.png`),
    fullPage,
  });

/**
 * How far `region`'s boxes and text lines reach past the right edge of the screen, and how far
 * the page scrolls sideways; both 0 when everything fits.
 */
function overflowOf(region: Locator) {
  return region.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const range = document.createRange();
    range.selectNodeContents(element);
    const rights = [
      ...[...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect().right),
      ...[...range.getClientRects()].map((line) => line.right),
    ];
    return {
      region: Math.max(0, Math.ceil(Math.max(...rights) - width)),
      page: document.documentElement.scrollWidth - width,
    };
  });
}

test("next year's festival on a phone: asked before closing, named in the header, last year's texts fit", async ({
  browser,
}) => {
  test.setTimeout(buildTimeout + 120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const answer = await committeeServer.committee("GET", "/api/panitia/editions");
  const { editions }: { editions: { name: string; year: number }[] } = await answer.json();
  const current = editions[0];
  if (!current) throw new Error("a fresh install has its first festival");
  const nextName = current.name.replace(/\d+$/, (n) => String(Number(n) + 1));
  const nextYear = current.year + 1;

  await signInToConsole(page, `${server().url}/panitia`, committeeServer.account);
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(`Panitia ${current.name}`);

  // The shipped content leaves voting open: each category is closed, after the question.
  for (const category of ["Domestik", "Internasional"]) {
    const card = page.getByRole("region", { name: `Waktu pemungutan ${category}` });
    await card.getByRole("button", { name: "Tutup sekarang" }).click();
    const question = page.getByRole("dialog", { name: `Tutup pemungutan ${category} sekarang?` });
    await expect(question).toBeVisible();
    if (category === "Domestik") await shoot(page, "1-close-question", false);
    await question.getByRole("button", { name: "Ya, tutup sekarang" }).click();
    await expect(card.getByText("Ditutup", { exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Festival", exact: true }).click();
  await page.getByLabel("Alasan (masuk log)").fill("Panitia baru memulai festival berikutnya.");
  await page.getByRole("button", { name: "Buka festival berikutnya" }).click();
  await page
    .getByRole("dialog", { name: `Buka ${nextName} (${nextYear})?` })
    .getByRole("button", { name: "Ya, buka festival baru" })
    .click();
  await expect(page.getByText(`${nextName} (${nextYear}) sudah dibuka.`)).toBeVisible();
  // Nothing is published for the new festival yet; the console names it all the same.
  await expect(page.getByRole("banner")).toContainText(`Panitia ${nextName}`);
  await shoot(page, "2-opened");

  await page.getByRole("link", { name: "Konten", exact: true }).click();
  const oldTexts = page.getByRole("region", {
    name: `Teks yang masih menyebut ${current.name} (${current.year})`,
  });
  // The Expression gallery's address is the longest word on the list.
  const gallery = oldTexts.getByRole("listitem").filter({ hasText: /sites\.google\.com/ });
  await expect(gallery).toBeVisible();
  await gallery.scrollIntoViewIfNeeded();
  await shoot(page, "3-konten");
  expect(await overflowOf(oldTexts)).toEqual({ region: 0, page: 0 });

  // Terbitkan says how many of those texts remain, and publishes nothing on Batal.
  const count = await oldTexts.getByRole("listitem").count();
  const publish = page
    .getByRole("region", { name: "Pratinjau & terbitkan" })
    .getByRole("button", { name: "Terbitkan", exact: true });
  await expect(publish).toBeEnabled({ timeout: buildTimeout });
  await publish.click();
  const question = page.getByRole("dialog", { name: "Terbitkan dengan teks tahun lalu?" });
  await expect(question).toContainText(
    `Masih ada ${count} teks yang menyebut tahun lalu. Tetap terbitkan?`,
  );
  await shoot(page, "4-publish-question", false);
  await question.getByRole("button", { name: "Batal" }).click();
  await expect(question).toBeHidden();
  const releases = await (
    await committeeServer.committee("GET", "/api/panitia/content/releases")
  ).json();
  expect(releases.filter((release: { status: string }) => release.status === "building")).toEqual(
    [],
  );

  // The same screens at the desktop width, for the reviewer's eyes.
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, "5-konten");
  await publish.click();
  await shoot(page, "6-publish-question", false);
  await question.getByRole("button", { name: "Batal" }).click();
  await page.getByRole("link", { name: "Hasil", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();
  await shoot(page, "7-results");
  await context.close();
});
