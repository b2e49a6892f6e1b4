import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Boots the real entry point with a bad environment; it must stop before listening. */
function boot(environment: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, API_ONLY: "1", PORT: "0", ...environment },
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("server start-up", () => {
  it.each([
    ["PORT", { PORT: "not-a-port" }],
    ["DATABASE_URL", { DATABASE_URL: "sqlite://votes.db" }],
    ["LOG_LEVEL", { LOG_LEVEL: "chatty" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    // Mails would otherwise link to whatever Host a vote names.
    ["PUBLIC_URL", { SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "vote@fb8.example.sch.id" }],
  ])("stops with a message naming a bad %s", (variable, environment) => {
    const result = boot(environment);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain(variable);
  });
});
