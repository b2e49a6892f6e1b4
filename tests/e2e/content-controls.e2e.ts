import type { Page } from "@playwright/test";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import { contentApi, editorAccount, signIn as signInToKonten } from "./konten";

/**
 * Every control of the console's Konten screen is big enough for a thumb on a 360 px phone
 * (44 × 44 px, WCAG 2.5.5): the tabs, every field of every section, a dish's photo upload,
 * the list buttons, the history and the publish panel with a kept release to go back to.
 * The releases say what each one changed and whether the draft differs from the live one.
 */
test.describe.configure({ mode: "serial" });

const editor = editorAccount("ukuran");
const buildTimeout = 180_000;
const minimum = 44;

let committee: CommitteeServer;

const api = () => contentApi(committee, buildTimeout);

test.beforeAll(async () => {
  test.setTimeout(2 * buildTimeout);
  committee = await startCommitteeServer(24, {}, [editor]);
  // The first release is the one the server started with; one published on top of it leaves
  // a kept release with Kembalikan, and a later save makes the draft differ from the live one.
  await expect
    .poll(async () => (await api().releases()).map((release) => release.status), {
      timeout: buildTimeout,
    })
    .toContain("live");
  await api().saveSection("festival", (festival: { fullName: string }) => ({
    ...festival,
    fullName: "Festival Budaya Delapan",
  }));
  await api().saveSection("dishes", (dishes: { name: string }[]) =>
    dishes.map((dish, index) => (index === 1 ? { ...dish, name: "Onigiri Salmon" } : dish)),
  );
  await api().publish();
  await api().saveSection("festival", (festival: { fullName: string }) => ({
    ...festival,
    fullName: "Festival Budaya 8",
  }));
});

test.afterAll(async () => {
  await committee?.server.stop();
});

const signIn = (page: Page) => signInToKonten(page, committee.server.url, editor);

/**
 * The visible controls of the screen's main part smaller than 44 × 44 px, each as
 * "tag “name” width×height"; a checkbox is measured by the label row that holds it.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const main = document.querySelector("main") ?? document.body;
    const controls = main.querySelectorAll<HTMLElement>(
      "button, a[href], input, select, textarea, summary",
    );
    const small: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const target =
        control instanceof HTMLInputElement && control.type === "checkbox"
          ? (control.closest("label") ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const tooSmall =
        target === control ? box.width < least || box.height < least : box.height < least;
      if (!tooSmall) continue;
      const name =
        control.getAttribute("aria-label") ??
        control.textContent?.trim().slice(0, 40) ??
        (control as HTMLInputElement).name;
      small.push(
        `${control.tagName.toLowerCase()} “${name}” ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, minimum);
}

test("every control of Konten is at least 44 × 44 px on a 360 px phone", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page);
  const publishPanel = page.getByRole("region", { name: "Pratinjau & terbitkan" });
  await expect(publishPanel.getByRole("button", { name: "Kembalikan" }).first()).toBeVisible();

  const small: string[] = [];
  const measure = async (where: string) => {
    for (const found of await smallControls(page)) small.push(`${where}: ${found}`);
  };
  for (const section of ["Festival", "Halaman", "Hidangan", "Tentang"]) {
    await page.getByRole("button", { name: section, exact: true }).click();
    const shown = page.locator(".content-section:not([hidden])");
    if (section === "Hidangan") {
      await page.getByLabel("Hidangan yang diubah").selectOption({ index: 1 });
      await expect(shown.getByRole("group", { name: "Berkas gambar" })).toBeVisible();
      await expect(shown.getByRole("button", { name: "Unggah", exact: true })).toBeVisible();
    }
    await shown.locator("summary", { hasText: "Riwayat" }).click();
    await expect(shown.getByRole("listitem").first()).toBeVisible();
    await measure(section);
    // For the eye: the list's buttons and the photo's upload as they stand on a phone.
    const list = shown.locator(".content-list").first();
    if (await list.isVisible()) {
      await list.screenshot({ path: test.info().outputPath(`konten-daftar-${section}-360.png`) });
    }
    if (section === "Hidangan") {
      await shown
        .getByRole("group", { name: "Berkas gambar" })
        .screenshot({ path: test.info().outputPath("konten-foto-360.png") });
    }
  }
  // The build logs of the releases, opened.
  for (const summary of await publishPanel.locator("summary").all()) await summary.click();
  await measure("Terbitan");
  expect(small).toEqual([]);
  await context.close();
});

test("the releases say what each changed and whether the draft differs from the live one", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page);
    const publishPanel = page.getByRole("region", { name: "Pratinjau & terbitkan" });
    await expect(publishPanel.getByText("Draf berbeda dari yang tayang: Festival")).toBeVisible();
    const live = publishPanel.getByRole("listitem").filter({ hasText: "Tayang" }).first();
    await expect(live).toContainText("Mengubah: Festival, Hidangan");

    await page.getByRole("button", { name: "Festival", exact: true }).click();
    const shown = page.locator(".content-section:not([hidden])");
    await shown.locator("summary", { hasText: "Riwayat" }).click();
    const history = shown.locator(".content-revisions");
    await expect(history).toContainText("“Festival Budaya Delapan” → “Festival Budaya 8”");
    await expect(history).not.toContainText("{");
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`konten-riwayat-${viewport.width}.png`) });

    // A dish by its place and its field, not the list's whole value.
    await page.getByRole("button", { name: "Hidangan", exact: true }).click();
    await shown.locator("summary", { hasText: "Riwayat" }).click();
    await expect(shown.locator(".content-revisions")).toContainText(
      "Hidangan 2 › Nama: “Onigiri” → “Onigiri Salmon”",
    );
    await publishPanel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`konten-terbitan-${viewport.width}.png`),
      fullPage: true,
    });
    await context.close();
  }
});
