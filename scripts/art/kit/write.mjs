// @ts-check
// The one place pictures are written: content/assets/<relative path>.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const ASSETS_DIR = join(here, "..", "..", "..", "content", "assets");

/** Pictures over this size are flagged in the log (the page budgets check the real limits). */
const LARGE_BYTES = 40 * 1024;

/**
 * Write a picture under content/assets and log its size.
 * @param {string} relativePath e.g. "dishes/rendang.svg"
 * @param {string} text
 */
export function writeAsset(relativePath, text) {
  const file = join(ASSETS_DIR, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  const bytes = Buffer.byteLength(text);
  const kb = (bytes / 1024).toFixed(1);
  console.log(`${relativePath.padEnd(42)} ${kb} KB${bytes > LARGE_BYTES ? "  !! over 40 KB" : ""}`);
}
