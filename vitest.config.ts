import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,common,content,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    testTimeout: 30_000,
    // Two files at a time, whatever the cores: the server suites mostly wait (servers starting,
    // PostgreSQL, timers, child builds). CI measured one worker at 627 s of CPU in 2,151 s of
    // wall time beside the other jobs (docs/decisions/0035). Each file has its own database,
    // folder and ports, so two never meet.
    maxWorkers: 2,
    // Every file's and test's duration, for `scripts/test-times.ts` (npm test prints the slowest).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-times/vitest.json" },
    hookTimeout: 30_000,
  },
});
