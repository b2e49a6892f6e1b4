/**
 * The long texts (About, dish descriptions) are Markdown whose paragraphs are separated by a
 * blank line, the editors' habit. Apart from the schema so pages split them for nothing.
 */
export const paragraphsOf = (markdown: string) =>
  markdown
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
