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
