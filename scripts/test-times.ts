/**
 * Where a test run's time went: the slowest Vitest files and Playwright tests of the last run,
 * from the JSON their reporters write under .cache/test-times/ (vitest.config.ts,
 * playwright.config.ts; the Node 24 run writes vitest-node24.json). `npm test` prints it at
 * its end, passed or failed. A report that is missing is skipped.
 *
 *   npx tsx scripts/test-times.ts [how many, default 12]
 */
import { existsSync, readFileSync } from "node:fs";

const top = Number(process.argv[2] ?? 12);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type VitestReport = {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number }[];
};

function vitest(file: string, title: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  const files = report.testResults
    .map((result) => ({
      name: result.name.replace(`${process.cwd()}/`, ""),
      ms: result.endTime - result.startTime,
    }))
    .sort((a, b) => b.ms - a.ms);
  const total = files.reduce((sum, each) => sum + each.ms, 0);
  console.log(`\n${title}: ${files.length} files, ${seconds(total)} summed; slowest:`);
  for (const each of files.slice(0, top)) {
    console.log(
      `  ${seconds(each.ms).padStart(8)}  ${((each.ms / total) * 100).toFixed(1).padStart(4)}%  ${each.name}`,
    );
  }
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

function playwright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { suites: PlaywrightSuite[] };
  const tests: { name: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, r) => sum + r.duration, 0);
      tests.push({ name: `${spec.file} › ${spec.title}`, ms });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  tests.sort((a, b) => b.ms - a.ms);
  const total = tests.reduce((sum, each) => sum + each.ms, 0);
  const byFile = new Map<string, number>();
  for (const test of tests) {
    const name = test.name.split(" › ")[0] ?? "";
    byFile.set(name, (byFile.get(name) ?? 0) + test.ms);
  }
  console.log(
    `\nPlaywright: ${tests.length} tests, ${seconds(total)} summed over its workers; slowest files:`,
  );
  for (const [name, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `  ${seconds(ms).padStart(8)}  ${((ms / total) * 100).toFixed(1).padStart(4)}%  ${name}`,
    );
  }
  console.log("Slowest tests:");
  for (const each of tests.slice(0, top)) {
    console.log(`  ${seconds(each.ms).padStart(8)}  ${each.name}`);
  }
}

vitest(".cache/test-times/vitest.json", "Vitest (Node 20)");
vitest(".cache/test-times/vitest-builds.json", "Vitest (real builds)");
vitest(".cache/test-times/vitest-node24.json", "Vitest (Node 24)");
playwright(".cache/test-times/playwright.json");
