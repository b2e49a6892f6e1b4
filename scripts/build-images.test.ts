import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFolder, manifestModule, svgSize } from "./build-images";

const drawing = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="10" height="10"/></svg>`;

describe("svgSize", () => {
  it("reads width and height attributes", () => {
    expect(svgSize(drawing(800, 600))).toEqual({ width: 800, height: 600 });
  });

  it("falls back to the viewBox", () => {
    expect(svgSize('<svg viewBox="0 0 640 480"><path/></svg>')).toEqual({
      width: 640,
      height: 480,
    });
  });

  it("refuses an SVG with no size at all", () => {
    expect(() => svgSize("<svg><path/></svg>")).toThrow(/width and height/);
  });
});

describe("buildFolder", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "fb8-images-"));
    mkdirSync(join(root, "assets", "dishes"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const source = (file: string) => join(root, "assets", "dishes", file);
  const photo = (file: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#f5c04e" } }).toFile(source(file));

  it("serves a drawing as it is, with its size", async () => {
    writeFileSync(source("rendang.svg"), drawing(800, 600));
    const built = await buildFolder("dishes", join(root, "assets"), join(root, "out"));
    expect(built).toEqual([
      { kind: "drawing", name: "rendang", file: "rendang.svg", width: 800, height: 600 },
    ]);
    expect(readdirSync(join(root, "out", "dishes"))).toEqual(["rendang.svg"]);
  });

  it("lets a photo dropped beside a drawing of the same name replace it, in several widths", async () => {
    writeFileSync(source("rendang.svg"), drawing(800, 600));
    await photo("rendang.jpg", 2000, 1500);
    const built = await buildFolder("dishes", join(root, "assets"), join(root, "out"));
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({ kind: "photo", name: "rendang", width: 1600, height: 1200 });
    expect(readdirSync(join(root, "out", "dishes")).sort()).toEqual([
      "rendang-1200.webp",
      "rendang-1600.webp",
      "rendang-400.webp",
      "rendang-800.webp",
    ]);
    const small = await sharp(join(root, "out", "dishes", "rendang-400.webp")).metadata();
    expect([small.format, small.width, small.height]).toEqual(["webp", 400, 300]);
  });

  it("never enlarges a small photo", async () => {
    await photo("rawon.png", 640, 480);
    const built = await buildFolder("dishes", join(root, "assets"), join(root, "out"));
    expect(built[0]).toMatchObject({ kind: "photo", width: 640, height: 480 });
    expect(readdirSync(join(root, "out", "dishes")).sort()).toEqual([
      "rawon-400.webp",
      "rawon-640.webp",
    ]);
  });

  it("writes a module with fingerprintable URLs and a srcset for photos", async () => {
    writeFileSync(source("onigiri.svg"), drawing(800, 600));
    await photo("rawon.png", 900, 600);
    const built = await buildFolder("dishes", join(root, "assets"), join(root, "out"));
    const module = manifestModule("dishes", built);
    expect(module).toContain('from "./dishes/onigiri.svg?url"');
    expect(module).toContain('from "./dishes/rawon-400.webp?url"');
    expect(module).toMatch(
      /"rawon": \{ kind: "picture", src: asset\d+, srcSet: \[`\$\{asset\d+\} 400w`, `\$\{asset\d+\} 800w`, `\$\{asset\d+\} 900w`\]/,
    );
  });
});
