import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,common,content,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
