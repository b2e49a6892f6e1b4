/**
 * How long a visitor's browser takes to solve a vote's proof of work at the configured
 * difficulty (server/voting/proof-of-work.ts `maxNumber`). Figures, not a test:
 *
 *   npm run bench:pow        (POW_RUNS challenges per row, default 30)
 *
 * Rows: Node running the browser's algorithm (altcha-lib's solver with Web Crypto SHA-256),
 * then headless Chromium solving on its main thread (the solver's fallback, one thread;
 * with workers the page uses up to four) unthrottled and with the CPU slowed 4× through CDP,
 * as a mid-range phone.
 */
import { chromium } from "@playwright/test";
import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey as nodeDeriveKey } from "altcha-lib/algorithms/sha";
import { deriveKey as webDeriveKey } from "altcha-lib/algorithms/web/sha";
import { proofOfWorkDefaults } from "../server/voting/proof-of-work";
import { chromiumLaunchOptions } from "./support/chromium";

const runs = Number(process.env.POW_RUNS ?? 30);
const maxNumber = Number(process.env.POW_MAX_NUMBER ?? proofOfWorkDefaults.maxNumber);

/** A challenge as GET /api/votes/challenge makes it. */
const freshChallenge = () =>
  createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(maxNumber),
    deriveKey: nodeDeriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: "bench",
  });

type Row = { where: string; times: number[] };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

async function inNode(): Promise<Row> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const challenge = await freshChallenge();
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey: webDeriveKey });
    if (!solution) throw new Error("not solved");
    times.push(performance.now() - start);
  }
  return { where: "Node (Web Crypto, one thread)", times };
}

/**
 * The solver's loop as the page runs it: SHA-256(salt ‖ nonce ‖ counter as uint32 BE), one
 * awaited Web Crypto digest per counter. A string, as tsx would rename a function's helpers.
 */
const solveInPage = `async (challenge) => {
  const hex = (text) => new Uint8Array(text.match(/../g).map((b) => parseInt(b, 16)));
  const { nonce, salt, keyPrefix } = challenge.parameters;
  const prefix = hex(keyPrefix);
  const saltBytes = hex(salt);
  const nonceBytes = hex(nonce);
  const data = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  data.set(saltBytes, 0);
  data.set(nonceBytes, saltBytes.length);
  const view = new DataView(data.buffer);
  const start = performance.now();
  for (let counter = 0; ; counter += 1) {
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    const key = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
    if (prefix.every((byte, index) => key[index] === byte)) return performance.now() - start;
  }
}`;

async function inChromium(throttling: number): Promise<Row> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // Web Crypto needs a secure context: localhost is one, answered here without a server.
    await page.route("http://localhost/", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>bench</title>" }),
    );
    await page.goto("http://localhost/");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const challenge = await freshChallenge();
      times.push(await page.evaluate(`(${solveInPage})(${JSON.stringify(challenge)})`));
    }
    return {
      where:
        throttling === 1
          ? "Chromium, main thread"
          : `Chromium, CPU ×${throttling} (mid-range phone)`,
      times,
    };
  } finally {
    await browser.close();
  }
}

const rows = [await inNode()];
try {
  rows.push(await inChromium(1), await inChromium(4));
} catch (error) {
  console.warn(`Chromium not measured: ${error instanceof Error ? error.message : error}`);
}

console.log(`Proof of work: SHA-256, maxNumber ${maxNumber}, ${runs} fresh challenges per row\n`);
console.log(`${"".padEnd(40)}${"median".padStart(9)}${"p90".padStart(9)}${"max".padStart(9)}`);
for (const { where, times } of rows) {
  const sorted = [...times].sort((a, b) => a - b);
  const cells = [0.5, 0.9, 1].map((q) => `${Math.round(quantile(sorted, q))} ms`.padStart(9));
  console.log(`${where.padEnd(40)}${cells.join("")}`);
}
