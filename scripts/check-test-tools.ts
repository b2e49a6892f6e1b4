import { spawnSync } from "node:child_process";
import { chromiumLaunchOptions } from "./support/chromium";

/**
 * `npm test` ends with the browser tests, after a build and the unit suites: without Chromium
 * it would fail only after several minutes. This check runs first and says at once what to
 * install. The tests never download a browser of their own (the machine may have no internet).
 */
const chromium = chromiumLaunchOptions.executablePath;
const probe = spawnSync(chromium, ["--version"], { encoding: "utf8", timeout: 20_000 });

if (probe.error || probe.status !== 0) {
  const why = probe.error ? probe.error.message : `exit code ${probe.status}`;
  console.error(
    [
      `npm test needs Chromium for its browser tests, and ${chromium} does not run (${why}).`,
      "Install Debian's package:",
      "  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium binary. The tests never download a browser themselves.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`browser tests will use ${probe.stdout.trim()} (${chromium})`);
