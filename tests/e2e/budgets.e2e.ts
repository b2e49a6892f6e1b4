import { expect, test } from "./fixtures";
import { pagePaths } from "./support";

const pictureBudgetBytes = 600 * 1024;

test.describe("pictures before the first scroll on a 360×740 phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const route of pagePaths) {
    test(`${route} downloads at most 600 KB of pictures`, async ({ visit, page }) => {
      await visit(route);
      await page.waitForLoadState("networkidle");
      const pictures = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry): entry is PerformanceResourceTiming => "initiatorType" in entry)
          .filter((entry) => /\.(svg|webp|avif|jpe?g|png|gif)([?#]|$)/.test(entry.name))
          .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
      );
      const total = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
      console.log(`${route}: ${(total / 1024).toFixed(1)} KB in ${pictures.length} pictures`);
      expect(pictures.length, "the page shows at least one picture").toBeGreaterThan(0);
      expect(total, JSON.stringify(pictures, null, 1)).toBeLessThanOrEqual(pictureBudgetBytes);
    });
  }
});

/** The five pages the Lighthouse audit measures (scripts/audit.ts). */
const auditedPaths = [
  "/",
  "/8trepreneur/international",
  "/8trepreneur/domestic/rendang",
  "/collaboreight",
  "/guest-star",
];

test.describe("what a 360×740 phone fetches before the first paint", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const route of auditedPaths) {
    test(`${route} paints from its HTML alone, then fetches its scripts`, async ({
      visit,
      page,
    }) => {
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      });
      await visit(route);
      // The stylesheet is in the page: no request stands between the HTML and the first paint.
      expect(stylesheets).toEqual([]);
      expect(await page.locator("head style").count()).toBe(1);
      // The scripts wait for the first paint, so they do not take bandwidth from what it needs.
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[\w.-]+\.js$/.test(entry.name))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }));
      expect(timing.firstPaint, "the browser reports the first contentful paint").toBeDefined();
      expect(timing.scripts.length, "the page hydrates with its scripts").toBeGreaterThan(0);
      for (const script of timing.scripts) {
        expect(script.startTime, script.url).toBeGreaterThanOrEqual(timing.firstPaint ?? 0);
      }
    });
  }
});
