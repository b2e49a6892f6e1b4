import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromiumLaunchOptions } from "./support/chromium";
import { startServerProcess } from "./support/server-process";

/**
 * Lighthouse (mobile preset, simulated throttling) on the production build, served by the real
 * server on a fresh database. Prints the median scores and metrics of three runs per route and
 * exits non-zero when a target is missed. Run through `npm run audit`, which builds first.
 */
const routes = [
  "/",
  "/8trepreneur/international",
  "/8trepreneur/domestic/rendang",
  "/collaboreight",
  "/guest-star",
];
const targets = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
};
const run = promisify(execFile);

type Row = { route: string; scores: Record<string, number>; lcp: number; cls: number; tbt: number };

async function audit(url: string): Promise<Row> {
  const profile = mkdtempSync(join(tmpdir(), "fb8-lighthouse-"));
  const output = join(profile, "report.json");
  try {
    await run(
      "npx",
      [
        "lighthouse",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--chrome-flags=--headless ${chromiumLaunchOptions.args.join(" ")} --user-data-dir=${profile}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath },
        timeout: 180_000,
      },
    );
    const report = JSON.parse(readFileSync(output, "utf8"));
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code}`);
    const scores: Record<string, number> = {};
    for (const [name, category] of Object.entries<{ score: number }>(report.categories)) {
      scores[name] = Math.round(category.score * 100);
    }
    return {
      route: new URL(url).pathname,
      scores,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's own advice on variability: run several times and judge the median. */
const runsPerRoute = 3;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianRow(runs: Row[]): Row {
  const [first] = runs;
  if (!first) throw new Error("no Lighthouse run to take a median of");
  const scores: Record<string, number> = {};
  for (const name of Object.keys(first.scores)) {
    scores[name] = median(runs.map((run) => run.scores[name] ?? 0));
  }
  return {
    route: first.route,
    scores,
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "fb8-audit-"));
const server = await startServerProcess({ DATA_DIR: dataDir }, { site: true });
const rows: Row[] = [];
try {
  for (const route of routes) {
    const runs: Row[] = [];
    for (let run = 0; run < runsPerRoute; run += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); one retry settles it.
      runs.push(await audit(`${server.url}${route}`).catch(() => audit(`${server.url}${route}`)));
    }
    rows.push(medianRow(runs));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const misses: string[] = [];
// Performance, LCP and TBT are simulated from this machine's own speed, which varies with what
// else it runs (docs/decisions/0012). AUDIT_SPEED=report prints their misses without failing.
const speedMisses: string[] = [];
const speedGates = process.env.AUDIT_SPEED !== "report";
console.log("| route | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  const { performance = 0, accessibility = 0, seo = 0 } = row.scores;
  const bestPractices = row.scores["best-practices"] ?? 0;
  console.log(
    `| ${row.route} | ${performance} | ${accessibility} | ${bestPractices} | ${seo} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |`,
  );
  if (performance < targets.performance)
    speedMisses.push(`${row.route}: performance ${performance}`);
  if (accessibility < targets.accessibility)
    misses.push(`${row.route}: accessibility ${accessibility}`);
  if (bestPractices < targets["best-practices"])
    misses.push(`${row.route}: best practices ${bestPractices}`);
  if (seo < targets.seo) misses.push(`${row.route}: SEO ${seo}`);
  if (row.lcp > targets.lcpMs)
    speedMisses.push(`${row.route}: LCP ${(row.lcp / 1000).toFixed(2)} s`);
  if (row.cls > targets.cls) misses.push(`${row.route}: CLS ${row.cls.toFixed(3)}`);
  if (row.tbt > targets.tbtMs) speedMisses.push(`${row.route}: TBT ${Math.round(row.tbt)} ms`);
}
console.log(
  `\nMedians of ${runsPerRoute} runs per route, measured ${new Date().toISOString()}; targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms.`,
);
if (speedMisses.length > 0 && !speedGates) {
  console.log(
    `Speed over target on this machine (reported, not failing):\n  ${speedMisses.join("\n  ")}`,
  );
} else {
  misses.push(...speedMisses);
}
if (misses.length > 0) {
  console.log(`Missed ${misses.length} target(s):\n  ${misses.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log(speedMisses.length > 0 ? "Every gating target met." : "Every target met.");
}
