import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { create } from "fontkit";
import sharp from "sharp";
import { pictureAspect } from "./poster-layout";

/**
 * What a poster is drawn with, made from bytes the server gathered (poster-sources.ts): the
 * fonts, the logo and the dish's picture. Runs in the posters' own process.
 */

/** Written by scripts/build-font.ts (npm run generate), which every build and typecheck runs. */
const posterFontDir = resolve(import.meta.dirname, "../generated/fonts");

export type PosterFonts = { regular: Buffer; extraBold: Buffer };

let fonts: PosterFonts | undefined;

/**
 * Plus Jakarta Sans, the site's typeface, as static TrueType cuts: embedded in every PDF so
 * that a stand's printer draws it as the site does and the text stays selectable.
 */
export function posterFonts(): PosterFonts {
  if (fonts) return fonts;
  const file = (weight: number) => resolve(posterFontDir, `plus-jakarta-sans-${weight}.ttf`);
  if (!existsSync(file(400)) || !existsSync(file(800))) {
    throw new Error(
      `The posters' fonts are missing from ${posterFontDir}: run \`npm run generate\` (or npm run build)`,
    );
  }
  fonts = { regular: readFileSync(file(400)), extraBold: readFileSync(file(800)) };
  return fonts;
}

let drawable: ((codePoint: number) => boolean) | undefined;

/**
 * Whether both of the posters' cuts have a glyph for a character. pdfkit draws a missing one
 * as nothing at all, so a name in Arabic, an emoji or CJK would vanish from the paper
 * without a word: the console refuses such characters at save (poster-text-check.ts).
 */
export function posterCanDraw(): (codePoint: number) => boolean {
  if (drawable) return drawable;
  const cuts = [posterFonts().regular, posterFonts().extraBold].map((bytes) => create(bytes));
  drawable = (codePoint) => cuts.every((font) => font.hasGlyphForCodePoint(codePoint));
  return drawable;
}

/** The festival's mark, rasterised: pdfkit draws bitmaps, not SVG. */
export function posterLogo(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 300 })
    .resize(480, 480, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

const pictureWidthPx = 1200;
const pictureHeightPx = Math.round(pictureWidthPx / pictureAspect);

/**
 * A photo or drawing cut to the poster's 4:3. JPEG keeps a page of photo under a few
 * hundred KB; 1200 px is 300 dpi at the drawn width.
 */
export async function posterPicture(source: Buffer): Promise<Buffer> {
  // A drawing is rasterised just large enough to cover the cut: at a fixed 200 dpi its
  // 800 × 600 canvas became 2222 × 1667 pixels, thrown away again by the resize.
  const { format, width, height } = await sharp(source).metadata();
  const scale =
    format === "svg" && width && height
      ? Math.max(pictureWidthPx / width, pictureHeightPx / height)
      : 1;
  return await sharp(source, { density: Math.ceil(72 * scale) })
    .rotate()
    .resize(pictureWidthPx, pictureHeightPx, { fit: "cover" })
    .flatten({ background: "#140b2e" })
    .jpeg({ quality: 85 })
    .toBuffer();
}
