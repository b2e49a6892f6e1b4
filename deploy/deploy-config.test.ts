import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const caddy = "/usr/bin/caddy";

/**
 * The deploy files hold what the README promises; the Caddyfile is checked by Caddy itself
 * when the machine has Debian's `caddy` package (CI installs it).
 */
describe("the deploy folder", () => {
  it.skipIf(!existsSync(caddy))("has a Caddyfile that Caddy accepts", async () => {
    const { stdout, stderr } = await run(caddy, [
      "validate",
      "--config",
      "deploy/Caddyfile",
      "--adapter",
      "caddyfile",
    ]);
    expect(`${stdout}${stderr}`).toContain("Valid configuration");
  });

  it("caches the hashed assets as the Node server does, and checks readiness", () => {
    const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
    expect(caddyfile).toContain('"public, max-age=31536000, immutable"');
    expect(caddyfile).toContain("health_uri /api/health/ready");
    expect(caddyfile).toMatch(/reverse_proxy 127\.0\.0\.1:3001 127\.0\.0\.1:3002/);
  });

  it("serves /assets from the live release the server points at, under DATA_DIR", () => {
    const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
    const dataDir = readFileSync("deploy/fb8.env.example", "utf8").match(/^DATA_DIR=(.+)$/m)?.[1];
    expect(dataDir).toBeDefined();
    expect(caddyfile).toContain(`root * ${dataDir}/releases/live`);
    expect(caddyfile).not.toContain("/srv/fb8/build/client");
  });

  it("trusts exactly the one proxy hop and stops within the server's drain time", () => {
    expect(readFileSync("deploy/fb8.env.example", "utf8")).toMatch(/^TRUST_PROXY=1$/m);
    const unit = readFileSync("deploy/fb8@.service", "utf8");
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // The server drains for at most 10 s (server/app.ts shutdownDelayMs).
    expect(Number(unit.match(/^TimeoutStopSec=(\d+)$/m)?.[1])).toBeGreaterThan(10);
  });
});
