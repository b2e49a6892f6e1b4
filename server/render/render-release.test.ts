import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SiteContent, storedSiteContentSchema } from "../../common/content-schema";
import { placeMarkers } from "../../common/map-markers";
import { provinces } from "../../common/map-places";
import { paths } from "../../common/paths";
import type { RenderSource } from "../../common/render-source";
import type { ArchivedResults } from "../../common/results-archive";
import { readContentFolder } from "../../content/content-folder.server";
import { fittedIndonesia } from "../../scripts/build-maps";
import { clientBuildDir, rendererEntryOf } from "./code-build";
import { isRenderedFile, renderRelease } from "./render-release";

// Renders with the server build `npm run build` made (npm test builds before its suites).
const root = process.cwd();
const repository = storedSiteContentSchema.parse(await readContentFolder(join(root, "content")));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const sourceOf = (content: SiteContent, more: Partial<RenderSource> = {}): RenderSource => ({
  content,
  archive: [],
  preview: false,
  publicUrl: "https://fb8.example.sch.id",
  ...more,
});

async function render(source: RenderSource, previousDir?: string) {
  const outDir = mkdtempSync(join(tmpdir(), "fb8-render-"));
  folders.push(outDir);
  const outcome = await renderRelease({
    serverEntry: rendererEntryOf(root),
    codeDir: join(root, clientBuildDir),
    outDir,
    source,
    previousDir,
  });
  return { dir: outDir, ...outcome };
}

/** Every file a release wrote for itself, with its compressed copies, as paths. */
function renderedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter(isRenderedFile)
    .sort();
}

const page = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");

function edited(): SiteContent {
  const content = structuredClone(repository);
  content.pages.about.title = "Tentang Festival Budaya Kami";
  const rendang = content.dishes.find((dish) => dish.slug === "rendang");
  if (!rendang) throw new Error("the repository's catalogue has no rendang");
  rendang.name = "Rendang Padang";
  return content;
}

describe("a release rendered with the code built once", () => {
  it("is the same file for file whether the unchanged pages are reused or rendered again", async () => {
    const before = await render(sourceOf(repository));
    const reusing = await render(sourceOf(edited()), before.dir);
    const whole = await render(sourceOf(edited()));

    const files = renderedFiles(whole.dir);
    expect(renderedFiles(reusing.dir)).toEqual(files);
    for (const file of files.filter((name) => !/\.(br|gz)$/.test(name))) {
      expect(
        readFileSync(join(reusing.dir, file)).equals(readFileSync(join(whole.dir, file))),
        file,
      ).toBe(true);
    }
    // The edit reached its pages, and only the pages that show it were written again.
    expect(page(reusing.dir, "/about/index.html")).toContain("Tentang Festival Budaya Kami");
    expect(page(reusing.dir, "/8trepreneur/domestic/rendang/index.html")).toContain(
      "Rendang Padang",
    );
    const inode = (dir: string, path: string) => statSync(join(dir, path)).ino;
    expect(inode(reusing.dir, "/guest-star/index.html")).toBe(
      inode(before.dir, "/guest-star/index.html"),
    );
    expect(inode(reusing.dir, "/about/index.html")).not.toBe(
      inode(before.dir, "/about/index.html"),
    );
    expect(reusing.reused).toBeGreaterThan(0);
    expect(reusing.written).toBeLessThan(whole.written);
    // Only pages whose data changed were rendered again; the others' HTML was the previous.
    expect(whole.rendered).toBe(whole.pages);
    expect(reusing.rendered).toBeGreaterThanOrEqual(2);
    expect(reusing.rendered).toBeLessThan(reusing.pages / 2);
    expect(page(reusing.dir, "/__csp-hashes.json")).toBe(page(whole.dir, "/__csp-hashes.json"));
  });

  it("renders every page again after the code changed, whatever the data", async () => {
    const before = await render(sourceOf(repository));
    writeFileSync(join(before.dir, "__render-code.txt"), "kode-lama");
    const after = await render(sourceOf(repository), before.dir);
    expect(after.rendered).toBe(after.pages);
    // The bytes still equal: every file is the previous one's.
    expect(after.written).toBe(1);
  });

  it("renders every page of the release, with its data, the sitemap and the console's page", async () => {
    const archive: ArchivedResults[] = [
      {
        year: 2021,
        name: "FB7",
        publishedAt: "2021-11-28T10:30:00.000Z",
        categories: [
          {
            category: "domestic",
            dishes: [
              { food: "rendang", name: "Rendang", classLabel: "X MIPA C", votes: 30, rank: 1 },
            ],
          },
        ],
      },
    ];
    const { dir, pages } = await render(sourceOf(repository, { archive }));
    const htmlPages = renderedFiles(dir).filter((file) => file.endsWith("/index.html"));
    expect(htmlPages).toHaveLength(pages);
    expect(htmlPages).toContain("/8trepreneur/hasil/2021/index.html");
    expect(page(dir, "/8trepreneur/hasil/2021/index.html")).toContain("FB7");
    expect(page(dir, "/sitemap.xml")).toContain(
      "<loc>https://fb8.example.sch.id/8trepreneur/hasil/2021</loc>",
    );
    expect(page(dir, "/about/index.html")).toContain(
      '<link rel="canonical" href="https://fb8.example.sch.id/about"/>',
    );
    expect(page(dir, "/_root.data")).toContain(repository.festival.fullName);
    expect(page(dir, "/__spa-fallback.html")).toContain("Memuat…");
    // The code's files are the client build's own, linked rather than copied.
    const script = readdirSync(join(dir, "assets")).find((name) => name.endsWith(".js"));
    expect(script).toBeDefined();
    expect(statSync(join(dir, "assets", script ?? "")).ino).toBe(
      statSync(join(root, clientBuildDir, "assets", script ?? "")).ino,
    );
  });

  it("says on every page of a preview that it is not published, and on no published page", async () => {
    const preview = await render(sourceOf(repository, { preview: true }));
    const published = await render(sourceOf(repository));
    // The pages outside the shared layout, as the specification draws them, have no banner.
    const outsideLayout = [paths.comingSoon, paths.live, paths.notFound];
    const pagesOf = (dir: string) =>
      renderedFiles(dir).filter(
        (file) =>
          file.endsWith("/index.html") && !outsideLayout.some((path) => file.startsWith(path)),
      );
    expect(pagesOf(preview.dir).length).toBeGreaterThan(20);
    for (const file of pagesOf(preview.dir)) {
      expect(page(preview.dir, file), file).toContain("Pratinjau draf");
    }
    for (const file of pagesOf(published.dir)) {
      expect(page(published.dir, file), file).not.toContain("Pratinjau draf");
    }
  });

  it("writes a preview's revision beside its pages, so the next preview renders only what a save changed", async () => {
    const first = await render(sourceOf(repository, { preview: true, previewRevision: 12 }));
    expect(JSON.parse(page(first.dir, "/__preview.json"))).toEqual({ revision: 12 });
    const saved = structuredClone(repository);
    saved.pages.about.title = "Tentang, disimpan lagi";
    const next = await render(sourceOf(saved, { preview: true, previewRevision: 13 }), first.dir);
    expect(JSON.parse(page(next.dir, "/__preview.json"))).toEqual({ revision: 13 });
    expect(page(next.dir, "/about/index.html")).toContain("Tentang, disimpan lagi");
    expect(next.rendered).toBeLessThan(5);
  });
});

