import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";

/**
 * Turns content/assets/ into what the pages import, one module per folder under
 * app/generated/images/. The committee replaces a picture by dropping a file with the same
 * name into content/assets/<folder>/; a photo (.jpg, .png, .webp, .avif) wins over a drawing
 * (.svg) of the same name.
 *
 * - Drawings (SVG) are served as they are: sharp at every width and a few kilobytes.
 * - Photos become WebP at several widths, for `srcset`, so a 360 px phone never downloads a
 *   picture sized for a desktop.
 * - Videos (.webm, .mp4) are copied.
 *
 * Every module records each picture's intrinsic width and height, so pages reserve its space
 * and nothing shifts while it loads.
 */
export const assetsDir = "content/assets";
export const outDir = "app/generated/images";
export const responsiveWidths = [400, 800, 1200, 1600];

const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
const drawingExtensions = [".svg"];
const videoExtensions = [".webm", ".mp4"];

export type BuiltImage =
  | { kind: "drawing"; name: string; file: string; width: number; height: number }
  | {
      kind: "photo";
      name: string;
      variants: { file: string; width: number }[];
      width: number;
      height: number;
    }
  | { kind: "video"; name: string; file: string };

/** Reads a drawing's size from its width/height attributes, or else from its viewBox. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => {
    const value = root.match(new RegExp(`\\s${name}="([\\d.]+)(px)?"`))?.[1];
    return value ? Number(value) : undefined;
  };
  const viewBox = root.match(/viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/);
  const width = attribute("width") ?? Number(viewBox?.[1]);
  const height = attribute("height") ?? Number(viewBox?.[2]);
  if (!width || !height) throw new Error("an SVG needs width and height, or a viewBox");
  return { width: Math.round(width), height: Math.round(height) };
}

async function buildPhoto(source: string, target: string, name: string): Promise<BuiltImage> {
  const metadata = await sharp(source).rotate().metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error(`${source}: cannot read the picture's size`);
  const widths = responsiveWidths.filter((candidate) => candidate < width);
  widths.push(Math.min(width, responsiveWidths.at(-1) ?? width));
  const variants = [];
  for (const variantWidth of [...new Set(widths)]) {
    const file = `${name}-${variantWidth}.webp`;
    await sharp(source)
      .rotate()
      .resize({ width: variantWidth })
      .webp({ quality: 78, effort: 5 })
      .toFile(join(target, file));
    variants.push({ file, width: variantWidth });
  }
  // The largest variant's height, keeping the picture's proportions.
  const largest = variants.at(-1)?.width ?? width;
  return {
    kind: "photo",
    name,
    variants,
    width: largest,
    height: Math.round((height * largest) / width),
  };
}

/** Builds one folder of content/assets into app/generated/images/<folder>/. */
export async function buildFolder(
  folder: string,
  source = assetsDir,
  target = outDir,
): Promise<BuiltImage[]> {
  const sourceDir = join(source, folder);
  const targetDir = join(target, folder);
  rmSync(targetDir, { recursive: true, force: true });
  mkdirSync(targetDir, { recursive: true });

  const files = readdirSync(sourceDir).filter((file) => !file.startsWith("."));
  const names = new Map<string, string[]>();
  for (const file of files) {
    const extension = extname(file).toLowerCase();
    if (![...photoExtensions, ...drawingExtensions, ...videoExtensions].includes(extension))
      continue;
    const name = basename(file, extname(file));
    names.set(name, [...(names.get(name) ?? []), file]);
  }

  const built: BuiltImage[] = [];
  for (const [name, candidates] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
    const byType = (extensions: string[]) =>
      candidates.filter((file) => extensions.includes(extname(file).toLowerCase()));
    for (const video of byType(videoExtensions)) {
      copyFileSync(join(sourceDir, video), join(targetDir, video));
      built.push({ kind: "video", name: `${name}${extname(video).toLowerCase()}`, file: video });
    }
    const photo = byType(photoExtensions)[0];
    const drawing = byType(drawingExtensions)[0];
    if (photo) {
      built.push(await buildPhoto(join(sourceDir, photo), targetDir, name));
    } else if (drawing) {
      const svg = readFileSync(join(sourceDir, drawing), "utf8");
      copyFileSync(join(sourceDir, drawing), join(targetDir, drawing));
      built.push({ kind: "drawing", name, file: drawing, ...svgSize(svg) });
    }
  }
  return built;
}

