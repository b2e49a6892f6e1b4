import { test as base, type Page, type Response } from "@playwright/test";
import { waitForHydration } from "./support";

export { expect } from "@playwright/test";

type VisitOptions = {
  /** A page of another context (its own viewport, time zone or reduced motion); default: the test's page. */
  page?: Page;
};

/**
 * Opens `path` and waits until the app has hydrated it, so that clicks and key presses reach
 * the app's handlers instead of the bare prerendered HTML. Returns the document's response.
 */
export type Visit = (path: string, options?: VisitOptions) => Promise<Response | null>;

/**
 * The one place where tests wait for the page to be ready (as epic-stack's `navigate` fixture
 * does): a test calls `await visit("/about")` and never repeats the wait. A test that checks
 * the page before hydration calls `page.goto` itself and says why.
 */
export const test = base.extend<{ visit: Visit }>({
  visit: async ({ page }, use) => {
    await use(async (path, options = {}) => {
      const target = options.page ?? page;
      const response = await target.goto(path);
      await waitForHydration(target);
      return response;
    });
  },
});
