import type { Page } from "@playwright/test";
import { postVote, type ServerProcess } from "../../scripts/support/server-process";
import { startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";

/**
 * What visitors see once the committee acts: a closed or not yet open window, hidden counts,
 * published results. The committee's settings are global, so these run in order on a server of
 * their own, never on the shared one the other browser tests vote on.
 */
test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let committee: (method: string, path: string, body: unknown) => Promise<Response>;

test.beforeAll(async () => {
  ({ server, committee } = await startCommitteeServer(5));
});

test.afterAll(async () => {
  await server?.stop();
});

const setWindow = async (category: string, opensAt: string | null, closesAt: string | null) =>
  expect(
    (await committee("PUT", `/api/panitia/window/${category}`, { opensAt, closesAt })).ok,
  ).toBe(true);
const setSettings = async (settings: { resultsPublished?: boolean; hideLiveCount?: boolean }) =>
  expect((await committee("PUT", "/api/panitia/settings", settings)).ok).toBe(true);

const voteButton = (page: Page) => page.getByRole("button", { name: "Vote", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Yuk Nge-Vote" });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("before voting opens the Vote button is disabled and the page says when it opens", async ({
  page,
}) => {
  await setWindow("international", "2030-11-24T01:00:00.000Z", null);
  await open(page, "/8trepreneur/international/onigiri");
  await expect(page.getByText("Voting belum dibuka", { exact: true })).toBeVisible();
  await expect(page.getByText("Voting dibuka 24 November 2030 pukul 08.00 WIB")).toBeVisible();
  await expect(voteButton(page)).toBeDisabled();
  await setWindow("international", null, null);
});

test("a vote sent after voting closed is refused in the dialog, then the page shows closed", async ({
  page,
}) => {
  await open(page, "/8trepreneur/domestic/rendang");
  await expect(page.getByRole("status")).toHaveText(/^\d+ vote$/);
  await expect(voteButton(page)).toBeEnabled();
  // The committee closes voting while the visitor reads the page.
  await setWindow("domestic", null, inMinutes(-1));
  await voteButton(page).click();
  await dialog(page).getByLabel("Email").fill("terlambat@example.com");
  await dialog(page).getByRole("button", { name: "Kirim" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("Voting sudah ditutup");
  await dialog(page).getByRole("button", { name: "Tutup" }).first().click();
  await expect(voteButton(page)).toBeDisabled();
  await expect(page.getByText("Voting sudah ditutup", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("8_DMTC"))).toBeNull();

  await open(page, "/8trepreneur/domestic/rawon");
  await expect(voteButton(page)).toBeDisabled();
  await expect(page.getByText("Voting sudah ditutup", { exact: true })).toBeVisible();
  await setWindow("domestic", null, null);
});

test("while counts are hidden the dish page shows no number, and a vote still counts", async ({
  page,
}) => {
  await setSettings({ hideLiveCount: true });
  await open(page, "/8trepreneur/international/samosa");
  await expect(page.getByRole("status")).toHaveText(
    "Jumlah vote tidak ditampilkan untuk sementara.",
  );
  await voteButton(page).click();
  await dialog(page).getByLabel("Email").fill("tersembunyi@example.com");
  await dialog(page).getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByRole("dialog", { name: /Terima Kasih/ })).toBeVisible();
  await expect(page.getByRole("status")).not.toHaveText(/\d/);
  await setSettings({ hideLiveCount: false });
  await open(page, "/8trepreneur/international/samosa");
  await expect(page.getByRole("status")).toHaveText("1 vote");
});

test("published results rank each category, the winner marked 'Juara' and linked", async ({
  page,
}) => {
  for (const email of ["a@example.com", "b@example.com"]) {
    expect((await postVote(server.url, "domestic", "rendang", email)).status).toBe(201);
  }
  expect((await postVote(server.url, "domestic", "rawon", "c@example.com")).status).toBe(201);
  // Results are announced once no category takes votes.
  await setWindow("domestic", null, inMinutes(-1));
  await setWindow("international", null, inMinutes(-1));
  await setSettings({ resultsPublished: true });
  await open(page, "/8trepreneur/hasil");
  const domestic = page.getByRole("region", { name: "Domestik" });
  const rows = domestic.getByRole("listitem");
  await expect(rows.first()).toContainText("Juara");
  await expect(rows.first()).toContainText("Rendang");
  await expect(rows.first()).toContainText("2 vote");
  await expect(rows.nth(1)).toContainText("Rawon");
  await expect(rows.nth(1)).not.toContainText("Juara");
  await expect(page.getByRole("region", { name: "Internasional" })).toContainText("Samosa");
  await domestic.getByRole("link", { name: "Rendang" }).click();
  await expect(page).toHaveURL(/\/8trepreneur\/domestic\/rendang$/);
});
