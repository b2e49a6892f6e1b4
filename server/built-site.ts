import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const precompressedSuffixes = [".br", ".gz"];

/**
 * Every file the build wrote under `root`, as URL paths (`/about/index.html`), leaving out
 * the precompressed copies beside them. The server reads it once at start-up; the budget
 * scripts read it after a build.
 */
export function listBuiltFiles(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !precompressedSuffixes.some((suffix) => path.endsWith(suffix)));
}

/** `/about/index.html` is the page `/about`; the home page is `/`. */
export function pagePathOf(file: string): string | undefined {
  if (!file.endsWith("/index.html")) return undefined;
  const page = file.slice(0, -"/index.html".length);
  return page === "" ? "/" : page;
}

/** Every prerendered page among a build's files: its URL path and the path of its HTML file. */
export function builtPages(files: Iterable<string>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of files) {
    const page = pagePathOf(file);
    if (page) pages.set(page, file);
  }
  return pages;
}
