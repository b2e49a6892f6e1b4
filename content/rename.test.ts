// @real-build: runs the site's real build in a child process (left to the Node 20 run, scripts/test-node24.sh).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { festival } from "./index";

/**
 * Next year's committee renames the festival in festival.json and nowhere else. This builds the
 * whole site from a copy of the project whose festival.json carries another name, and reads
 * every page and script of it: the old name must be gone, the new one in its place.
 */
const project = resolve(import.meta.dirname, "..");
const renamed = { product: "FX9", fullName: "Festival Seni Sembilan" };
const copied = [
  "app",
  "common",
  "content",
  "public",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("renaming the festival", () => {
  let copy = "";
  beforeAll(() => {
    if (!existsSync(join(project, "app/generated"))) {
      throw new Error(
        "app/generated is missing: run `npm run generate` (or `npm run build`) first",
      );
    }
    copy = mkdtempSync(join(tmpdir(), "fb8-rename-"));
    for (const entry of copied)
      cpSync(join(project, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(project, "node_modules"), join(copy, "node_modules"), "dir");
    const festivalFile = join(copy, "content/festival.json");
    const asWritten = JSON.parse(readFileSync(festivalFile, "utf8"));
    expect(asWritten.product).toBe(festival.product);
    writeFileSync(festivalFile, JSON.stringify({ ...asWritten, ...renamed }));
    execFileSync(join(copy, "node_modules/.bin/react-router"), ["build"], {
      cwd: copy,
      stdio: "pipe",
    });
  }, 240_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("leaves no trace of the old name on any page or in any script", () => {
    const built = filesUnder(join(copy, "build/client")).filter((file) =>
      /\.(html|js)$/.test(file),
    );
    const pages = built.filter((file) => file.endsWith("index.html"));
    expect(pages.length).toBeGreaterThan(25);
    const leftovers = built.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [festival.product, festival.fullName]
        .filter((oldName) => text.includes(oldName))
        .map((oldName) => `${file.slice(copy.length)}: "${oldName}"`);
    });
    expect(leftovers).toEqual([]);
    // A placeholder that reached a page unfilled reads "{product}" to the visitor.
    const unfilled = pages.filter((file) =>
      /\{(product|fullName|year|showDate|openingDate|countdownDate)\}/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(unfilled).toEqual([]);
    const withoutNewName = pages.filter(
      (file) => !readFileSync(file, "utf8").includes(renamed.product),
    );
    expect(withoutNewName).toEqual([]);
  });
});
