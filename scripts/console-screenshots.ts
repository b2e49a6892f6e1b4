import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";
import { consolePaths } from "../common/paths";
import { chromiumLaunchOptions } from "./support/chromium";

/**
 * Screenshots of every screen of the committee's console at the two design widths, into
 * screenshots/console/ (ignored by git). Needs a running server with an admin account and a
 * viewer and an editor account (`npm run accounts -- add …`); changes nothing but a dry-run
 * preview (the flagged cluster's dialog is cancelled).
 *   BASE_URL, CONSOLE_ADMIN, CONSOLE_VIEWER, CONSOLE_EDITOR, CONSOLE_PASSWORD
 */
const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const admin = process.env.CONSOLE_ADMIN ?? "ketua";
const viewer = process.env.CONSOLE_VIEWER ?? "tamu";
const editor = process.env.CONSOLE_EDITOR ?? "humas";
const password = process.env.CONSOLE_PASSWORD ?? "";
const outDir = "screenshots/console";
const viewports = [
  { name: "360", width: 360, height: 740 },
  { name: "1440", width: 1440, height: 900 },
];
const screens = [
  ["hasil", consolePaths.home],
  ["suara", consolePaths.votes],
  ["pembatalan", consolePaths.invalidations],
  ["keamanan", consolePaths.defences],
  ["log", consolePaths.audit],
  ["pengaturan", consolePaths.settings],
  ["konten", consolePaths.content],
  ["poster", consolePaths.posters],
  ["festival", consolePaths.editions],
] as const;

async function shoot(page: Page, name: string, viewport: string) {
  const file = `${outDir}/${name}-${viewport}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function signIn(page: Page, username: string) {
  await page.goto(`${baseUrl}${consolePaths.home}`);
  await page.getByLabel("Nama pengguna").fill(username);
  await page.getByLabel("Kata sandi").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.getByRole("button", { name: "Keluar" }).waitFor();
}

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
}

async function shootViewport(browser: Browser, viewport: (typeof viewports)[number]) {
  // An Indonesian browser in Jakarta, as the committee's: date pickers read day/month/year.
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));

  await page.goto(`${baseUrl}${consolePaths.home}`);
  await page.getByLabel("Nama pengguna").fill(admin);
  await page.getByLabel("Kata sandi").fill("bukan-kata-sandinya");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.getByRole("alert").filter({ hasText: /\S/ }).waitFor();
  await shoot(page, "masuk-salah", viewport.name);

  await signIn(page, admin);
  for (const [name, path] of screens) {
    await visit(page, path);
    if (name === "hasil") await page.locator(".console-chart__plot svg").last().waitFor();
    await shoot(page, `${name}-admin`, viewport.name);
  }

  // The states behind a click: the window form, the invalidation preview, the erasure dialog.
  await visit(page, consolePaths.home);
  await page.getByRole("button", { name: "Atur waktu" }).first().click();
  await shoot(page, "hasil-atur-waktu", viewport.name);
  await visit(page, `${consolePaths.votes}?category=domestic&domain=mailinator.com`);
  await page.getByLabel("Alasan").fill("Domain email sekali pakai");
  await page.getByRole("button", { name: "Pratinjau" }).click();
  await page.getByText(/suara akan dibatalkan|Tidak ada suara sah/).waitFor();
  await shoot(page, "suara-pratinjau", viewport.name);
  // The first flagged cluster's confirmation, left without a decision (none when nothing is flagged).
  await visit(page, consolePaths.defences);
  const decide = page.getByRole("button", { name: /^Batalkan / }).first();
  if (await decide.count()) {
    await decide.click();
    await page.getByRole("dialog").waitFor();
    await shoot(page, "keamanan-dialog", viewport.name);
    await page.getByRole("button", { name: "Batal", exact: true }).click();
  }
  await visit(page, consolePaths.settings);
  await page.getByRole("button", { name: "Hapus alamat email" }).click();
  await page.getByRole("dialog").waitFor();
  await shoot(page, "pengaturan-hapus-dialog", viewport.name);
  await page.getByRole("button", { name: "Batal", exact: true }).click();
  await page.getByRole("button", { name: "Keluar" }).click();
  await page.getByLabel("Nama pengguna").waitFor();

  await signIn(page, viewer);
  for (const [name, path] of screens) {
    await visit(page, path);
    await shoot(page, `${name}-viewer`, viewport.name);
  }
  await page.getByRole("button", { name: "Keluar" }).click();
  await page.getByLabel("Nama pengguna").waitFor();

  // An editor: the content alone, each tab of it, and the results screen it may not see.
  await signIn(page, editor);
  await visit(page, consolePaths.home);
  await shoot(page, "hasil-editor", viewport.name);
  await visit(page, consolePaths.content);
  for (const tab of ["Festival", "Halaman", "Hidangan", "Tentang"]) {
    await page.getByRole("button", { name: tab, exact: true }).click();
    await shoot(page, `konten-${tab.toLowerCase()}-editor`, viewport.name);
  }
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const viewport of viewports) await shootViewport(browser, viewport);
await browser.close();
