import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Kysely } from "kysely";
import QRCode from "qrcode";
import sharp from "sharp";
import { mediaNamePattern } from "../../common/content-schema";
import { repositoryContentDir } from "../content/first-edition";
import { readMedia } from "../content/media";
import type { PublishedDish } from "../content/published-content";
import type { DatabaseSchema } from "../storage/schema";

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

let logo: Promise<Buffer> | undefined;

/** The festival's mark, rasterised once: pdfkit draws bitmaps, not SVG. */
export function posterLogo(): Promise<Buffer> {
  logo ??= sharp(resolve(repositoryContentDir, "assets/brand/logo.svg"), { density: 300 })
    .resize(480, 480, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return logo;
}

/** The picture's shape on the poster, the drawings' own 4:3. */
export const pictureAspect = 4 / 3;
const pictureWidthPx = 1200;
const pictureHeightPx = Math.round(pictureWidthPx / pictureAspect);

/**
 * The dish's uploaded photo when its image names one, else its drawing from content/assets;
 * undefined when neither exists (a video, a drawing the repository lacks): the poster then
 * leaves a starry panel instead.
 */
export async function dishPicture(
  db: Kysely<DatabaseSchema>,
  dish: PublishedDish,
): Promise<Buffer | undefined> {
  const source = await pictureSource(db, dish.image.file);
  if (!source) return undefined;
  // JPEG keeps a page of photo under a few hundred KB; 1200 px is 300 dpi at the drawn width.
  return await sharp(source, { density: 200 })
    .rotate()
    .resize(pictureWidthPx, pictureHeightPx, { fit: "cover" })
    .flatten({ background: "#140b2e" })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function pictureSource(db: Kysely<DatabaseSchema>, file: string) {
  if (mediaNamePattern.test(file)) {
    const media = await readMedia(db, file);
    return media?.kind === "photo" ? media.bytes : undefined;
  }
  // A slug-like name only: never a path out of the drawings' folder.
  if (!/^[a-z0-9-]+$/.test(file)) return undefined;
  return await readFile(resolve(repositoryContentDir, "assets/dishes", `${file}.svg`)).catch(
    () => undefined,
  );
}

/** The QR code's dark modules, row by row; `size` modules a side, without the quiet zone. */
export type QrMatrix = { size: number; dark: (row: number, column: number) => boolean };

/**
 * Level Q restores a quarter of the code: a poster taped to a stand gets creased, splashed
 * and half-covered by a price tag, and still scans.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "Q" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
