import { mkdirSync } from "node:fs";
import { join } from "node:path";
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

/** Both categories closed a minute ago. */
async function closeVoting() {
  const past = new Date(Date.now() - 60_000).toISOString();
  for (const name of ["domestic", "international"]) {
    const closed = await committee("PUT", `/api/panitia/window/${name}`, {
      opensAt: null,
      closesAt: past,
    });
    expect(closed.ok).toBe(true);
  }
}

/** Results withdrawn and both categories open again, for the test after this one. */
async function reopenVoting() {
  const withdrawn = await committee("PUT", "/api/panitia/settings", {
    resultsPublished: false,
    reason: "uji berikutnya",
  });
  expect(withdrawn.ok).toBe(true);
  for (const name of ["domestic", "international"]) {
    const opened = await committee("PUT", `/api/panitia/window/${name}`, {
      opensAt: null,
      closesAt: null,
    });
    expect(opened.ok).toBe(true);
  }
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
      // Read from the back of the hall: names and counts at least 3.5 % of the height.
      for (const part of [".live-row__name", ".live-row__count"]) {
        const size = await rows(domestic)
          .first()
          .locator(part)
          .evaluate((element) => {
            return Number.parseFloat(getComputedStyle(element).fontSize);
          });
        expect(size, `${part} font size in px`).toBeGreaterThanOrEqual(0.035 * projector.height);
      }
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

  await closeVoting();
  await expect(domestic.getByText("Voting ditutup", { exact: true })).toBeVisible({
    timeout: 3_000,
  });
  await expect(board.page.getByText("Voting sudah ditutup.", { exact: false })).toBeVisible();
  // Nobody can vote any more: no code to scan.
  await expect(board.page.getByText("Scan untuk vote")).toHaveCount(0);

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
  // Nobody clicks a projector: the names are words, and the winner's is the largest.
  await expect(board.page.locator(".live__published a")).toHaveCount(0);
  const sizes = await board.page.locator(".live__published .ranking__name").evaluateAll((names) =>
    names.map((name) => ({
      winner: name.closest(".ranking__item--winner") !== null,
      size: Number.parseFloat(getComputedStyle(name).fontSize),
    })),
  );
  const largestOther = Math.max(...sizes.filter((name) => !name.winner).map((name) => name.size));
  for (const name of sizes.filter((entry) => entry.winner)) {
    expect(name.size).toBeGreaterThan(largestOther);
  }
  await expect(board.page.getByRole("heading", { level: 2, name: "Domestik" })).toBeVisible();
  await board.close();
  await reopenVoting();
});

const screens = process.env.LIVE_SCREENS_DIR;
const screenSizes = [
  projector,
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** Where the board spills: the document's overflow, and any row or name outside its place. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollHeight > window.innerHeight) problems.push(`height ${root.scrollHeight}`);
    if (root.scrollWidth > window.innerWidth) problems.push(`width ${root.scrollWidth}`);
    for (const list of document.querySelectorAll(".live-list, .ranking__list")) {
      let above = 0;
      for (const row of list.children) {
        const box = row.getBoundingClientRect();
        const name = row.querySelector(".live-row__name, .ranking__name")?.getBoundingClientRect();
        if (box.top < above - 1 || box.bottom > window.innerHeight)
          problems.push(`row ${row.textContent} at ${box.top}–${box.bottom}`);
        if (name && (name.top < box.top - 1 || name.bottom > box.bottom + 1))
          problems.push(`name of ${row.textContent} cut off`);
        above = box.bottom;
      }
    }
    return problems;
  });
}

/**
 * Fifteen dishes a category, the most the screen is made for: published through the
 * committee's API as the editors would, so the server under test counts them and the built
 * site names them.
 */
const addedDishes = [
  ["domestic", "es-doger", "Es Doger", "XII MIPA G"],
  ["domestic", "klepon", "Klepon", "XII MIPA H"],
  ["domestic", "pempek", "Pempek Kapal Selam", "XII MIPA I"],
  ["domestic", "gudeg", "Gudeg", "XII MIPA A"],
  ["domestic", "lontong-sayur", "Lontong Sayur", "XII MIPA B"],
  ["international", "tteokbokki", "Tteokbokki", "XII MIPA C"],
  ["international", "churros", "Churros", "XII MIPA D"],
  ["international", "pad-thai", "Pad Thai", "XII MIPA E"],
  ["international", "falafel", "Falafel", "XII MIPA F"],
  ["international", "tacos", "Tacos", "XII IPS"],
  ["international", "baklava", "Baklava", "XI MIPA G"],
] as const;

