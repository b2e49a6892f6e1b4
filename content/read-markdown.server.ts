import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import MarkdownIt from "markdown-it";
import { festivalPlaceholders, fillIn } from "../common/content-placeholders";
import { paragraphsOf } from "../common/paragraphs";
import { festival } from "./index";

// Resolved from the project root (where npm runs the build), because this module is bundled
// into build/server and its own URL no longer points into content/.
const contentDir = resolve(process.cwd(), "content");

/**
 * The safe subset of Markdown an editor may use in the long texts: paragraphs, *emphasis*,
 * **bold**, lists and links. HTML is written out as text (`html: false`), links other than
 * http(s) and mailto are dropped (markdown-it's validateLink refuses javascript:, data: …, and
 * the check below narrows it further), and pictures or headings are not Markdown here: a
 * picture goes through the console's upload, a heading would break the page's outline.
 */
const markdown = new MarkdownIt("zero", { html: false, linkify: false, breaks: false }).enable([
  "emphasis",
  "link",
  "list",
]);
const defaultValidateLink = markdown.validateLink;
markdown.validateLink = (url) =>
  defaultValidateLink(url) && /^(https?:\/\/|mailto:)/i.test(url.trim());

/** A long text at build time, its festival placeholders filled in, as safe HTML. */
export async function readMarkdown(
  relativePath: string,
): Promise<{ html: string; summary: string }> {
  const text = fillIn(
    await readFile(resolve(contentDir, relativePath), "utf8"),
    festivalPlaceholders(festival),
  );
  return { html: markdown.render(text), summary: plainText(paragraphsOf(text)[0] ?? "") };
}

/** A paragraph without its Markdown marks, for a meta description. */
function plainText(paragraph: string): string {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
    .trim();
}

export { markdown as safeMarkdown };
