import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFolder, manifestModule, spriteOf, svgSize } from "./build-images";

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

  it("serves a sprite folder's drawings as views of one file, in one import", async () => {
    mkdirSync(join(root, "assets", "flags"));
    writeFileSync(join(root, "assets", "flags", "jp.svg"), drawing(640, 480));
    writeFileSync(join(root, "assets", "flags", "fr.svg"), drawing(640, 480));
    const built = await buildFolder("flags", join(root, "assets"), join(root, "out"));
    expect(readdirSync(join(root, "out", "flags"))).toEqual(["flags.svg"]);
    expect(built).toEqual([
      { kind: "drawing", name: "fr", file: "flags.svg", view: "fr", width: 640, height: 480 },
      { kind: "drawing", name: "jp", file: "flags.svg", view: "jp", width: 640, height: 480 },
    ]);
    const module = manifestModule("flags", built);
    expect(module.match(/^import asset/gm)).toHaveLength(1);
    expect(module).toMatch(
      /"jp": \{ kind: "picture", src: `\$\{asset0\}#jp`, width: 640, height: 480 \}/,
    );
    const sprite = readFileSync(join(root, "out", "flags", "flags.svg"), "utf8");
    expect(sprite).toContain('<view id="fr" viewBox="0 0 640 480"/>');
    expect(sprite).toContain('<view id="jp" viewBox="0 480 640 480"/>');
  });

  it("leaves out of the sprite the flags no dish names", async () => {
    mkdirSync(join(root, "assets", "flags"));
    for (const flag of ["jp", "fr", "mx"]) {
      writeFileSync(join(root, "assets", "flags", `${flag}.svg`), drawing(640, 480));
    }
    const built = await buildFolder(
      "flags",
      join(root, "assets"),
      join(root, "out"),
      new Set(["jp", "fr"]),
    );
    expect(built.map((image) => image.name)).toEqual(["fr", "jp"]);
    const sprite = readFileSync(join(root, "out", "flags", "flags.svg"), "utf8");
    expect(sprite).not.toContain('<view id="mx"');
  });
});

describe("spriteOf", () => {
  const withClipPath = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" id="flag" viewBox="0 0 640 480" fill-rule="evenodd"><defs><clipPath id="a"><path d="M0 0h640v480H0z"/></clipPath><path id="b" d="M0 0h1v1z"/></defs><g clip-path="url(#a)"><rect width="640" height="480" fill="${fill}"/><use href="#b"/></g></svg>`;

  it("stacks the drawings, each in its own viewport with its own root attributes", () => {
    const sprite = spriteOf([
      { name: "nl", svg: withClipPath("#ae1c28") },
      { name: "cn", svg: drawing(300, 200) },
    ]);
    expect(sprite).toContain('viewBox="0 0 640 680" width="640" height="680"');
    expect(sprite).toContain(
      '<svg viewBox="0 0 640 480" fill-rule="evenodd" x="0" y="0" width="640" height="480">',
    );
    expect(sprite).toContain('<view id="cn" viewBox="0 480 300 200"/>');
    expect(sprite).toContain('<svg viewBox="0 0 300 200" x="0" y="480" width="300" height="200">');
  });

  it('prefixes ids, so two drawings that both say id="a" keep their own clip paths', () => {
    const sprite = spriteOf([
      { name: "nl", svg: withClipPath("#ae1c28") },
      { name: "fr", svg: withClipPath("#002654") },
    ]);
    for (const name of ["nl", "fr"]) {
      expect(sprite).toContain(`<clipPath id="${name}--a">`);
      expect(sprite).toContain(`clip-path="url(#${name}--a)"`);
      expect(sprite).toContain(`<use href="#${name}--b"/>`);
    }
    expect(sprite).not.toMatch(/id="(a|b|flag)"/);
  });

  it("refuses a file that is not an SVG document", () => {
    expect(() => spriteOf([{ name: "xx", svg: '<svg viewBox="0 0 1 1">' }])).toThrow(
      /xx: not an SVG document/,
    );
  });
});
