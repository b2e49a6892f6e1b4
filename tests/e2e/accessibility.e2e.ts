import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pagePaths, viewports } from "./support";

/** axe-core's full rule set, not only the serious rules: every violation fails. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of pagePaths) {
      test(`${route} has no violations`, async ({ visit, page }) => {
        await visit(route);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("the open dialogs and menu have no violations", async ({ visit, page }) => {
      // Three pages and up to five axe runs: a long journey, given three times the usual time.
      test.slow();
      await page.route("**/api/votes/**", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 201, json: { votes: 1 } })
          : route.fulfill({ status: 200, json: { votes: 0 } }),
      );
      if (viewport.width < 768) {
        await visit("/");
        await page.getByRole("button", { name: "Buka menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        expect(await violations(page), "mobile menu").toEqual([]);
      }
      await visit("/8trepreneur/domestic/rawon");
      await page.getByRole("button", { name: "Vote", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Yuk Nge-Vote" })).toBeVisible();
      expect(await violations(page), "vote dialog").toEqual([]);
      await page.getByLabel("Email").fill("salah@");
      await page.getByRole("button", { name: "Kirim" }).click();
      expect(await violations(page), "vote dialog with its error").toEqual([]);
      await page.getByLabel("Email").fill("benar@example.com");
      await page.getByRole("button", { name: "Kirim" }).click();
      await expect(page.getByRole("dialog", { name: /Terima Kasih/ })).toBeVisible();
      expect(await violations(page), "thank-you dialog").toEqual([]);
      await visit("/guest-star");
      await page.getByRole("button", { name: /^Arya/ }).click();
      await expect(page.getByRole("dialog", { name: "Arya" })).toBeVisible();
      expect(await violations(page), "character dialog").toEqual([]);
    });
  });
}
