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
 *
 * AUDIT_BASE_URLS="http://127.0.0.1:3241,http://127.0.0.1:3242" audits servers already running
 * instead, taking turns (A, B, A, B …) on each route so a busy machine slows both alike, and
 * prints each one's medians and LCP breakdown side by side; it compares, it does not gate.
 */
const routes = process.env.AUDIT_ROUTES?.split(",") ?? [
  "/",
  "/8trepreneur/international",
  "/8trepreneur/domestic/rendang",
  "/collaboreight",
  "/guest-star",
  // The big screen's page: its board arrives over a stream that never ends, which Lighthouse
  // must not wait on.
  "/8trepreneur/langsung",
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

/** Lighthouse's simulated LCP split into its four phases, in milliseconds. */
const lcpPhases = ["TTFB", "Load Delay", "Load Time", "Render Delay"] as const;
type Phase = (typeof lcpPhases)[number];

type Row = {
  route: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  phases: Partial<Record<Phase, number>>;
  lcpElement: string;
  /** What moved, from Lighthouse's "layout-shifts" audit: the element and its share of CLS. */
  shifts: string[];
};

type LcpElementDetails = {
  items?: { items?: { phase?: string; timing?: number; node?: { selector?: string } }[] }[];
};

type LayoutShiftDetails = {
  items?: { score?: number; node?: { selector?: string; snippet?: string } }[];
};

/** Each shifted element with its score, so a CLS miss says what moved, not only by how much. */
function shiftsOf(details: LayoutShiftDetails | undefined): string[] {
  return (details?.items ?? []).map(
    (item) =>
      `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? "?"} ${item.node?.snippet ?? ""}`,
  );
}

/** The LCP element's selector and the simulated phases, from the audit of the same name. */
function lcpDetails(details: LcpElementDetails | undefined) {
  const phases: Row["phases"] = {};
  let lcpElement = "";
  for (const table of details?.items ?? []) {
    for (const item of table.items ?? []) {
      if (item.node?.selector) lcpElement = item.node.selector;
      const phase = lcpPhases.find((name) => name === item.phase);
      if (phase && typeof item.timing === "number") phases[phase] = item.timing;
    }
  }
  return { phases, lcpElement };
}

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
      fcp: report.audits["first-contentful-paint"].numericValue,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      ...lcpDetails(report.audits["largest-contentful-paint-element"]?.details),
      shifts: shiftsOf(report.audits["layout-shifts"]?.details),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's own advice on variability: run several times and judge the median. */
const runsPerRoute = Number(process.env.AUDIT_RUNS ?? 3);

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
  const phases: Row["phases"] = {};
  for (const phase of lcpPhases) phases[phase] = median(runs.map((run) => run.phases[phase] ?? 0));
  const elements = runs.map((run) => run.lcpElement);
  return {
    route: first.route,
    scores,
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
    phases,
    lcpElement:
      elements.find((element, _, all) => all.indexOf(element) !== all.lastIndexOf(element)) ??
      first.lcpElement,
    shifts: runs.flatMap((run, index) => run.shifts.map((shift) => `run ${index + 1}: ${shift}`)),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one retry settles it. */
const auditWithRetry = (url: string) => audit(url).catch(() => audit(url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printTable(rows: Row[]) {
  console.log("| route | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const { performance = 0, accessibility = 0, seo = 0 } = row.scores;
    console.log(
      `| ${row.route} | ${performance} | ${accessibility} | ${row.scores["best-practices"] ?? 0} | ${seo} | ${seconds(row.lcp)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |`,
    );
  }
}

/** The A/B mode: every server on every route, in turns, then medians side by side. */
async function compare(urls: string[]) {
  // runs[route][server]: every run of one server on one route.
  const runs = routes.map(() => urls.map((): Row[] => []));
  for (const [routeIndex, route] of routes.entries()) {
    for (let run = 0; run < runsPerRoute; run += 1) {
      for (const [urlIndex, url] of urls.entries()) {
        runs[routeIndex]?.[urlIndex]?.push(await auditWithRetry(`${url}${route}`));
      }
    }
  }
  const medians = new Map(
    urls.map((url, urlIndex) => [url, runs.map((byUrl) => medianRow(byUrl[urlIndex] ?? []))]),
  );
  for (const url of urls) {
    console.log(`\n${url}`);
    printTable(medians.get(url) ?? []);
  }
  console.log(
    `\n| route | ${urls.map((url) => `FCP ${url}`).join(" | ")} | ${urls.map((url) => `LCP ${url}`).join(" | ")} |`,
  );
  console.log(`|---|${urls.map(() => "---:|---:").join("|")}|`);
  routes.forEach((route, index) => {
    const rows = urls.map((url) => medians.get(url)?.[index]);
    console.log(
      `| ${route} | ${rows.map((row) => seconds(row?.fcp ?? Number.NaN)).join(" | ")} | ${rows.map((row) => seconds(row?.lcp ?? Number.NaN)).join(" | ")} |`,
    );
  });
  console.log(
    "\nLCP element and simulated LCP phases (each phase's median, ms: TTFB / load delay / load time / render delay)",
  );
  routes.forEach((route, index) => {
    for (const url of urls) {
      const row = medians.get(url)?.[index];
      if (!row) continue;
      const phases = lcpPhases.map((phase) => Math.round(row.phases[phase] ?? 0)).join(" / ");
      console.log(`${route} ${url}: ${phases}  ${row.lcpElement}`);
    }
  });
  console.log(
    `\nMedians of ${runsPerRoute} runs per route and server, taken in turns, measured ${new Date().toISOString()}.`,
  );
}

/** The default mode: the build in build/client, served on a fresh database, against the targets. */
async function auditBuild() {
  const dataDir = mkdtempSync(join(tmpdir(), "fb8-audit-"));
  const server = await startServerProcess({ DATA_DIR: dataDir }, { site: true });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const runs: Row[] = [];
      for (let run = 0; run < runsPerRoute; run += 1) {
        runs.push(await auditWithRetry(`${server.url}${route}`));
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
  printTable(rows);
  for (const row of rows) {
    const { performance = 0, accessibility = 0, seo = 0 } = row.scores;
    const bestPractices = row.scores["best-practices"] ?? 0;
    if (performance < targets.performance)
      speedMisses.push(`${row.route}: performance ${performance}`);
    if (accessibility < targets.accessibility)
      misses.push(`${row.route}: accessibility ${accessibility}`);
    if (bestPractices < targets["best-practices"])
      misses.push(`${row.route}: best practices ${bestPractices}`);
    if (seo < targets.seo) misses.push(`${row.route}: SEO ${seo}`);
    if (row.lcp > targets.lcpMs)
      speedMisses.push(`${row.route}: LCP ${(row.lcp / 1000).toFixed(2)} s`);
    if (row.cls > targets.cls) {
      misses.push(`${row.route}: CLS ${row.cls.toFixed(3)}`);
      console.log(`Layout shifts on ${row.route}:\n  ${row.shifts.join("\n  ") || "none named"}`);
    }
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
}

const baseUrls = process.env.AUDIT_BASE_URLS?.split(",").map((url) =>
  url.trim().replace(/\/$/, ""),
);
if (baseUrls?.length) await compare(baseUrls);
else await auditBuild();
