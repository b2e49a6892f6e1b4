import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { horizontalOverflow, viewports, watchForProblems } from "./support";

/**
 * The public results page before the committee publishes: the shared e2e server never
 * publishes (the committee's journey does that on a server of its own), so this is the state a
 * visitor meets during the vote.
 */
const resultsPath = "/8trepreneur/hasil";
const unpublished = "Hasil akan diumumkan setelah voting ditutup";

for (const viewport of viewports) {
  test(`until published it says when the results come, at ${viewport.width} px`, async ({
    browser,
    visit,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchForProblems(page, baseURL ?? "");
    const response = await visit(resultsPath, { page });
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Hasil Vote 8trepreneur" }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(unpublished);
    await expect(page.getByText("Juara")).toHaveCount(0);
    for (const [name, href] of [
      ["Domestik", "/8trepreneur/domestic"],
      ["Internasional", "/8trepreneur/international"],
    ] as const) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    expect(await horizontalOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("the page is prerendered with its heading, a calm loading line and its own link preview", async ({
  request,
}) => {
  const html = await (await request.get(resultsPath)).text();
  expect(html).toContain("Hasil Vote 8trepreneur</h1>");
  expect(html).toContain("Memuat hasil vote…");
  // What the page shows before its answer arrives: the loader's data (in the scripts) holds
  // every word of the page, the one for unpublished results too.
  const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  expect(shown).toContain("Memuat hasil vote…");
  expect(shown).not.toContain(unpublished);
  expect(html).toMatch(/<title>FB8 \| Hasil Vote 8trepreneur<\/title>/);
  const card = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
  expect(card).toMatch(/\/results-[\w-]+\.jpg$/);
  const picture = await request.get(new URL(card).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
});

test("a failed request says so in Indonesian, and 'Coba lagi' asks again", async ({
  page,
  visit,
}) => {
  let calls = 0;
  await page.route("**/api/results", (route) => {
    calls += 1;
    return calls === 1 ? route.abort("connectionreset") : route.continue();
  });
  await visit(resultsPath);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Hasil vote belum bisa dimuat");
  await alert.getByRole("button", { name: "Coba lagi" }).click();
  await expect(page.getByRole("status")).toHaveText(unpublished);
  expect(calls).toBe(2);
});

test("the 8trepreneur landing links to the results", async ({ page, visit }) => {
  await visit("/8trepreneur");
  await page.getByRole("link", { name: "Lihat hasil vote" }).click();
  await expect(page).toHaveURL(/\/8trepreneur\/hasil$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Hasil Vote 8trepreneur" }),
  ).toBeVisible();
});

test("robots.txt keeps crawlers out of the committee's console and nothing else new", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/panitia$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).not.toMatch(/Disallow: \/8trepreneur/);
});
