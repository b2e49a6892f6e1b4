import type { Page } from "@playwright/test";
import { paths } from "../../common/paths";
import type { ServerProcess } from "../../scripts/support/server-process";
import {
  type CapturedMail,
  readCode,
  readLink,
  type SmtpCapture,
  startSmtpServer,
} from "../../scripts/support/smtp-server";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";

/**
 * Confirmation by e-mail, the committee's setting, on a server of its own that mails through
 * a real SMTP server run here: the code typed in the dialog, the e-mail's link, a wrong code
 * and the resend countdown, and the whole journey by keyboard. Phone size, as most voters.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 } });

let smtp: SmtpCapture;
let server: ServerProcess;
let committee: CommitteeServer["committee"];
/**
 * Where the site says it is published: the origin of every link it mails, whatever the
 * request's Host. The test opens the link's path on its own server.
 */
const publicUrl = "https://fb8.example.sch.id";

/** The newest message to `to`; `after` skips the ones to that address already read. */
async function mailTo(to: string, after = 0): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(() => {
      found = smtp.messages.filter((mail) => mail.to === to)[after];
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ server, committee } = await startCommitteeServer(7, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "FB8 <vote@fb8.example.sch.id>",
    PUBLIC_URL: publicUrl,
  }));
  const turnedOn = await committee("PUT", "/api/panitia/defences/settings", {
    confirmationRequired: true,
  });
  expect(turnedOn.status, await turnedOn.text()).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Yuk Nge-Vote" });
const codeField = (page: Page) => dialog(page).getByLabel("Masukkan kode dari email kamu");

async function count(category: string, food: string): Promise<number> {
  const response = await fetch(`${server.url}/api/votes/${category}/${food}`);
  return (await response.json()).votes;
}

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function voteUntilCodeStep(page: Page, path: string, email: string) {
  await open(page, path);
  await expect(page.getByRole("status")).toHaveText(/^\d+ vote$/);
  await page.getByRole("button", { name: "Vote", exact: true }).click();
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByRole("button", { name: "Kirim", exact: true }).click();
  await expect(codeField(page)).toBeFocused();
  await expect(dialog(page)).toContainText(`ke ${email}. Kode berlaku 15 menit.`);
}

test("a vote waits for the code from the e-mail, then thanks and counts", async ({ page }) => {
  const before = await count("domestic", "rendang");
  const email = "kode@example.com";
  await voteUntilCodeStep(page, "/8trepreneur/domestic/rendang", email);
  // Not counted, and not remembered, before the code.
  expect(await count("domestic", "rendang")).toBe(before);
  expect(await page.evaluate(() => localStorage.getItem("8_DMTC"))).toBeNull();
  await expect(codeField(page)).toHaveAttribute("inputmode", "numeric");
  await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
  await expect(
    dialog(page).getByRole("button", { name: /^Kirim ulang \(\d:\d\d\)$/ }),
  ).toBeDisabled();

  await codeField(page).fill(readCode(await mailTo(email)));
  await dialog(page).getByRole("button", { name: "Konfirmasi" }).click();
  await expect(page.getByRole("dialog", { name: /Terima Kasih/ })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(`${before + 1} vote`);
  expect(await count("domestic", "rendang")).toBe(before + 1);
  expect(await page.evaluate(() => localStorage.getItem("8_DMTC"))).toBe("true");
  expect(await page.evaluate(() => localStorage.getItem("8_EM"))).toBe(email);
});

test("the e-mail's link opens a page whose button, not the visit, confirms", async ({ page }) => {
  const before = await count("international", "gimbab");
  const email = "tautan@example.com";
  await voteUntilCodeStep(page, "/8trepreneur/international/gimbab", email);
  const link = new URL(readLink(await mailTo(email)));
  expect(link.origin).toBe(publicUrl);
  expect(link.pathname).toBe(paths.confirmVote);

  const fresh = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 360, height: 740 } });
  if (!fresh) throw new Error("no browser");
  const linkPage = await fresh.newPage();
  const posts: string[] = [];
  linkPage.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await open(linkPage, `${link.pathname}${link.search}`);
  await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText("Konfirmasi Vote");
  const button = linkPage.getByRole("button", { name: "Konfirmasi vote" });
  await expect(button).toBeEnabled();
  // Opening the page (as a mail scanner would) confirmed nothing.
  expect(posts).toEqual([]);
  expect(await count("international", "gimbab")).toBe(before);

  await button.click();
  await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText(/Terima Kasih/);
  await expect(linkPage.getByText("Vote kamu untuk Gimbab")).toBeVisible();
  await expect(linkPage.getByRole("link", { name: "Lihat halaman Gimbab" })).toHaveAttribute(
    "href",
    paths.dish("international", "gimbab"),
  );
  expect(await count("international", "gimbab")).toBe(before + 1);
  await fresh.close();
});

