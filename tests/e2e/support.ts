import { expect, type Page } from "@playwright/test";
import { scrollThroughPage } from "../../scripts/support/chromium";

export { pagePaths } from "../../scripts/support/page-samples";
export { scrollThroughPage };

export const viewports = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/**
 * Waits until the app has hydrated the prerendered page, so clicks are not lost. How fast that
 * is on a phone is Lighthouse's to measure (npm run audit); here it is only a precondition, and
 * with CI's five jobs on two cores it once took more than the default 5 s.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/**
 * Collects what a visitor would suffer from without seeing it in a screenshot: console errors,
 * uncaught exceptions and failed requests to our own origin.
 */
export function watchForProblems(
  page: Page,
  origin: string,
  allowedStatus: (url: string) => number[] = () => [],
) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium reports every 4xx as a console error; an expected one is no problem.
    const source = message.location().url;
    const expectedStatus =
      message.text().startsWith("Failed to load resource") &&
      source &&
      allowedStatus(source).some((status) => message.text().includes(`status of ${status}`));
    if (!expectedStatus) problems.push(`console error: ${message.text()} (${source})`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Cancelled by the browser on purpose, not failed: a video scrolled out of view stops
    // downloading, and a screen's request still on its way when the page navigates away (or
    // the screen unmounts and aborts it) is dropped. The server never answered badly; a
    // failure on its side is a reset or an empty answer, or an HTTP status (below).
    const cancelled =
      ["media", "fetch", "xhr"].includes(request.resourceType()) &&
      request.failure()?.errorText === "net::ERR_ABORTED";
    if (request.url().startsWith(origin) && !cancelled) {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on("response", (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() < 400) return;
    if (!allowedStatus(url).includes(response.status())) {
      problems.push(`HTTP ${response.status()}: ${url}`);
    }
  });
  return problems;
}

/**
 * Scrolls through the whole page so every lazy picture loads, then lists the pictures that
 * failed: missing files, broken SVGs, wrong paths.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  await scrollThroughPage(page);
  await page.evaluate(() => {
    // Pictures off to the side (a carousel's next slides) load only when swiped to; ask for
    // them now, so that every file is checked.
    for (const image of Array.from(document.images)) image.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}

/** Horizontal overflow is what makes a phone page wobble sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
