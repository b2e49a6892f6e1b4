import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { festivalPlaceholders, fillIn } from "../common/content-placeholders";
import { paragraphsOf } from "../common/paragraphs";
import { festival } from "./index";

// Resolved from the project root (where npm runs the build), because this module is bundled
// into build/server and its own URL no longer points into content/.
const contentDir = resolve(process.cwd(), "content");

/**
 * The long texts (About, dish descriptions) are Markdown files so the committee can edit
 * them comfortably; a blank line separates paragraphs. Read at build time only, with the
 * festival's placeholders ({product}, {year} …) filled in like every other text.
 */
export async function readParagraphs(relativePath: string): Promise<string[]> {
  const text = fillIn(
    await readFile(resolve(contentDir, relativePath), "utf8"),
    festivalPlaceholders(festival),
  );
  return paragraphsOf(text);
}
