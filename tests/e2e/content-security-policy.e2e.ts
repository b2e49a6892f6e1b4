import { createHash } from "node:crypto";
import type { BrowserContext, Page, Response } from "@playwright/test";
import { consolePaths, paths } from "../../common/paths";
import { sitePagePaths } from "../../content/site-pages";
import { solvedPayload } from "../../scripts/support/proof-of-work";
import type { ServerProcess } from "../../scripts/support/server-process";
import {
  readCode,
  readLink,
  type SmtpCapture,
  startSmtpServer,
} from "../../scripts/support/smtp-server";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import { brokenImages, waitForHydration, watchForProblems } from "./support";

/**
 * The site under its Content-Security-Policy, in Chromium: every prerendered page, the
 * not-found answer, every console screen and the dialogs of a vote, its confirmation and a
 * character, each with no `securitypolicyviolation` and no console error, hydrated, and with
 * every picture loaded. A page whose inline script is missing from its policy shows up here
 * twice: as a violation and as Chromium's "Refused to execute inline script" error.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Listens before any of the page's own code runs; an init script is not subject to the CSP. */
async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

/** The sources of one directive of a policy header. */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

/**
 * The page's header allows its inline scripts by hash and never wholesale: every inline
 * script the browser ran is in `script-src`, `'unsafe-inline'` is not.
 */
async function expectScriptsAllowedByHash(page: Page, response: Response | null) {
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  const scriptSources = sourcesOf(policy, "script-src");
  expect(scriptSources, policy).not.toContain("'unsafe-inline'");
  expect(sourcesOf(policy, "style-src-elem")).not.toContain("'unsafe-inline'");
  expect(sourcesOf(policy, "font-src")).toEqual(["'self'"]);
  expect(sourcesOf(policy, "style-src")).toEqual(["'self'"]);
  // The document as served, read by the browser's own parser: hydration may have taken the
  // scripts out of the live document by now.
  const inline = await page.evaluate(
    (html) => {
      const served = new DOMParser().parseFromString(html, "text/html");
      return Array.from(served.scripts)
        .filter((script) => !script.src)
        .map((script) => script.textContent ?? "");
    },
    (await response?.text()) ?? "",
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) {
    const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptSources, text.slice(0, 80)).toContain(hash);
  }
}

