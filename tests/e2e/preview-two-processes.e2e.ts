import type { Page } from "@playwright/test";
import { type ServerWithAdmin, startServerWithAdmin } from "../../scripts/support/committee-server";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../../scripts/support/server-process";
import { type HttpProxy, startHttpProxy } from "../http-proxy";
import { signInToConsole } from "./committee-server";
import { expect, test } from "./fixtures";
import { editorAccount } from "./konten";

/**
 * The preview as the shipped deploy runs it: two server processes on one DATA_DIR (one SQLite
 * file, one releases folder) behind a round-robin proxy, as deploy/Caddyfile does. The editor
 * asks for a preview through the proxy; the panel and the same cookie then show it on each
 * process alike, and signing out ends it on both. One real build (a minute or more when busy).
 */
test.describe.configure({ mode: "serial" });

const editor = editorAccount("pratinjau");
const buildTimeout = 240_000;
const external = { label: "Tiket", to: "https://tiket.example.com/fb8" };

let first: ServerWithAdmin;
let second: ServerProcess;
let proxy: HttpProxy;

/** A loaded machine can take more than the 20 s a start is given: three tries at most. */
async function started<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Ports the system hands out: a fixed offset may be another test run's on a shared machine.
  first = await started(async () => {
    const port = await freePort();
    return startServerWithAdmin(
      { PORT: String(port), NODE_ENV: "production" },
      { site: true, port, accounts: [editor] },
    );
  });
  second = await started(async () => {
    const port = await freePort();
    return startServerProcess(
      { DATA_DIR: first.dataDir, PORT: String(port), NODE_ENV: "production" },
      { site: true, port },
    );
  });
  proxy = await startHttpProxy([first.server.url, second.url], { keepHost: true });
});

test.afterAll(async () => {
  await proxy?.close();
  await second?.stop();
  await first?.server.stop();
});

const panelOf = (page: Page) => page.getByRole("region", { name: "Pratinjau & terbitkan" });

test("a preview asked for behind the proxy shows on both processes with one cookie, until sign-out", async ({
  browser,
}) => {
  test.setTimeout(buildTimeout + 120_000);
  // The draft: a new hero title and a menu link to another site.
  const draft = await (await first.committee("GET", "/api/panitia/content/draft")).json();
  const pages = structuredClone(draft.content.pages);
  const title = "Pratinjau di dua proses";
  pages.home.hero.title = title;
  pages.navigation.links.push(external);
  const saved = await first.committee("PUT", "/api/panitia/content/draft/pages", {
    baseRevision: draft.revision,
    value: pages,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const { revision } = await saved.json();

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInToConsole(page, `${proxy.url}/panitia/konten`, editor);
  await expect(page.getByRole("heading", { name: "Konten situs", level: 1 })).toBeVisible();

  const panel = panelOf(page);
  await panel.getByRole("button", { name: "Pratinjau", exact: true }).click();
  await expect(panel.getByText(`Pratinjau revisi ${revision} sedang dibuat`)).toBeVisible();
  await expect(
    panel.getByText(`Pratinjau menampilkan revisi ${revision}, draf yang sekarang.`, {
      exact: false,
    }),
  ).toBeVisible({ timeout: buildTimeout });

  // The draft moves on: the preview follows it (live preview), and the panel says so on
  // every poll, on whichever process answers it.
  pages.home.hero.lead = `${pages.home.hero.lead} Diubah lagi.`;
  const later = await first.committee("PUT", "/api/panitia/content/draft/pages", {
    baseRevision: revision,
    value: pages,
  });
  expect(later.status).toBe(200);
  const { revision: draftNow } = await later.json();
  for (let reload = 0; reload < 4; reload += 1) {
    await page.reload();
    await expect(
      panelOf(page).getByText(`Pratinjau menampilkan revisi ${draftNow}, draf yang sekarang.`, {
        exact: false,
      }),
    ).toBeVisible({ timeout: 15_000 });
  }
  await panelOf(page).scrollIntoViewIfNeeded();
  await panelOf(page).screenshot({ path: test.info().outputPath("preview-panel-1440.png") });
  await page.setViewportSize({ width: 360, height: 740 });
  await panelOf(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("preview-panel-360.png") });
  await page.setViewportSize({ width: 1440, height: 900 });

  // "Buka pratinjau": the preview in a new tab, through the proxy, on every reload.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    panelOf(page).getByRole("link", { name: "Buka pratinjau" }).click(),
  ]);
  for (let reload = 0; reload < 4; reload += 1) {
    await preview.goto(`${proxy.url}/`);
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText("Pratinjau draf", { exact: true })).toBeVisible();
  }
  // The same cookie on each process directly (a cookie belongs to the host, not the port).
  for (const url of [first.server.url, second.url]) {
    await preview.goto(`${url}/`);
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }

  // The menu's link to another site says it leaves the site and opens a new tab.
  await preview.goto(`${proxy.url}/`);
  const menu = preview.getByRole("navigation", { name: "Navigasi utama", exact: true });
  const link = menu.getByRole("link", { name: "Tiket (tautan luar)" });
  await expect(link).toHaveAttribute("href", external.to);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await preview
    .locator("header")
    .first()
    .screenshot({ path: test.info().outputPath("menu-external-1440.png") });
  await preview.setViewportSize({ width: 360, height: 740 });
  await preview.getByRole("button", { name: "Buka menu" }).click();
  await expect(preview.getByRole("link", { name: "Tiket (tautan luar)" }).last()).toBeVisible();
  await expect(preview.getByRole("button", { name: "Tutup menu" })).toBeVisible();
  // The menu slides in: the picture is taken once it has arrived.
  await preview.screenshot({
    path: test.info().outputPath("menu-external-360.png"),
    animations: "disabled",
  });

  // Signing out ends the preview on both processes.
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page.getByLabel("Nama pengguna")).toBeVisible();
  for (const url of [first.server.url, second.url, proxy.url]) {
    const response = await context.request.get(`${url}/`);
    expect(await response.text()).not.toContain("Pratinjau draf");
  }
  await context.close();
});
