import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { festival } from "./festival";
import { festivalPlaceholders, fillIn } from "./placeholders";

// Resolved from the project root (where npm runs the build), because this module is bundled
// into build/server and its own URL no longer points into content/.
const contentDir = resolve(process.cwd(), "content");

/**
 * The long texts (About, dish descriptions) are plain-text files so the committee can edit
 * them comfortably; a blank line separates paragraphs. Read at build time only, with the
 * festival's placeholders ({product}, {year} …) filled in like every other text.
 */
export async function readParagraphs(relativePath: string): Promise<string[]> {
  const text = fillIn(
    await readFile(resolve(contentDir, relativePath), "utf8"),
    festivalPlaceholders(festival),
  );
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
}
