import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages, listBuiltFiles } from "../server/built-site";

/**
 * The JavaScript each page makes a visitor download before it is interactive: every script
 * and module preload its prerendered HTML names, gzip-compressed as served. Run after
 * `npm run build`. Prints one line per page and the budget verdict.
 */
const root = "build/client";
const budgetKilobytes = Number(process.env.JS_BUDGET_KB ?? 90);
// The committee's console is no prerendered page: /panitia is the build's SPA fallback, which
// loads the root, then the console's route modules. Observable Plot is left out: the results
// screen imports it after the table shows, and no other screen loads it.
const consoleBudgetKilobytes = Number(process.env.CONSOLE_JS_BUDGET_KB ?? 100);
const consoleFallback = "/__spa-fallback.html";

const gzipSizes = new Map<string, number>();
const gzipSize = (asset: string) => {
  const known = gzipSizes.get(asset);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(join(root, asset)), { level: 9 }).length;
  gzipSizes.set(asset, size);
  return size;
};

const assetsNamedIn = (text: string) => text.match(/\/assets\/[\w.-]+\.js/g) ?? [];
const totalOf = (path: string, scripts: Set<string>) => {
  const bytes = [...scripts].reduce((sum, asset) => sum + gzipSize(asset), 0);
  return { path, files: scripts.size, kilobytes: bytes / 1024 };
};

const rows = [...builtPages(listBuiltFiles(root))]
  .map(([path, file]) =>
    totalOf(path, new Set(assetsNamedIn(readFileSync(join(root, file), "utf8")))),
  )
  .sort((a, b) => b.kilobytes - a.kilobytes);

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`First-load JavaScript per page (gzip), budget ${budgetKilobytes} KB:`);
for (const row of rows) {
  const verdict = row.kilobytes <= budgetKilobytes ? "ok" : "OVER";
  console.log(
    `  ${row.path.padEnd(width)}  ${row.kilobytes.toFixed(1).padStart(6)} KB  ${String(row.files).padStart(2)} files  ${verdict}`,
  );
}
const over = rows.filter((row) => row.kilobytes > budgetKilobytes);
console.log(over.length === 0 ? "All pages within budget." : `${over.length} page(s) over budget.`);

/**
 * What /panitia downloads before the results show: the fallback page's scripts, the console
 * routes' modules (read from the route manifest the fallback loads) and every module they
 * import statically, followed through the import statements of the built files.
 */
function consoleFirstLoad() {
  const fallback = readFileSync(join(root, consoleFallback), "utf8");
  const scripts = new Set(assetsNamedIn(fallback));
  const manifestFile = [...scripts].find((asset) => /\/manifest-[\w-]+\.js$/.test(asset));
  if (!manifestFile) throw new Error(`No route manifest named in ${consoleFallback}.`);
  const manifest = readFileSync(join(root, manifestFile), "utf8");
  for (const route of ["console-layout", "console-results"]) {
    const module = assetsNamedIn(manifest).find((asset) => asset.startsWith(`/assets/${route}-`));
    if (!module) throw new Error(`No ${route} module in ${manifestFile}.`);
    scripts.add(module);
  }
  // Static imports only: `import("…")` (Plot) stays out, as it does in the browser.
  const queue = [...scripts];
  for (let asset = queue.pop(); asset !== undefined; asset = queue.pop()) {
    const code = readFileSync(join(root, asset), "utf8");
    for (const [, name] of code.matchAll(
      /(?:^|[;\s])(?:import|export)[^"'`()]*?from\s*["']\.\/([\w.-]+\.js)["']/g,
    )) {
      const imported = `/assets/${name}`;
      if (!scripts.has(imported)) {
        scripts.add(imported);
        queue.push(imported);
      }
    }
  }
  return totalOf("/panitia", scripts);
}

const consoleRow = consoleFirstLoad();
const consoleOver = consoleRow.kilobytes > consoleBudgetKilobytes;
console.log(
  `Committee console first load (gzip, Observable Plot excluded), budget ${consoleBudgetKilobytes} KB:`,
);
console.log(
  `  ${consoleRow.path.padEnd(width)}  ${consoleRow.kilobytes.toFixed(1).padStart(6)} KB  ${String(consoleRow.files).padStart(2)} files  ${consoleOver ? "OVER" : "ok"}`,
);
process.exitCode = over.length === 0 && !consoleOver ? 0 : 1;
