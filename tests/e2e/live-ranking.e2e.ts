import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { paths } from "../../common/paths";
import { publicUrl } from "../../common/public-url";
import {
  postVote,
  type ServerProcess,
  startServerProcess,
} from "../../scripts/support/server-process";
import { startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import { horizontalOverflow, waitForHydration, watchForProblems } from "./support";

/**
 * The live ranking on the hall's projector, against a server of its own: the tests vote
 * through the API, change the committee's settings and restart the server, none of which the
 * shared server's other tests may see. Serial: the board is global.
 */
test.describe.configure({ mode: "serial" });

const portOffset = 13;
const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
// A small domain's second vote within the window is flagged (VOTE_FLAG_DOMAIN_MAX=1).
const serverEnv = { VOTE_FLAG_DOMAIN_MAX: "1" };

let server: ServerProcess;
let dataDir: string;
let committee: (method: string, path: string, body?: unknown) => Promise<Response>;

test.beforeAll(async () => {
  ({ server, committee, dataDir } = await startCommitteeServer(portOffset, serverEnv));
});

test.afterAll(async () => {
  await server?.stop();
});

const projector = { width: 1920, height: 1080 };
const phone = { width: 360, height: 740 };

let voter = 0;
/** A valid vote through the API, from an address nobody used (a large provider: never flagged). */
async function vote(category: string, food: string) {
  voter += 1;
  const response = await postVote(server.url, category, food, `penonton.${voter}@gmail.com`);
  expect(response.status).toBe(201);
}

async function openBoard(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchForProblems(page, server.url);
  await page.goto(`${server.url}${paths.live}`);
  await waitForHydration(page);
  await expect(status(page)).toHaveText(/^Diperbarui \d{2}\.\d{2}\.\d{2} WIB$/);
  return { page, problems, close: () => context.close() };
}

const status = (page: Page) => page.locator(".live__status");
const category = (page: Page, name: "Domestik" | "Internasional") =>
  page.getByRole("region", { name });
const rows = (section: Locator) => section.getByRole("listitem");
const row = (section: Locator, dish: string) => rows(section).filter({ hasText: dish });

for (const viewport of [projector, phone]) {
  test(`at ${viewport.width} px the board moves when a vote is counted, and never for a flagged one`, async ({
    browser,
  }) => {
    const board = await openBoard(browser, viewport);
    const domestic = category(board.page, "Domestik");
    await expect(rows(domestic)).toHaveCount(10);
    const before = Number(
      (await row(domestic, "Sate Lilit").locator(".live-row__count").textContent())?.split(" ")[0],
    );

    // Enough votes to lead the category, whatever earlier tests left.
    const lead = (await rows(domestic).first().locator(".live-row__count").textContent()) ?? "0";
    const needed = Number(lead.split(" ")[0]) - before + 1;
    for (let index = 0; index < needed; index += 1) await vote("domestic", "sate-lilit");
    await expect(rows(domestic).first()).toContainText("Sate Lilit", { timeout: 3_000 });
    await expect(rows(domestic).first()).toContainText(`${before + needed} vote`);
    await expect(rows(domestic).first()).toHaveClass(/live-row--leader/);
    await expect(rows(domestic).first()).toContainText("Teratas");

    // A flagged vote is stored, and the board does not move for it; a valid one after it does.
    const flaggedDomain = `kelas-${viewport.width}.sch.id`;
    const first = await postVote(server.url, "domestic", "rawon", `satu@${flaggedDomain}`);
    const second = await postVote(server.url, "domestic", "rawon", `dua@${flaggedDomain}`);
    expect([first.status, second.status]).toEqual([201, 201]);
    const tempe = await row(domestic, "Tempe Mendoan").locator(".live-row__count").textContent();
    await vote("domestic", "tempe-mendoan");
    await expect(row(domestic, "Tempe Mendoan")).toContainText(
      `${Number(tempe?.split(" ")[0]) + 1} vote`,
    );
    const rawon = await committee("GET", "/api/panitia/results");
    const rawonCounts = ((await rawon.json()) as ResultsShape).categories
      .find((entry) => entry.category === "domestic")
      ?.dishes.find((dish) => dish.food === "rawon");
    expect(rawonCounts?.flagged).toBeGreaterThanOrEqual(1);
    await expect(row(domestic, "Rawon")).toContainText(`${rawonCounts?.votes} vote`);

    expect(await horizontalOverflow(board.page), "horizontal overflow in px").toBeLessThanOrEqual(
      0,
    );
    const axe = await new AxeBuilder({ page: board.page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    if (viewport === projector) {
      // The whole board fits the projector: nothing below the fold.
      const height = await board.page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(projector.height);
      await expect(
        board.page.getByRole("img", { name: "Kode QR menuju halaman 8trepreneur" }),
      ).toBeVisible();
    } else {
      await expect(
        board.page.getByRole("link", { name: "Ikut vote di 8trepreneur" }),
      ).toBeVisible();
    }
    expect(board.problems).toEqual([]);
    await board.close();
  });
}

type ResultsShape = {
  categories: { category: string; dishes: { food: string; votes: number; flagged: number }[] }[];
};

test("the 8trepreneur page leads to the live ranking, and its logo leads home", async ({
  page,
  visit,
}) => {
  await visit(paths.entrepreneur);
  await page.getByRole("link", { name: "Lihat peringkat langsung" }).click();
  await expect(page).toHaveURL(/\/8trepreneur\/langsung$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Peringkat Langsung 8trepreneur" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Beranda FB8" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the QR code in the corner opens the 8trepreneur page at the public address", async ({
  browser,
}) => {
  const board = await openBoard(browser, projector);
  const image = board.page.getByRole("img", { name: "Kode QR menuju halaman 8trepreneur" });
  await expect(image).toBeVisible();
  // The picture as the projector draws it, read back pixel by pixel and decoded.
  const pixels = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(element, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
  expect(decoded?.data).toBe(`${publicUrl()}${paths.entrepreneur}`);
  await board.close();
});

test("rows slide to their new place, and stay still under prefers-reduced-motion", async ({
  browser,
}) => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const context = await browser.newContext({ viewport: projector, reducedMotion });
    const page = await context.newPage();
    await page.goto(`${server.url}${paths.live}`);
    await waitForHydration(page);
    const international = category(page, "Internasional");
    await expect(rows(international)).toHaveCount(9);
    const lead =
      (await rows(international).first().locator(".live-row__count").textContent()) ?? "";
    const last = rows(international).last();
    const dish = (await last.locator(".live-row__name").textContent()) ?? "";
    const slug = (await last.getAttribute("data-key")) ?? "";
    const needed = Number(lead.split(" ")[0]) + 1;
    // The animations are counted from the moment the new order is drawn.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { slidRows: seen });
      new MutationObserver(() => {
        for (const animation of document.getAnimations()) {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          if (target?.classList.contains("live-row")) seen.push(target.textContent ?? "");
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    for (let index = 0; index < needed; index += 1) await vote("international", slug);
    await expect(rows(international).first()).toContainText(dish, { timeout: 3_000 });
    const slid = await page.evaluate(
      () => (window as unknown as { slidRows: string[] }).slidRows.length,
    );
    if (reducedMotion === "reduce") expect(slid).toBe(0);
    else expect(slid).toBeGreaterThan(0);
    await context.close();
  }
});

test("hidden counts, then closed voting, then the published winners", async ({ browser }) => {
  const board = await openBoard(browser, projector);
  const domestic = category(board.page, "Domestik");

  expect((await committee("PUT", "/api/panitia/settings", { hideLiveCount: true })).ok).toBe(true);
  await expect(
    board.page.getByText("Jumlah vote sedang disembunyikan panitia.", { exact: false }),
  ).toBeVisible({ timeout: 3_000 });
  await expect(domestic.locator(".live-row__count")).toHaveCount(0);
  await expect(domestic.locator(".live-row__rank")).toHaveCount(0);
  // The catalogue's order, not the race: Soto Betawi is the catalogue's first domestic dish.
  await expect(rows(domestic).first()).toContainText("Soto Betawi");
  await expect(board.page.getByText("Teratas")).toHaveCount(0);

  const past = new Date(Date.now() - 60_000).toISOString();
  for (const name of ["domestic", "international"]) {
    const closed = await committee("PUT", `/api/panitia/window/${name}`, {
      opensAt: null,
      closesAt: past,
    });
    expect(closed.ok).toBe(true);
  }
  await expect(domestic.getByText("Voting ditutup", { exact: true })).toBeVisible({
    timeout: 3_000,
  });
  await expect(board.page.getByText("Voting sudah ditutup.", { exact: false })).toBeVisible();

  expect(
    (
      await committee("PUT", "/api/panitia/settings", {
        resultsPublished: true,
        hideLiveCount: false,
      })
    ).ok,
  ).toBe(true);
  await expect(board.page.getByText("Hasil resmi sudah diumumkan!")).toBeVisible({
    timeout: 3_000,
  });
  const winners = board.page.locator(".ranking__item--winner");
  await expect(winners.first()).toContainText("Juara");
  await expect(board.page.getByRole("heading", { level: 2, name: "Domestik" })).toBeVisible();
  await board.close();
  // Open again for the test after this one.
  expect((await committee("PUT", "/api/panitia/settings", { resultsPublished: false })).ok).toBe(
    true,
  );
  for (const name of ["domestic", "international"]) {
    const opened = await committee("PUT", `/api/panitia/window/${name}`, {
      opensAt: null,
      closesAt: null,
    });
    expect(opened.ok).toBe(true);
  }
});

// Last: the committee's session does not survive the restart.
test("after the server restarts the board says it is disconnected, then comes back by itself", async ({
  browser,
}) => {
  const board = await openBoard(browser, projector);
  await server.stop();
  await expect(status(board.page)).toContainText("Koneksi terputus. Menyambung ulang otomatis…");
  server = await startServerProcess(
    { PORT: String(port), NODE_ENV: "production", DATA_DIR: dataDir, ...serverEnv },
    { site: true, port },
  );
  const domestic = category(board.page, "Domestik");
  const before = await row(domestic, "Bika Ambon").locator(".live-row__count").textContent();
  await vote("domestic", "bika-ambon");
  await expect(status(board.page)).toHaveText(/^Diperbarui /, { timeout: 15_000 });
  await expect(row(domestic, "Bika Ambon")).toContainText(
    `${Number(before?.split(" ")[0]) + 1} vote`,
    { timeout: 5_000 },
  );
  await board.close();
});
