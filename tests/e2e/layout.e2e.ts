import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const navigationLabels = ["Home", "About", "Gallery Throwback", "Mascot & Guest Star"];

test.describe("the navigation bar on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists the four pages and marks the current one", async ({ visit, page }) => {
    await visit("/about");
    const nav = page.getByRole("navigation", { name: "Navigasi utama", exact: true });
    for (const label of navigationLabels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("turns solid only after more than 80 px of scroll", async ({ visit, page }) => {
    await visit("/");
    const bar = page.getByRole("banner");
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(bar).not.toHaveClass(/navbar--solid/);
    await page.evaluate(() => window.scrollTo(0, 81));
    await expect(bar).toHaveClass(/navbar--solid/);
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("navigates in the page after hydration, without reloading it", async ({ visit, page }) => {
    await visit("/");
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.getByRole("link", { name: "Gallery Throwback" }).first().click();
    await expect(page).toHaveURL(/\/gallery-throwback$/);
    await expect(page.getByRole("heading", { name: "Gallery Throwback FB8" })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("FB8 | Home");
  });
});

test.describe("the mobile menu on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("opens from a labelled button, keeps focus inside and closes on Escape", async ({
    visit,
    page,
  }) => {
    await visit("/");
    await expect(
      page.getByRole("navigation", { name: "Navigasi utama", exact: true }),
    ).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Buka menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    for (const label of navigationLabels) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    // Five focusable controls inside: the close button and four links. Twelve presses of Tab
    // in either direction must never leave the menu.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press(key);
        const inside = await menu.evaluate((element) => element.contains(document.activeElement));
        expect(inside, `${key} press ${press + 1}`).toBe(true);
      }
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
  });

  test("closes when a link is followed", async ({ visit, page }) => {
    await visit("/");
    await page.getByRole("button", { name: "Buka menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Mascot & Guest Star" }).click();
    await expect(page).toHaveURL(/\/guest-star$/);
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("heading", { level: 1, name: "Mascot & Guest Star" }),
    ).toBeVisible();
  });

  test("closes with its close button", async ({ visit, page }) => {
    await visit("/about");
    await page.getByRole("button", { name: "Buka menu" }).click();
    await page.getByRole("button", { name: "Tutup menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test("the footer names the festival and links out in new tabs", async ({ visit, page }) => {
  await visit("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Ikuti FB8")).toBeVisible();
  await expect(footer.getByText("Festival Budaya 8").first()).toBeVisible();
  for (const name of ["YouTube FB8", "Instagram FB8"]) {
    const link = footer.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("/trial shows only the three teasers", async ({ visit, page }) => {
  await visit("/trial");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["8trepreneur", "Collaboreight", "Expression"]);
  await expect(page.getByRole("link", { name: "Jelajah" })).toHaveAttribute("href", "/8trepreneur");
  await expect(page.getByRole("link", { name: "To Expression" })).toHaveAttribute(
    "href",
    "/expression",
  );
});

test("Coming Soon and the not-found page stand outside the shared layout", async ({
  visit,
  page,
}) => {
  for (const path of ["/coming-soon", "/not-found"]) {
    await visit(path);
    await expect(page.getByRole("banner"), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
  }
  await visit("/not-found");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("a body font that arrives late", () => {
  // A phone on a slow network: the preloaded font comes 1.5 s after the page. Swapping it in
  // then re-wrapped the titles and moved /guest-star's first section by 0.04 CLS at 390 px.
  for (const width of [360, 390, 1440]) {
    test(`moves nothing on the pages' first screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Each page fetches the font anew, as a first visit does.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            shifts.push((entry as PerformanceEntry & { value: number }).value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const path of ["/guest-star", "/collaboreight", "/"]) {
        const fontArrived = page.waitForResponse(/\.woff2$/);
        await page.goto(path);
        await fontArrived;
        await afterTwoFrames(page);
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
        );
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          path,
        ).toBeLessThan(0.005);
      }
    });
  }
});

/** Past the frame in which a font that has just arrived would be swapped in and laid out. */
async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
