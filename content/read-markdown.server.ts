import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { festivalPlaceholders, fillIn } from "../common/content-placeholders";
import { paragraphsOf } from "../common/paragraphs";
import { safeMarkdown } from "../common/safe-markdown";
import { festival } from "./index";

// Resolved from the project root (where npm runs the build), because this module is bundled
// into build/server and its own URL no longer points into content/.
const contentDir = resolve(process.cwd(), "content");

/** A long text at build time, its festival placeholders filled in, as safe HTML. */
export async function readMarkdown(
  relativePath: string,
): Promise<{ html: string; summary: string }> {
  const text = fillIn(
    await readFile(resolve(contentDir, relativePath), "utf8"),
    festivalPlaceholders(festival),
  );
  return { html: safeMarkdown.render(text), summary: plainText(paragraphsOf(text)[0] ?? "") };
}

/** A paragraph without its Markdown marks, for a meta description. */
function plainText(paragraph: string): string {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
    .trim();
}

// The renderer's own tests (read-markdown.test.ts) reach it here, beside its only build-time use.
export { safeMarkdown };
