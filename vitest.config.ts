import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,common,content,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    testTimeout: 30_000,
    // Every file's and test's duration, for `scripts/test-times.ts` (npm test prints the slowest).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-times/vitest.json" },
    hookTimeout: 30_000,
  },
});