/** The repository's content with one more domestic dish, from a province no dish came from. */
function withNewDish(): SiteContent {
  const content = structuredClone(repository);
  const rendang = content.dishes.find((dish) => dish.slug === "rendang");
  const papua = provinces.find((place) => place.name === "Papua");
  if (!rendang || !papua) throw new Error("no rendang in the catalogue, or no Papua on the map");
  content.dishes.push({
    ...structuredClone(rendang),
    id: "papeda",
    slug: "papeda",
    name: "Papeda",
    origin: { name: papua.name, marker: papua.marker },
  });
  return storedSiteContentSchema.parse(content);
}

/** Each marker link's position on a picker page, by the dish it links to. */
function markerStyles(html: string): Record<string, string> {
  const styles: Record<string, string> = {};
  const link =
    /<li style="([^"]*)"><a [^>]*href="\/8trepreneur\/\w+\/([\w-]+)"[^>]*class="map-marker"/g;
  for (const [, style = "", slug = ""] of html.matchAll(link)) styles[slug] = style;
  return styles;
}

describe("the maps of a rendered release", () => {
  it("show a new dish's marker where the build's own projection places it", async () => {
    const content = withNewDish();
    const { dir } = await render(sourceOf(content));
    // What scripts/build-maps.ts computed at build time, with the projection it fitted.
    const fitted = fittedIndonesia();
    const expected = placeMarkers(content.dishes, "domestic", fitted, (place) =>
      fitted.projection(place),
    );
    const shown = markerStyles(page(dir, "/8trepreneur/domestic/index.html"));
    expect(Object.keys(shown)).toContain("papeda");
    expect(Object.keys(shown)).toHaveLength(Object.keys(expected).length);
    for (const [slug, { label }] of Object.entries(expected)) {
      expect(shown[slug], slug).toBe(`left:${label.left}%;top:${label.top}%;`);
    }
  });

  it("fail the render, naming the dish, when a marker falls off its map", async () => {
    const content = structuredClone(repository);
    const rendang = content.dishes.find((dish) => dish.slug === "rendang");
    if (!rendang) throw new Error("the repository's catalogue has no rendang");
    rendang.origin.marker = { longitude: 10, latitude: 50 };
    await expect(render(sourceOf(content))).rejects.toThrow(
      "rendang: marker falls outside the domestic map",
    );
  });
});

describe("the client's scripts", () => {
  /** Every text of the content long enough not to be a word the code also uses. */
  function longTexts(value: unknown, found: string[] = []): string[] {
    if (typeof value === "string") {
      if (value.length >= 30 && !/^https?:/.test(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) longTexts(item, found);
    } else if (typeof value === "object" && value !== null) {
      for (const item of Object.values(value)) longTexts(item, found);
    }
    return found;
  }

  it("hold no text of the content, so that a new text never needs a new build", () => {
    const scriptsDir = join(root, clientBuildDir, "assets");
    const scripts = readdirSync(scriptsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => ({ name, text: readFileSync(join(scriptsDir, name), "utf8") }));
    const texts = longTexts({ ...repository, about: repository.about.body.split("\n\n") });
    expect(texts.length).toBeGreaterThan(50);
    const leaked = texts.flatMap((text) =>
      scripts
        .filter((script) => script.text.includes(text))
        .map((script) => `${script.name}: ${text}`),
    );
    expect(leaked).toEqual([]);
  });
});
