import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startServerProcess } from "../scripts/support/server-process";

/** Boots the real entry point with a bad environment; it must stop before listening. */
function boot(environment: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, API_ONLY: "1", PORT: "0", ...environment },
    encoding: "utf8",
    timeout: 60_000,
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

describe("PUBLIC_URL at start-up", () => {
  const warnings = async (publicUrl: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), "fb8-public-url-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl });
    onTestFinished(() => server.stop());
    return server
      .output()
      .split("\n")
      .filter((line) => line.includes("PUBLIC_URL"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  };

  it.each([
    ["unset", "", "PUBLIC_URL is not set"],
    ["http://", "http://fb8.example.sch.id", "PUBLIC_URL is not an https:// address"],
  ])("warns once when it is %s, naming what it breaks", async (_, publicUrl, opening) => {
    const [warning, ...more] = await warnings(publicUrl);
    expect(more).toEqual([]);
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain(opening);
    for (const affected of ["live ranking's QR code", "confirmation mails", "posters"]) {
      expect(warning?.msg).toContain(affected);
    }
  });

  it("says nothing of it when it is https://", async () => {
    expect(await warnings("https://fb8.example.sch.id")).toEqual([]);
  });
});
