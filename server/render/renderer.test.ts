import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { storedSiteContentSchema } from "../../common/content-schema";
import { readContentFolder } from "../../content/content-folder.server";
import { clientBuildDir, rendererEntryOf } from "./code-build";
import type { RenderJob } from "./render-release";
import { createRenderer, RenderStopped } from "./renderer";

// Renders with the server build `npm run build` made (npm test builds before its suites).
const root = process.cwd();
const content = storedSiteContentSchema.parse(await readContentFolder(join(root, "content")));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function job(): RenderJob {
  const outDir = mkdtempSync(join(tmpdir(), "fb8-renderer-"));
  folders.push(outDir);
  return {
    serverEntry: rendererEntryOf(root),
    codeDir: join(root, clientBuildDir),
    outDir,
    source: { content, archive: [], preview: false, publicUrl: "https://fb8.example.sch.id" },
  };
}

/** This process's renderer children, by /proc: their pids and nice values. */
function rendererChildren(): { pid: number; nice: number }[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8");
        if (Number(fields[1]) !== process.pid || !cmdline.includes("render-process.mjs")) return [];
        return [{ pid: Number(name), nice: Number(fields[16]) }];
      } catch {
        return [];
      }
    });
}

describe("the renderer process", () => {
  it("renders a release at a lower priority than the server, and ends with close()", async () => {
    const renderer = createRenderer();
    try {
      const pending = renderer.render(job());
      // Once the process has started its script (a fork is the server's copy until then).
      await expect.poll(() => rendererChildren()[0]?.nice).toBe(10);
      const outcome = await pending;
      expect(outcome.pages).toBeGreaterThan(25);
    } finally {
      await renderer.close();
    }
    expect(rendererChildren()).toEqual([]);
  });

  it("stops a render when asked, leaves no process, and renders the next one anew", async () => {
    const renderer = createRenderer();
    try {
      const controller = new AbortController();
      const stopped = renderer.render(job(), { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await expect(stopped).rejects.toBeInstanceOf(RenderStopped);
      await expect.poll(() => JSON.stringify(rendererChildren())).toBe("[]");

      const next = job();
      const outcome = await renderer.render(next);
      expect(outcome.pages).toBeGreaterThan(25);
      expect(existsSync(join(next.outDir, "index.html"))).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it("fails a render whose page cannot be rendered, saying which page and why", async () => {
    const renderer = createRenderer();
    try {
      const broken = job();
      const rendang = broken.source.content.dishes.find((dish) => dish.slug === "rendang");
      if (!rendang) throw new Error("the repository's catalogue has no rendang");
      broken.source = {
        ...broken.source,
        content: {
          ...broken.source.content,
          dishes: broken.source.content.dishes.map((dish) =>
            dish === rendang
              ? { ...dish, origin: { ...dish.origin, marker: { latitude: 60, longitude: 10 } } }
              : dish,
          ),
        },
      };
      await expect(renderer.render(broken)).rejects.toThrow(/rendang/);
    } finally {
      await renderer.close();
    }
  });
});
