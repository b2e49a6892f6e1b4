import { fillIn } from "../../../common/content-placeholders";
import { safeMarkdown } from "../../../common/safe-markdown";

/**
 * A long text as the public pages show it: the festival's placeholders filled in, then the
 * same safe Markdown the pages are rendered with (app/site-content/render-source.server.ts). Imported only when
 * a preview is opened: markdown-it stays out of the console's first load.
 */
export function renderForVisitors(text: string, values: Partial<Record<string, string>>): string {
  const known = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return safeMarkdown.render(fillIn(text, known));
}
