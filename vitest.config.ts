import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,common,content,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    setupFiles: ["./tests/dom-setup.ts"],
    // Bounds for a test and a hook, not speed checks: CI runs this beside three other suites on
    // two cores, and on a slow day (2026-11-27) a PostgreSQL outage test that takes 8 s alone
    // took more than 30 s, its neighbours about 40 s. The same 120 s as Playwright's; a test
    // ends when it passes, so the bound only decides how long a hung test holds the run.
    testTimeout: 120_000,
    // Three files at once (Vitest's default is the cores less one: one here). Since releases
    // are rendered, not built, the suites mostly wait on servers, databases and timers: alone,
    // 155 files took 304 s with four workers where one took about 950 s (decision 0040).
    maxWorkers: 3,
    hookTimeout: 120_000,
    // expect.poll's 1 s default ended a correct publish test early under that load (the fake
    // build was released, the release went live after more than 1 s). The poll ends as soon as
    // its value matches, so a passing test is no slower.
    expect: { poll: { timeout: 10_000 } },
    // Every file's and test's duration, for `scripts/test-times.ts` (npm test prints the slowest).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-times/vitest.json" },
  },
});
