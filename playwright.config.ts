import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive Debian's Chromium against the real built site, the real server and
 * a fresh SQLite database. They never download a browser: CHROMIUM_PATH or /usr/bin/chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  // Three browsers at once: most of a journey's time is spent waiting on its server.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Every test's duration, for `scripts/test-times.ts` (npm test prints the slowest).
  reporter: [["list"], ["json", { outputFile: ".cache/test-times/playwright.json" }]],
  // A file's beforeAll that starts its own server (and makes its accounts with `npm run
  // accounts`) counts against this too; `npm test` runs this suite beside Vitest, and CI beside
  // Lighthouse and the Node 24 suites, so those starts share two cores with them. Both are
  // bounds on waiting, not speed checks (budgets.e2e.ts and Lighthouse measure speed): on a
  // slow day of that machine 60 s and 5 s were too short for correct pages.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  webServer: {
    command: "tsx server/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "fb8-e2e-")),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