test.describe("every page", () => {
  test.beforeEach(async ({ context }) => recordViolations(context));

  // Both are answered with the not-found page and status 404.
  const unknownPath = "/tidak-ada-halaman-ini";
  const notFound = [paths.notFound, unknownPath];
  for (const path of [...sitePagePaths(), unknownPath]) {
    test(`${path} runs under its own policy: hydrated, every picture, no violation`, async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL ?? "", (url) =>
        notFound.some((path) => url.endsWith(path)) ? [404] : [],
      );
      const response = await page.goto(path);
      // Soft, so that a page refused one of its scripts reports every consequence at once.
      await expect.soft(page.locator("html"), "hydrated").toHaveAttribute("data-hydrated", "true");
      expect.soft(await brokenImages(page), "pictures that did not load").toEqual([]);
      expect.soft(await violations(page), "policy violations").toEqual([]);
      expect.soft(problems, "console errors and failed requests").toEqual([]);
      await expectScriptsAllowedByHash(page, response);
    });
  }

  test("hydrated pages navigate in place, and the next page's own code runs", async ({
    page,
    visit,
    baseURL,
  }) => {
    const problems = watchForProblems(page, baseURL ?? "");
    await visit(paths.entrepreneur);
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = "yes";
    });
    await page
      .getByRole("link", { name: /Domestik/ })
      .first()
      .click();
    await expect(page).toHaveURL(paths.picker("domestic"));
    await page
      .getByRole("link", { name: /Rendang/ })
      .first()
      .click();
    await expect(page).toHaveURL(paths.dish("domestic", "rendang"));
    // The count is fetched by the dish page's code: it ran, in the same document.
    await expect(page.getByRole("status")).toHaveText(/^\d+ vote$/);
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the character dialog opens and shows its pictures", async ({ page, visit, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? "");
    await visit(paths.guestStar);
    await page.getByRole("button", { name: /^Arya/ }).click();
    const dialog = page.getByRole("dialog", { name: "Arya" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Gambar berikutnya" }).click();
    await expect(dialog.getByRole("img")).toHaveAccessibleName("Arya, gambar 2 dari 3");
    expect(await brokenImages(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/**
 * A server of its own with the proof of work on (its solver runs in a Web Worker) and
 * confirmation by e-mail, through an SMTP server run here; its committee's console is driven
 * as admin.
 */
test.describe("the vote, its confirmation and the console", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpCapture;
  let committeeServer: CommitteeServer;
  let server: ServerProcess;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    const portOffset = 20;
    committeeServer = await startCommitteeServer(portOffset, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "FB8 <vote@fb8.example.sch.id>",
      // Mail needs an https PUBLIC_URL; the test opens the mailed link's path on this server.
      PUBLIC_URL: "https://fb8.example.sch.id",
      VOTE_PROOF_OF_WORK: "on",
    });
    server = committeeServer.server;
    // A counted vote before confirmation is turned on, so the console's chart has a bar.
    const counted = await fetch(`${server.url}/api/votes/domestic/rawon`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "grafik@example.com",
        altcha: await solvedPayload(server.url),
      }),
    });
    expect(counted.status, await counted.text()).toBe(201);
    const turnedOn = await committeeServer.committee("PUT", "/api/panitia/defences/settings", {
      confirmationRequired: true,
    });
    expect(turnedOn.status, await turnedOn.text()).toBe(200);
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test.beforeEach(async ({ context }) => recordViolations(context));

  const mailTo = async (to: string) => {
    await expect.poll(() => smtp.messages.some((mail) => mail.to === to)).toBe(true);
    const mail = smtp.messages.find((message) => message.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };

  /** Opens a dish, votes with `email` and waits for the code step; returns the dialog. */
  async function voteUntilCode(page: Page, path: string, email: string) {
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(/^\d+ vote$/);
    await page.getByRole("button", { name: "Vote", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Yuk Nge-Vote" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Kirim", exact: true }).click();
    // The proof of work is solved in a Web Worker first.
    await expect(dialog.getByLabel("Masukkan kode dari email kamu")).toBeFocused({
      timeout: 15_000,
    });
    return dialog;
  }

  test("the vote dialog, the code step, the thanks, and the mailed link's page", async ({
    page,
    browser,
  }) => {
    const problems = watchForProblems(page, server.url);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const byCode = `csp-kode-${Date.now()}@example.com`;
    const dialog = await voteUntilCode(page, paths.dish("international", "gimbab"), byCode);
    await dialog.getByLabel("Masukkan kode dari email kamu").fill(readCode(await mailTo(byCode)));
    await dialog.getByRole("button", { name: "Konfirmasi" }).click();
    const thanks = page.getByRole("dialog", { name: /Terima Kasih/ });
    await expect(thanks).toBeVisible();
    await thanks.getByRole("button", { name: "Tutup" }).first().click();
    await expect(thanks).toBeHidden();
    // The proof of work was solved in Web Workers, which the policy let start.
    expect(workers.length).toBeGreaterThan(0);

    // Another voter, confirmed by the mail's link opened afresh: the confirmation page.
    const voter = await browser.newContext();
    await recordViolations(voter);
    const voterPage = await voter.newPage();
    const voterProblems = watchForProblems(voterPage, server.url);
    const byLink = `csp-tautan-${Date.now()}@example.com`;
    await voteUntilCode(voterPage, paths.dish("domestic", "rendang"), byLink);
    const fresh = await browser.newContext();
    await recordViolations(fresh);
    const linkPage = await fresh.newPage();
    const linkProblems = watchForProblems(linkPage, server.url);
    const link = new URL(readLink(await mailTo(byLink)));
    const response = await linkPage.goto(`${server.url}${link.pathname}${link.search}`);
    await waitForHydration(linkPage);
    await expectScriptsAllowedByHash(linkPage, response);
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText("Konfirmasi Vote");
    await linkPage.getByRole("button", { name: "Konfirmasi vote" }).click();
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText(/Terima Kasih/);
    expect(await violations(linkPage)).toEqual([]);
    expect(linkProblems).toEqual([]);
    await fresh.close();
    expect(await violations(voterPage)).toEqual([]);
    expect(voterProblems).toEqual([]);
    await voter.close();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("every console screen, loaded directly and reached from the menu", async ({ page }) => {
    test.slow();
    // Signed out, the console asks the server who is signed in and hears 401.
    const problems = watchForProblems(page, server.url, (url) =>
      url.endsWith("/api/panitia/session") ? [401] : [],
    );
    const response = await page.goto(`${server.url}${consolePaths.home}`);
    await expectScriptsAllowedByHash(page, response);
    await page.getByLabel("Nama pengguna").fill(committeeServer.account.username);
    await page.getByLabel("Kata sandi").fill(committeeServer.account.password);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();

    const screens = [
      [consolePaths.home, "Hasil", "Hasil sementara"],
      [consolePaths.votes, "Suara", "Suara"],
      [consolePaths.invalidations, "Pembatalan", "Pembatalan"],
      [consolePaths.defences, "Keamanan vote", "Keamanan vote"],
      [consolePaths.audit, "Log", "Log audit"],
      [consolePaths.settings, "Pengaturan", "Pengaturan"],
      [consolePaths.editions, "Festival", "Festival"],
    ] as const;
    const heading = (name: string) => page.getByRole("heading", { name, exact: true, level: 1 });
    await expect(heading("Hasil sementara")).toBeVisible();
    // The chart of votes per hour is drawn by Observable Plot, which brings style blocks.
    await expect(page.locator(".console-chart__plot svg").first()).toBeVisible();
    for (const [, link, title] of screens) {
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect(heading(title)).toBeVisible();
    }
    expect(await violations(page)).toEqual([]);
    for (const [path, , title] of screens) {
      await page.goto(`${server.url}${path}`);
      await expect(heading(title)).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // An invalidation's preview, the console's own dialog-like step.
    await page.goto(`${server.url}${consolePaths.votes}`);
    await page.getByLabel("Domain email").fill("example.com");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await page.getByLabel("Alasan", { exact: true }).fill("Uji kebijakan keamanan konten");
    await page.getByRole("button", { name: "Pratinjau" }).click();
    await expect(page.getByText(/suara akan dibatalkan\./)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
