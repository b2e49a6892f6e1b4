import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { postVote } from "../../scripts/support/server-process";
import { committeeServerForFile, signInToConsole } from "./committee-server";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./support";

/**
 * Next year's festival in Chromium against a real server: a vote in this festival, the
 * results announced, the next festival opened from the console's Festival screen, Konten
 * listing last year's texts, and last year's voter voting again from the same browser; the
 * announced results of last year unchanged. Serial: each viewport opens the next festival
 * after the one the other opened.
 */
const committeeServer = committeeServerForFile(16);
const server = () => committeeServer.server;

async function committee(method: string, path: string, body?: unknown) {
  const response = await committeeServer.committee(method, path, body);
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text);
}

async function signIn(page: Page) {
  await signInToConsole(page, `${server().url}/panitia`, committeeServer.account);
  await expect(page.getByRole("heading", { name: "Hasil sementara" })).toBeVisible();
}

/** A step's screenshot, kept with the test's results for whoever reviews the journey. */
const shoot = (page: Page, step: string) =>
  page.screenshot({
    path: test.info().outputPath(`${step}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

const voteButton = (page: Page) => page.getByRole("button", { name: "Vote", exact: true });

/** The real build a publish runs, on a loaded machine. */
const buildTimeout = 240_000;

/**
 * The next festival's site, published as the committee would: a dish renamed and a dish
 * added in the draft (through the API, as Konten saves), then Terbitkan in the console.
 */
async function publishNextFestival(page: Page, year: number) {
  const draft = await committee("GET", "/api/panitia/content/draft");
  const dishes = draft.content.dishes.map((dish: { slug: string; name: string }) =>
    dish.slug === "rawon" ? { ...dish, name: "Rawon Setan" } : dish,
  );
  const model = dishes.find((dish: { category: string }) => dish.category === "domestic");
  const { id: _id, ...withoutId } = model;
  dishes.push({ ...withoutId, slug: "es-doger", name: "Es Doger", classLabel: "XII MIPA I" });
  await committee("PUT", "/api/panitia/content/draft/dishes", {
    baseRevision: draft.revision,
    value: dishes,
  });
  const before = new Set(
    (await committee("GET", "/api/panitia/content/releases")).map(
      (release: { id: string }) => release.id,
    ),
  );
  await page.reload();
  const panel = page.getByRole("region", { name: "Pratinjau & terbitkan" });
  await panel.getByRole("button", { name: "Terbitkan", exact: true }).click();
  // The draft still names last year's date (written above, as a committee leaves it): the
  // console asks first, and the committee publishes anyway.
  const question = page.getByRole("dialog", { name: "Terbitkan dengan teks tahun lalu?" });
  await question.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await expect
    .poll(
      async () => {
        const releases = await committee("GET", "/api/panitia/content/releases");
        return releases.find((release: { id: string }) => !before.has(release.id))?.status;
      },
      { timeout: buildTimeout, intervals: [2_000] },
    )
    .toBe("live");
  // The visitor gets the new festival's site.
  await expect
    .poll(async () => (await fetch(`${server().url}/`)).text(), { timeout: 30_000 })
    .toContain(String(year));
  await shoot(page, "5-published");
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`the next festival at ${viewport.width} px: a fresh vote, last year's results kept`, async ({
    browser,
  }) => {
    test.setTimeout(buildTimeout + 120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const email = `pemilih-${viewport.width}-${Date.now()}@example.com`;
    const { editions } = await committee("GET", "/api/panitia/editions");
    const current = editions[0];

    // This year's vote, from the visitor's own browser.
    for (const category of ["domestic", "international"]) {
      await committee("PUT", `/api/panitia/window/${category}`, { opensAt: null, closesAt: null });
    }
    await page.goto(`${server().url}/8trepreneur/domestic/rendang`);
    await waitForHydration(page);
    await voteButton(page).click();
    await page.getByRole("dialog", { name: "Yuk Nge-Vote" }).getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(
      page.getByRole("dialog", { name: "Terima Kasih Vote Kamu Sudah Masuk!" }),
    ).toBeVisible();
    expect((await postVote(server().url, "domestic", "rawon", `lain-${email}`)).status).toBe(201);
    for (const category of ["domestic", "international"]) {
      await committee("PUT", `/api/panitia/window/${category}`, {
        opensAt: null,
        closesAt: new Date().toISOString(),
      });
    }
    await committee("PUT", "/api/panitia/settings", { resultsPublished: true });
    const announced = await (await fetch(`${server().url}/api/results`)).json();

    // A date of this year's festival, written in the draft as the committee writes them.
    const draft = await committee("GET", "/api/panitia/content/draft");
    const dateText = `12 Juni ${current.year}`;
    await committee("PUT", "/api/panitia/content/draft/festival", {
      baseRevision: draft.revision,
      value: {
        ...draft.content.festival,
        events: { ...draft.content.festival.events, homeCountdownLabel: dateText },
      },
    });

    // The next festival, opened in the console.
    await signIn(page);
    await page.getByRole("link", { name: "Festival", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Festival", level: 1 })).toBeVisible();
    await shoot(page, "1-festival");
    await expect(page.getByLabel("Tahun")).toHaveValue(String(current.year + 1));
    const nextName = current.name.replace(/\d+$/, (n: string) => String(Number(n) + 1));
    await expect(page.getByLabel("Nama festival")).toHaveValue(nextName);
    await page.getByLabel("Alasan (masuk log)").fill("Panitia baru memulai festival berikutnya.");
    await page.getByRole("button", { name: "Buka festival berikutnya" }).click();
    const confirm = page.getByRole("dialog", {
      name: `Buka ${nextName} (${current.year + 1})?`,
    });
    await expect(confirm).toBeVisible();
    await shoot(page, "2-confirm");
    await confirm.getByRole("button", { name: "Ya, buka festival baru" }).click();
    await expect(page.getByText(`${nextName} (${current.year + 1}) sudah dibuka.`)).toBeVisible();
    const archive = page.getByRole("region", { name: `${current.name} (${current.year})` });
    await expect(archive.getByText("Masih tersimpan")).toBeVisible();
    await expect(archive.getByRole("link", { name: "Suara (CSV)" })).toBeVisible();
    await shoot(page, "3-opened");
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Konten lists the texts that still name last year's festival, each a link to its field.
    await page.getByRole("link", { name: "Konten", exact: true }).click();
    const oldTexts = page.getByRole("region", {
      name: `Teks yang masih menyebut ${current.name} (${current.year})`,
    });
    await expect(oldTexts.getByRole("listitem").filter({ hasText: dateText })).toBeVisible();
    await oldTexts.getByRole("button", { name: /Hitung mundur Home: tanggal tertulis/ }).click();
    await expect(page.getByLabel("Hitung mundur Home: tanggal tertulis")).toBeFocused();
    await shoot(page, "4-konten");

    if (viewport.width === 1440) {
      await publishNextFestival(page, current.year + 1);
      // Last year's voter votes again, from the same browser, once the window is set.
      await page.goto(`${server().url}/8trepreneur/domestic/rendang`);
      await waitForHydration(page);
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
      await shoot(page, "6-voted-again");
      // The new dish has its page; the renamed one its new name.
      await page.goto(`${server().url}/8trepreneur/domestic/es-doger`);
      await expect(page.getByRole("heading", { name: /Es Doger/ })).toBeVisible();
      await page.goto(`${server().url}/8trepreneur/domestic/rawon`);
      await expect(page.getByRole("heading", { name: /Rawon Setan/ })).toBeVisible();
      await shoot(page, "7-renamed");
      // Last year's announced results, a page of their own, linked from this year's results.
      await page.goto(`${server().url}/8trepreneur/hasil`);
      await page
        .getByRole("link", { name: `${current.name} ${current.year}`, exact: true })
        .click();
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: `Hasil 8trepreneur ${current.name} ${current.year}`,
        }),
      ).toBeVisible();
      const winner = announced.categories[0].dishes[0];
      await expect(page.getByText(winner.name).first()).toBeVisible();
      await shoot(page, "8-last-years-results");
    } else {
      // Without publishing: the address votes again all the same.
      await committee("PUT", "/api/panitia/window/domestic", { opensAt: null, closesAt: null });
      expect((await postVote(server().url, "domestic", "rendang", email)).status).toBe(201);
    }

    const kept = await fetch(`${server().url}/api/results/${current.year}`);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual(announced);
    await context.close();
  });
}
