import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { postVote, type ServerProcess } from "../../scripts/support/server-process";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./support";

/**
 * Next year's festival in Chromium against a real server: a vote in this festival, the
 * results announced, the next festival opened from the console's Festival screen, Konten
 * listing last year's texts, and last year's voter voting again from the same browser; the
 * announced results of last year unchanged. Serial: each viewport opens the next festival
 * after the one the other opened.
 */
test.describe.configure({ mode: "serial" });

let committeeServer: CommitteeServer;
let server: ServerProcess;

test.beforeAll(async () => {
  committeeServer = await startCommitteeServer(16);
  server = committeeServer.server;
});

test.afterAll(async () => {
  await server?.stop();
});

async function committee(method: string, path: string, body?: unknown) {
  const response = await committeeServer.committee(method, path, body);
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/panitia`);
  await page.getByLabel("Nama pengguna").fill(committeeServer.account.username);
  await page.getByLabel("Kata sandi").fill(committeeServer.account.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();
}

const voteButton = (page: Page) => page.getByRole("button", { name: "Vote", exact: true });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`the next festival at ${viewport.width} px: a fresh vote, last year's results kept`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const email = `pemilih-${viewport.width}-${Date.now()}@example.com`;
    const { editions } = await committee("GET", "/api/panitia/editions");
    const current = editions[0];

    // This year's vote, from the visitor's own browser.
    for (const category of ["domestic", "international"]) {
      await committee("PUT", `/api/panitia/window/${category}`, { opensAt: null, closesAt: null });
    }
    await page.goto(`${server.url}/8trepreneur/domestic/rendang`);
    await waitForHydration(page);
    await voteButton(page).click();
    await page.getByRole("dialog", { name: "Yuk Nge-Vote" }).getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(
      page.getByRole("dialog", { name: "Terima Kasih Vote Kamu Sudah Masuk!" }),
    ).toBeVisible();
    expect((await postVote(server.url, "domestic", "rawon", `lain-${email}`)).status).toBe(201);
    for (const category of ["domestic", "international"]) {
      await committee("PUT", `/api/panitia/window/${category}`, {
        opensAt: null,
        closesAt: new Date().toISOString(),
      });
    }
    await committee("PUT", "/api/panitia/settings", { resultsPublished: true });
    const announced = await (await fetch(`${server.url}/api/results`)).json();

    // The next festival, opened in the console.
    await signIn(page);
    await page.getByRole("link", { name: "Festival", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Festival", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Tahun")).toHaveValue(String(current.year + 1));
    const nextName = current.name.replace(/\d+$/, (n: string) => String(Number(n) + 1));
    await expect(page.getByLabel("Nama festival")).toHaveValue(nextName);
    await page.getByLabel("Alasan (masuk log)").fill("Panitia baru memulai festival berikutnya.");
    await page.getByRole("button", { name: "Buka festival berikutnya" }).click();
    const confirm = page.getByRole("dialog", {
      name: `Buka ${nextName} (${current.year + 1})?`,
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Ya, buka festival baru" }).click();
    await expect(page.getByText(`${nextName} (${current.year + 1}) sudah dibuka.`)).toBeVisible();
    const archive = page.getByRole("region", { name: `${current.name} (${current.year})` });
    await expect(archive.getByText("Masih tersimpan")).toBeVisible();
    await expect(archive.getByRole("link", { name: "Suara (CSV)" })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Konten lists the texts that still name last year's festival, each a link to its field.
    await page.getByRole("link", { name: "Konten", exact: true }).click();
    const oldTexts = page.getByRole("region", {
      name: `Teks yang masih menyebut ${current.name} (${current.year})`,
    });
    await expect(oldTexts).toBeVisible();
    await expect(oldTexts.getByRole("listitem").first()).toBeVisible();

    // Last year's voter votes again, from the same browser, once the window is set.
    await page.goto(`${server.url}/8trepreneur/domestic/rendang`);
    await waitForHydration(page);
    await expect(voteButton(page)).toBeDisabled();
    await expect(page.getByText("Voting belum dibuka")).toBeVisible();
    await committee("PUT", "/api/panitia/window/domestic", { opensAt: null, closesAt: null });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText("0 vote");
    await voteButton(page).click();
    await expect(
      page.getByRole("dialog", { name: "Terima Kasih Vote Kamu Sudah Masuk!" }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("1 vote");

    const kept = await fetch(`${server.url}/api/results/${current.year}`);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual(announced);
    await context.close();
  });
}
