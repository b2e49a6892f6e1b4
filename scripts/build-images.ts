import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";
import { dishes, pages } from "../content";
import { packageDir as bodyFontDir } from "./build-font";

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
  | {
      kind: "drawing";
      name: string;
      file: string;
      width: number;
      height: number;
      /** Set when `file` is the folder's sprite: the `<view>` that shows this drawing. */
      view?: string;
    }
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

/**
 * Folders whose drawings are small and shown many at once. Their drawings are served as one
 * sprite, and each picture is a view of it (`flags.svg#jp`): the international picker shows
 * nine flags, and on HTTP/1.1, with six connections, nine requests queued in front of the map
 * and the scripts cost a phone about 0.3 s of Largest Contentful Paint.
 */
export const spriteFolders = ["flags"];

/**
 * Stacks drawings into one SVG with a `<view>` per drawing, named after it. Each drawing keeps
 * its own viewBox inside a nested `<svg>`; its ids are prefixed with its name, so two drawings
 * that both define `id="a"` cannot borrow each other's clip paths.
 */
export function spriteOf(drawings: { name: string; svg: string }[]): string {
  let top = 0;
  let widest = 0;
  const parts = drawings.map(({ name, svg }) => {
    const { width, height } = svgSize(svg);
    const root = svg.match(/<svg\b[^>]*>/)?.[0];
    const end = svg.lastIndexOf("</svg>");
    if (!root || end < 0) throw new Error(`${name}: not an SVG document`);
    let body = svg.slice(svg.indexOf(root) + root.length, end);
    for (const [, id] of body.matchAll(/\sid="([^"]+)"/g)) {
      const escaped = id?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      body = body
        .replace(new RegExp(`(\\sid=")${escaped}"`, "g"), `$1${name}--${id}"`)
        .replace(new RegExp(`url\\(#${escaped}\\)`, "g"), `url(#${name}--${id})`)
        .replace(new RegExp(`(href=")#${escaped}"`, "g"), `$1#${name}--${id}"`);
    }
    // The drawing's own root attributes (viewBox, fill, …), but its place in the sprite is ours.
    const attributes = root
      .replace(/^<svg|>$/g, "")
      .replace(/\s(xmlns(:\w+)?|width|height|x|y|id)="[^"]*"/g, "")
      .replace(/\/$/, "")
      .trim();
    const part = `<view id="${name}" viewBox="0 ${top} ${width} ${height}"/>
<svg ${attributes} x="0" y="${top}" width="${width}" height="${height}">${body}</svg>`;
    top += height;
    widest = Math.max(widest, width);
    return part;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${widest} ${top}" width="${widest}" height="${top}">
${parts.join("\n")}
</svg>
`;
}

/**
 * Builds one folder of content/assets into app/generated/images/<folder>/. With `wanted`, the
 * pictures of other names are left out: content/assets/flags holds a flag for every country
 * an origin can be chosen from (common/map-places.ts), and a sprite of them all would be a few
 * hundred kilobytes where the dishes need a few.
 */
export async function buildFolder(
  folder: string,
  source = assetsDir,
  target = outDir,
  wanted?: ReadonlySet<string>,
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
    if (wanted && !wanted.has(name)) continue;
    names.set(name, [...(names.get(name) ?? []), file]);
  }

  const built: BuiltImage[] = [];
  const spriteDrawings: { name: string; svg: string }[] = [];
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
      if (spriteFolders.includes(folder)) {
        spriteDrawings.push({ name, svg });
        built.push({ kind: "drawing", name, file: `${folder}.svg`, view: name, ...svgSize(svg) });
      } else {
        copyFileSync(join(sourceDir, drawing), join(targetDir, drawing));
        built.push({ kind: "drawing", name, file: drawing, ...svgSize(svg) });
      }
    }
  }
  if (spriteDrawings.length > 0) {
    writeFileSync(join(targetDir, `${folder}.svg`), spriteOf(spriteDrawings));
  }
  return built;
}

/** The module a page imports: every picture of one folder, with URLs Vite fingerprints. */
export function manifestModule(folder: string, images: BuiltImage[]): string {
  const imports: string[] = [];
  const identifiers = new Map<string, string>();
  const url = (file: string) => {
    const known = identifiers.get(file);
    if (known) return known;
    const identifier = `asset${imports.length}`;
    imports.push(`import ${identifier} from "./${folder}/${file}?url";`);
    identifiers.set(file, identifier);
    return identifier;
  };
  const entries = images.map((image) => {
    const key = JSON.stringify(image.name);
    if (image.kind === "video") return `  ${key}: { kind: "video", src: ${url(image.file)} },`;
    if (image.kind === "drawing") {
      const src = image.view ? `\`\${${url(image.file)}}#${image.view}\`` : url(image.file);
      return `  ${key}: { kind: "picture", src: ${src}, width: ${image.width}, height: ${image.height} },`;
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
 * Pages with a card of their own: a drawing in brand/ with room on its right, where the build
 * writes the page's title from content (so the committee edits it as text, not as a picture).
 */
export const pageCards = [
  { name: "results", background: "og-results", title: pages.results.card },
] as const;

const escapeMarkup = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A title in the site's own typeface, Plus Jakarta Sans ExtraBold, as a transparent PNG of at
 * most `width` pixels, wrapped by word. The variable font is cut to the title's letters at
 * weight 800 first: the text renderer reads TrueType files, and so no system font stands in.
 */
async function titlePicture(title: string, width: number): Promise<Buffer> {
  const woff2 = readFileSync(join(bodyFontDir, "files/plus-jakarta-sans-latin-wght-normal.woff2"));
  const font = await subsetFont(woff2, title, {
    targetFormat: "truetype",
    variationAxes: { wght: 800 },
  });
  const fontfile = join(mkdtempSync(join(tmpdir(), "fb8-card-font-")), "title.ttf");
  writeFileSync(fontfile, font);
  try {
    return await sharp({
      text: {
        text: `<span foreground="#f5c04e">${escapeMarkup(title)}</span>`,
        font: "Plus Jakarta Sans 84",
        fontfile,
        width,
        wrap: "word",
        spacing: 6,
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer();
  } finally {
    rmSync(join(fontfile, ".."), { recursive: true, force: true });
  }
}

/**
 * Link previews (Open Graph) need a raster picture of 1200×630: one per dish, one per page of
 * `pageCards`, and one for every other page, drawn from the dish's picture (or
 * brand/og-default) on the night sky.
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
  for (const card of pageCards) {
    const background = sourceOf("brand", card.background);
    if (!background) continue;
    const file = `${card.name}.jpg`;
    const title = await titlePicture(card.title, 540);
    const { height = 0 } = await sharp(title).metadata();
    await sharp(background, { density: 144 })
      .resize({ width: 1200, height: 630, fit: "cover" })
      .composite([
        { input: title, left: 590, top: Math.max(60, Math.round((630 - height) / 2) - 30) },
      ])
      .flatten({ background: "#140b2e" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(cardsDir, file));
    cards.push({ name: card.name, file });
  }
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
  const flagsOfDishes = new Set(dishes.flatMap((dish) => dish.origin.flag ?? []));
  let pictures = 0;
  for (const folder of folders) {
    const images = await buildFolder(
      folder,
      assetsDir,
      outDir,
      folder === "flags" ? flagsOfDishes : undefined,
    );
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
