import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedSiteContentSchema } from "../common/content-schema";
import { clientBuildDir, rendererEntryOf } from "../server/render/code-build";
import { renderRelease } from "../server/render/render-release";
import { readContentFolder } from "./content-folder.server";
import { festival } from "./index";

/**
 * Next year's committee renames the festival in festival.json and nowhere else. This renders
 * the whole site of a document that carries another name with the code `npm run build` made,
 * and reads every page and script of it: the old name must be gone, the new one in its place.
 */
const project = resolve(import.meta.dirname, "..");
const renamed = { product: "FX9", fullName: "Festival Seni Sembilan" };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("renaming the festival", () => {
  const site = mkdtempSync(join(tmpdir(), "fb8-rename-"));
  beforeAll(async () => {
    const content = storedSiteContentSchema.parse(
      await readContentFolder(join(project, "content")),
    );
    expect(content.festival.product).toBe(festival.product);
    await renderRelease({
      serverEntry: rendererEntryOf(project),
      codeDir: join(project, clientBuildDir),
      outDir: site,
      source: {
        content: { ...content, festival: { ...content.festival, ...renamed } },
        archive: [],
        preview: false,
        publicUrl: "https://fb8.example.sch.id",
      },
    });
  }, 60_000);
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it("leaves no trace of the old name on any page or in any script", () => {
    const built = filesUnder(site).filter((file) => /\.(html|js|data)$/.test(file));
    const pages = built.filter((file) => file.endsWith("index.html"));
    expect(pages.length).toBeGreaterThan(25);
    const leftovers = built.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [festival.product, festival.fullName]
        .filter((oldName) => text.includes(oldName))
        .map((oldName) => `${file.slice(site.length)}: "${oldName}"`);
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
