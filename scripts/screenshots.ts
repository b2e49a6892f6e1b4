import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions, scrollThroughPage } from "./support/chromium";
import { pagePaths } from "./support/page-samples";

/**
 * Screenshots of every route at the two design widths, into screenshots/ (ignored by git).
 * Needs a running server: `npm start`, then `npm run screenshots` (BASE_URL to change where).
 */
const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const outDir = "screenshots";
const viewports = [
  { name: "360", width: 360, height: 740 },
  { name: "1440", width: 1440, height: 900 },
];
const fullPage = process.argv.includes("--full");

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const viewport of viewports) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const route of pagePaths) {
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    if (fullPage) {
      // Lazy pictures load only when scrolled near; a full-page picture should show them all.
      await scrollThroughPage(page);
      await page.waitForLoadState("networkidle");
    }
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    const file = `${outDir}/${name}-${viewport.name}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  // Screens behind a click: the mobile menu and the vote dialogs. The vote itself is answered
  // here, not by the server, so taking pictures never adds a vote to a real count.
  await page.route("**/api/votes/**", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 201, json: { votes: 13 } })
      : route.fulfill({ status: 200, json: { votes: 12 } }),
  );
  const shoot = async (name: string) => {
    const file = `${outDir}/${name}-${viewport.name}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  };
  if (viewport.width < 768) {
    await page.goto(`${baseUrl}/`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Buka menu" }).click();
    await page.waitForTimeout(400);
    await shoot("state_mobile-menu");
  }
  await page.goto(`${baseUrl}/8trepreneur/domestic/rendang`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.getByRole("button", { name: "Vote", exact: true }).click();
  await page.getByRole("dialog", { name: "Yuk Nge-Vote" }).waitFor();
  await shoot("state_vote-dialog");
  await page.getByLabel("Email").fill("siswa@sekolah");
  await page.getByRole("button", { name: "Kirim" }).click();
  await shoot("state_vote-error");
  await page.getByLabel("Email").fill("siswa@sekolah.sch.id");
  await page.getByRole("button", { name: "Kirim" }).click();
  await page.getByRole("dialog", { name: /Terima Kasih/ }).waitFor();
  await shoot("state_thank-you");
  await page.evaluate(() => localStorage.clear());
  await shootConfirmation(page, shoot);
  await page.goto(`${baseUrl}/guest-star`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: /^Nirwana/ }).click();
  await page.getByRole("dialog", { name: "Nirwana" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot("state_character-dialog");
  await context.close();
}
await browser.close();

/**
 * Confirmation by e-mail, answered here as the server would when the committee turns it on:
 * the dialog's code step (countdown, wrong code, new code sent) and the e-mail link's page.
 */
async function shootConfirmation(page: Page, shoot: (name: string) => Promise<void>) {
  await page.unroute("**/api/votes/**");
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  await page.route("**/api/votes/**", (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() !== "POST") return route.fulfill({ status: 200, json: { votes: 12 } });
    if (path.endsWith("/resend")) {
      return route.fulfill({
        status: 202,
        json: { expiresAt: inSeconds(900), resendAvailableAt: inSeconds(60) },
      });
    }
    if (path.startsWith("/api/votes/confirmations/")) {
      const body = request.postDataJSON() as { code?: string; token?: string };
      if (body.code === "000000" || body.token === "kedaluwarsa") {
        return body.code
          ? route.fulfill({
              status: 400,
              json: {
                error: "confirmation_code_wrong",
                message: "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
                triesLeft: 4,
              },
            })
          : route.fulfill({
              status: 410,
              json: { error: "confirmation_expired", message: "Kode sudah kedaluwarsa." },
            });
      }
      return route.fulfill({
        status: 201,
        json: { votes: 13, category: "domestic", food: "rendang" },
      });
    }
    return route.fulfill({
      status: 202,
      json: {
        pending: true,
        confirmation: { id: "c0ffee", expiresAt: inSeconds(900), resendAvailableAt: inSeconds(42) },
      },
    });
  });
  await page.goto(`${baseUrl}/8trepreneur/domestic/rendang`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Vote", exact: true }).click();
  await page.getByLabel("Email").fill("siswa@sekolah.sch.id");
  await page.getByRole("button", { name: "Kirim", exact: true }).click();
  await page.getByLabel("Masukkan kode dari email kamu").waitFor();
  await shoot("state_code-step");
  await page.getByLabel("Masukkan kode dari email kamu").fill("000000");
  await page.getByRole("button", { name: "Konfirmasi" }).click();
  await page.getByRole("alert").waitFor();
  await shoot("state_code-wrong");
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${baseUrl}/8trepreneur/konfirmasi?t=contoh-token`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Konfirmasi vote" }).waitFor();
  await shoot("state_confirm-link");
  await page.getByRole("button", { name: "Konfirmasi vote" }).click();
  await page.getByRole("heading", { name: /Terima Kasih/ }).waitFor();
  await shoot("state_confirm-link-done");
  await page.goto(`${baseUrl}/8trepreneur/konfirmasi?t=kedaluwarsa`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Konfirmasi vote" }).click();
  await page.getByRole("alert").waitFor();
  await shoot("state_confirm-link-error");
  await page.goto(`${baseUrl}/8trepreneur/konfirmasi`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByText("Tautan konfirmasi ini tidak lengkap", { exact: false }).waitFor();
  await shoot("state_confirm-link-no-token");
  await page.evaluate(() => localStorage.clear());
}
