import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { postVote } from "../../scripts/support/server-process";
import { committeeServerForFile, signInToConsole } from "./committee-server";
import { expect, test } from "./fixtures";

/**
 * The committee's console in Chromium against a real server of its own: the whole journey at
 * both sizes, keyboard only, and axe on every screen. Serial: each journey closes voting and
 * publishes results, which the next one reopens and withdraws.
 */
const committeeServer = committeeServerForFile(6);
const server = () => committeeServer.server;

/** Back to a running vote: both categories open, nothing published. */
async function reset() {
  // Withdrawn first: no window reopens over an announcement.
  await committeeServer.committee("PUT", "/api/panitia/settings", {
    resultsPublished: false,
    reason: "uji berikutnya",
  });
  for (const category of ["domestic", "international"]) {
    await committeeServer.committee("PUT", `/api/panitia/window/${category}`, {
      opensAt: null,
      closesAt: null,
    });
  }
}

async function signIn(page: Page) {
  await signInToConsole(page, `${server().url}/panitia`, committeeServer.account);
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();
}

/** The valid votes of a dish in the live ranking table of its category. */
function validVotes(page: Page, category: "Domestik" | "Internasional", dish: string) {
  return page
    .getByRole("table", { name: `Peringkat ${category}` })
    .getByRole("row")
    .filter({ hasText: dish })
    .getByRole("cell")
    .nth(2);
}

const uniqueEmail = (label: string, domain = "example.com") =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`the committee's whole journey at ${viewport.width} px`, async ({ browser }) => {
    test.slow();
    await reset();
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page);

    // A vote arrives while the committee watches: the ranking follows without a reload.
    const before = Number(await validVotes(page, "Domestik", "Rendang").textContent());
    expect((await postVote(server().url, "domestic", "rendang", uniqueEmail("live"))).status).toBe(
      201,
    );
    await expect(validVotes(page, "Domestik", "Rendang")).toHaveText(String(before + 1), {
      timeout: 15_000,
    });
    await expect(page.getByText(/^Diperbarui pukul \d{2}\.\d{2}\.\d{2} WIB$/)).toBeVisible();

    // Two votes from a throwaway domain, to be invalidated below.
    const domain = `sekali-pakai-${viewport.width}.id`;
    for (const label of ["a", "b"]) {
      expect(
        (await postVote(server().url, "domestic", "rawon", uniqueEmail(label, domain))).status,
      ).toBe(201);
    }

    // Closing the domestic category: a visitor's Vote is disabled with the message.
    const domesticWindow = page.getByRole("region", { name: "Waktu pemungutan Domestik" });
    await domesticWindow.getByRole("button", { name: "Tutup sekarang" }).click();
    await page
      .getByRole("dialog", { name: "Tutup pemungutan Domestik sekarang?" })
      .getByRole("button", { name: "Ya, tutup sekarang" })
      .click();
    await expect(domesticWindow.getByText("Ditutup", { exact: true })).toBeVisible();
    const visitor = await context.newPage();
    await visitor.goto(`${server().url}/8trepreneur/domestic/rendang`);
    await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(visitor.getByRole("button", { name: "Vote", exact: true })).toBeDisabled();
    await expect(visitor.getByText("Voting sudah ditutup", { exact: true })).toBeVisible();

    // Invalidation by domain: a preview, a required reason, and exactly that many changed.
    await page.getByRole("link", { name: "Suara" }).click();
    await page.getByLabel("Domain email").fill(domain);
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page.getByText("2 dari 2 suara yang cocok")).toBeVisible();
    await page.getByLabel("Alasan", { exact: true }).fill("Alamat sekali pakai dari satu skrip");
    await page.getByRole("button", { name: "Pratinjau" }).click();
    await expect(page.getByText("2 suara akan dibatalkan.")).toBeVisible();
    await page.getByRole("button", { name: "Batalkan 2 suara" }).click();
    await expect(page.getByText("2 suara dibatalkan.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Dibatalkan" })).toHaveCount(2);

    // Publishing waits for every category to close: the screen says which is still open.
    await page.getByRole("link", { name: "Pengaturan" }).click();
    await expect(page.getByText(/^Voting Internasional masih dibuka\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Umumkan hasil" })).toBeDisabled();
    await page.getByRole("link", { name: "Hasil", exact: true }).click();
    await page
      .getByRole("region", { name: "Waktu pemungutan Internasional" })
      .getByRole("button", { name: "Tutup sekarang" })
      .click();
    await page
      .getByRole("dialog", { name: "Tutup pemungutan Internasional sekarang?" })
      .getByRole("button", { name: "Ya, tutup sekarang" })
      .click();
    await expect(
      page
        .getByRole("region", { name: "Waktu pemungutan Internasional" })
        .getByText("Ditutup", { exact: true }),
    ).toBeVisible();

    // Publishing: the public results page shows the ranking.
    await page.getByRole("link", { name: "Pengaturan" }).click();
    await page.getByRole("button", { name: "Umumkan hasil" }).click();
    await expect(page.getByText(/^Hasil diumumkan sejak/)).toBeVisible();
    await visitor.goto(`${server().url}/8trepreneur/hasil`);
    await expect(visitor.getByRole("region", { name: "Domestik" })).toContainText("Juara");
    await expect(visitor.getByText("Hasil akan diumumkan setelah voting ditutup")).toHaveCount(0);

    // Exporting the votes: a CSV with a BOM, addresses masked.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Semua suara (CSV)" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFFid,kategori,hidangan")).toBe(true);
    expect(csv).toContain(`a-***@${domain}`);
    expect(csv).not.toMatch(/live-\d/);

    // Signing out ends the session: the console asks to sign in again.
    await page.getByRole("button", { name: "Keluar" }).click();
    await expect(page.getByLabel("Nama pengguna")).toBeVisible();
    await page.goto(`${server().url}/panitia/suara`);
    await expect(page.getByLabel("Nama pengguna")).toBeVisible();
    await context.close();
  });
}

