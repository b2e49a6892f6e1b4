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

const gzipSizes = new Map<string, number>();
const gzipSize = (asset: string) => {
  const known = gzipSizes.get(asset);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(join(root, asset)), { level: 9 }).length;
  gzipSizes.set(asset, size);
  return size;
};

const rows = [...builtPages(listBuiltFiles(root))]
  .map(([path, file]) => {
    const html = readFileSync(join(root, file), "utf8");
    const scripts = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
    const bytes = [...scripts].reduce((sum, asset) => sum + gzipSize(asset), 0);
    return { path, files: scripts.size, kilobytes: bytes / 1024 };
  })
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
process.exitCode = over.length === 0 ? 0 : 1;
