import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,common,content,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which
    // left a core idle while a test waited on a child server, a socket or a timer. Most server
    // tests wait more than they compute, so two files run at once here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every file's and test's duration, for `scripts/test-times.ts` (npm test prints the slowest).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-times/vitest.json" },
    hookTimeout: 30_000,
  },
});