test("the console can be used with the keyboard alone", async ({ page }) => {
  await reset();
  await page.goto(`${server().url}/panitia`);
  await expect(page.getByLabel("Nama pengguna")).toBeVisible();
  // Tab from the top of the page to the name field, the password, and Enter to sign in.
  await page.keyboard.press("Tab");
  for (let step = 0; step < 5; step += 1) {
    if (
      await page.getByLabel("Nama pengguna").evaluate((field) => field === document.activeElement)
    ) {
      break;
    }
    await page.keyboard.press("Tab");
  }
  await expect(page.getByLabel("Nama pengguna")).toBeFocused();
  await page.keyboard.type(committeeServer.account.username);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Kata sandi")).toBeFocused();
  await page.keyboard.type(committeeServer.account.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();

  // Every screen is reached by tabbing to its link and pressing Enter.
  for (const [link, heading] of [
    ["Suara", "Suara"],
    ["Pembatalan", "Pembatalan"],
    ["Log", "Log audit"],
    ["Pengaturan", "Pengaturan"],
    ["Hasil", "Hasil sementara"],
  ] as const) {
    const target = page.getByRole("link", { name: link, exact: true });
    for (let step = 0; step < 40; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }

  // An action too: closing the international category with Tab and Enter.
  const close = page
    .getByRole("region", { name: "Waktu pemungutan Internasional" })
    .getByRole("button", { name: "Tutup sekarang" });
  for (let step = 0; step < 80; step += 1) {
    if (await close.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  // The question has the harmless Batal focused; the yes is one Shift+Tab before it.
  const ask = page.getByRole("dialog", { name: "Tutup pemungutan Internasional sekarang?" });
  await expect(ask.getByRole("button", { name: "Batal" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(ask.getByRole("button", { name: "Ya, tutup sekarang" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("region", { name: "Waktu pemungutan Internasional" }).getByText("Ditutup", {
      exact: true,
    }),
  ).toBeVisible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`axe finds no violations on any console screen at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.slow();
    await reset();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
        screen,
      ).toEqual([]);
    };
    await page.goto(`${server().url}/panitia`);
    await expect(page.getByLabel("Nama pengguna")).toBeVisible();
    await check("sign-in");
    await signIn(page);
    await check("results");
    for (const [link, heading] of [
      ["Suara", "Suara"],
      ["Pembatalan", "Pembatalan"],
      ["Log", "Log audit"],
      ["Pengaturan", "Pengaturan"],
      ["Festival", "Festival"],
    ] as const) {
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await check(link);
    }
    await context.close();
  });
}