test("a wrong code says how many tries are left; 'Kirim ulang' counts down until allowed", async ({
  page,
}) => {
  const email = "salah@example.com";
  await voteUntilCodeStep(page, "/8trepreneur/domestic/rawon", email);
  const code = readCode(await mailTo(email));
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await codeField(page).fill(wrong);
  await codeField(page).press("Enter");
  await expect(dialog(page).getByRole("alert")).toHaveText(
    /^Kode yang kamu masukkan salah\. Sisa percobaan: \d+\.$/,
  );
  await expect(codeField(page)).toBeFocused();
  await expect(dialog(page).getByRole("button", { name: "Konfirmasi" })).toBeDisabled();
  const resend = dialog(page).getByRole("button", { name: /^Kirim ulang/ });
  await expect(resend).toBeDisabled();
  const first = await resend.textContent();
  expect(first).toMatch(/^Kirim ulang \((0:[0-5]\d|1:00)\)$/);
  // The countdown moves.
  await expect(resend).not.toHaveText(first ?? "");
  await expect(resend).toHaveText(/^Kirim ulang \(\d:\d\d\)$/);
  // Typing again clears the message; the right code still confirms.
  await codeField(page).fill(code);
  await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  await codeField(page).press("Enter");
  await expect(page.getByRole("dialog", { name: /Terima Kasih/ })).toBeVisible();
});

test("the whole confirmation journey by keyboard alone", async ({ page }) => {
  const email = "papan@example.com";
  await open(page, "/8trepreneur/international/onigiri");
  await expect(page.getByRole("status")).toHaveText(/^\d+ vote$/);
  const before = await count("international", "onigiri");
  const vote = page.getByRole("button", { name: "Vote", exact: true });
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    if (await vote.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(vote).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(codeField(page)).toBeFocused();
  await page.keyboard.type(readCode(await mailTo(email)));
  // Tab reaches Konfirmasi; Enter presses it.
  await page.keyboard.press("Tab");
  await expect(dialog(page).getByRole("button", { name: "Konfirmasi" })).toBeFocused();
  await page.keyboard.press("Enter");
  const thanks = page.getByRole("dialog", { name: /Terima Kasih/ });
  await expect(thanks).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(thanks).toBeHidden();
  await expect(page.getByRole("status")).toHaveText(`${before + 1} vote`);
  await expect(page.getByRole("status")).toBeFocused();
});

// Last: it closes a category, which the journeys above vote in.
test("the e-mail's link says so, in Indonesian, once the category has closed", async ({ page }) => {
  const email = "terlambat@example.com";
  await voteUntilCodeStep(page, "/8trepreneur/international/onigiri", email);
  const before = await count("international", "onigiri");
  const link = new URL(readLink(await mailTo(email)));
  const closed = await committee("PUT", "/api/panitia/window/international", {
    opensAt: null,
    closesAt: new Date(Date.now() - 1_000).toISOString(),
  });
  expect(closed.status, await closed.text()).toBe(200);

  await open(page, `${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Konfirmasi vote" }).click();
  await expect(page.getByRole("alert")).toHaveText("Voting sudah ditutup");
  // Nothing to press again: only the way back to the dishes.
  await expect(page.getByRole("button", { name: "Konfirmasi vote" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ke halaman 8trepreneur" })).toBeVisible();
  expect(await count("international", "onigiri")).toBe(before);
});