async function publishFifteenDishes() {
  const draft = (await (await committee("GET", "/api/panitia/content/draft")).json()) as {
    revision: number;
    content: { dishes: Record<string, unknown>[] };
  };
  const dishes = draft.content.dishes;
  const added = addedDishes.map(([category, slug, name, classLabel]) => {
    const { id: _id, ...model } = dishes.find((dish) => dish.category === category) ?? {};
    return { ...model, slug, name, classLabel };
  });
  const saved = await committee("PUT", "/api/panitia/content/draft/dishes", {
    baseRevision: draft.revision,
    value: [...dishes, ...added],
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const started = await committee("POST", "/api/panitia/content/releases");
  expect(started.status, await started.clone().text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const releases = (await (
          await committee("GET", "/api/panitia/content/releases")
        ).json()) as {
          id: string;
          status: string;
        }[];
        return releases.find((release) => release.id === id)?.status;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe("live");
}

test("with fifteen dishes a category the board fits every hall screen, open, timed and published", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  await publishFifteenDishes();
  for (const [index, [category, slug]] of addedDishes.entries()) {
    for (let count = 0; count < index % 3; count += 1) await vote(category, slug);
  }
  // The domestic window closes in an hour and five minutes (and a little).
  const closesAt = new Date(Date.now() + 65 * 60_000 + 30_000).toISOString();
  const timed = await committee("PUT", "/api/panitia/window/domestic", { opensAt: null, closesAt });
  expect(timed.ok).toBe(true);
  if (screens) mkdirSync(screens, { recursive: true });
  const shoot = async (page: Page, name: string) => {
    const size = page.viewportSize();
    if (screens)
      await page.screenshot({ path: join(screens, `${name}-${size?.width}x${size?.height}.png`) });
  };

  for (const viewport of [...screenSizes, phone]) {
    const board = await openBoard(browser, viewport);
    const domestic = category(board.page, "Domestik");
    await expect(rows(domestic)).toHaveCount(15, { timeout: 15_000 });
    await expect(rows(category(board.page, "Internasional"))).toHaveCount(15);
    if (viewport !== phone) expect(await overflowOf(board.page)).toEqual([]);
    else expect(await horizontalOverflow(board.page)).toBeLessThanOrEqual(0);
    if (viewport === projector) {
      // Still read from the back of the hall with fifteen rows.
      const sizes = await domestic
        .locator(".live-row__name, .live-row__count")
        .evaluateAll((parts) =>
          parts.map((part) => Number.parseFloat(getComputedStyle(part).fontSize)),
        );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(0.035 * projector.height);
    }
    await expect(domestic.getByText(/^Ditutup dalam 1 jam 0[45] menit$/)).toBeVisible();
    await expect(domestic.getByText(/^Total vote sah: \d+$/)).toBeVisible();
    // A dish nobody voted for has no rank.
    await expect(row(domestic, "Es Doger").locator(".live-row__rank")).toHaveText("–");
    const axe = await new AxeBuilder({ page: board.page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await shoot(board.page, "live-open");
    expect(board.problems).toEqual([]);
    await board.close();
  }

  await closeVoting();
  const announced = await committee("PUT", "/api/panitia/settings", { resultsPublished: true });
  expect(announced.ok).toBe(true);
  for (const viewport of [...screenSizes, phone]) {
    const board = await openBoard(browser, viewport);
    await expect(board.page.locator(".live__published .ranking__item")).toHaveCount(30, {
      timeout: 15_000,
    });
    if (viewport !== phone) expect(await overflowOf(board.page)).toEqual([]);
    else expect(await horizontalOverflow(board.page)).toBeLessThanOrEqual(0);
    await expect(board.page.getByText("Scan untuk vote")).toHaveCount(0);
    const axe = await new AxeBuilder({ page: board.page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await shoot(board.page, "live-published");
    await board.close();
  }
  await reopenVoting();
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