/** The module a page imports: every picture of one folder, with URLs Vite fingerprints. */
export function manifestModule(folder: string, images: BuiltImage[]): string {
  const imports: string[] = [];
  const url = (file: string) => {
    const identifier = `asset${imports.length}`;
    imports.push(`import ${identifier} from "./${folder}/${file}?url";`);
    return identifier;
  };
  const entries = images.map((image) => {
    const key = JSON.stringify(image.name);
    if (image.kind === "video") return `  ${key}: { kind: "video", src: ${url(image.file)} },`;
    if (image.kind === "drawing") {
      return `  ${key}: { kind: "picture", src: ${url(image.file)}, width: ${image.width}, height: ${image.height} },`;
    }
    const variants = image.variants.map(
      (variant) => `\`\${${url(variant.file)}} ${variant.width}w\``,
    );
    const largest = `asset${imports.length - 1}`;
    return `  ${key}: { kind: "picture", src: ${largest}, srcSet: [${variants.join(", ")}].join(", "), width: ${image.width}, height: ${image.height} },`;
  });
  return `// Generated by scripts/build-images.ts from content/assets/${folder}. Do not edit.
import type { GeneratedAsset } from "../../components/ui/asset-types";
${imports.join("\n")}

export const images: Record<string, GeneratedAsset> = {
${entries.join("\n")}
};
`;
}

/**
 * Link previews (Open Graph) need a raster picture of 1200×630: one per dish, and one for
 * every other page, drawn from the dish's picture (or brand/og-default) on the night sky.
 */
export async function buildSharingCards(source = assetsDir, target = outDir) {
  const cardsDir = join(target, "sharing");
  rmSync(cardsDir, { recursive: true, force: true });
  mkdirSync(cardsDir, { recursive: true });
  const sourceOf = (folder: string, name: string) => {
    const candidates = [...photoExtensions, ...drawingExtensions].map((extension) =>
      join(source, folder, `${name}${extension}`),
    );
    return candidates.find((candidate) => existsSync(candidate));
  };
  const cards: { name: string; file: string }[] = [];
  const render = async (name: string, picture: string, fit: "contain" | "cover") => {
    const file = `${name}.jpg`;
    await sharp(picture, { density: 144 })
      .resize({ width: 1200, height: 630, fit, background: "#140b2e" })
      .flatten({ background: "#140b2e" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(cardsDir, file));
    cards.push({ name, file });
  };
  const brand = sourceOf("brand", "og-default");
  if (brand) await render("default", brand, "cover");
  const dishFolder = join(source, "dishes");
  if (existsSync(dishFolder)) {
    const names = new Set(readdirSync(dishFolder).map((file) => basename(file, extname(file))));
    for (const name of [...names].sort()) {
      const picture = sourceOf("dishes", name);
      if (picture) await render(`dish-${name}`, picture, "contain");
    }
  }
  const imports = cards.map(
    (card, index) => `import card${index} from "./sharing/${card.file}?url";`,
  );
  const entries = cards.map((card, index) => `  ${JSON.stringify(card.name)}: card${index},`);
  writeFileSync(
    join(target, "sharing.ts"),
    `// Generated by scripts/build-images.ts: link-preview pictures, 1200×630. Do not edit.
${imports.join("\n")}

export const sharingCards: Record<string, string> = {
${entries.join("\n")}
};
`,
  );
  return cards.length;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const folders = readdirSync(assetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  let pictures = 0;
  for (const folder of folders) {
    const images = await buildFolder(folder);
    writeFileSync(join(outDir, `${folder}.ts`), manifestModule(folder, images));
    pictures += images.length;
  }
  const cards = await buildSharingCards();
  console.log(
    `images: ${pictures} files from ${folders.length} folders of ${assetsDir}, ${cards} link-preview cards`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  if (!existsSync(assetsDir)) throw new Error(`${assetsDir} is missing`);
  await main();
}
