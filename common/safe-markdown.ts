import MarkdownIt from "markdown-it";

/**
 * The safe subset of Markdown an editor may use in the long texts: paragraphs, *emphasis*,
 * **bold**, lists and links. HTML is written out as text (`html: false`), links other than
 * http(s) and mailto are dropped (markdown-it's validateLink refuses javascript:, data: …, and
 * the check below narrows it further), and pictures or headings are not Markdown here: a
 * picture goes through the console's upload, a heading would break the page's outline.
 * One renderer for the pages (app/site-content/render-source.server.ts) and the console's
 * preview, so the preview shows what visitors will read.
 */
export const safeMarkdown = new MarkdownIt("zero", {
  html: false,
  linkify: false,
  breaks: false,
}).enable(["emphasis", "link", "list"]);
const defaultValidateLink = safeMarkdown.validateLink;
safeMarkdown.validateLink = (url) =>
  defaultValidateLink(url) && /^(https?:\/\/|mailto:)/i.test(url.trim());
