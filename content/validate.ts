import { resolve } from "node:path";
import { issueInWords, parseForWords } from "../common/content-issue-words";
import { storedSiteContentSchema } from "../common/content-schema";
import { readContentFolder } from "./content-folder.server";

/** Where an issue's path points in the files of the content folder, for an editor. */
function fileOf(path: readonly PropertyKey[], content: Record<string, unknown>): string {
  const [section, index, field] = path;
  if (section === "dishes" && field === "description" && Array.isArray(content.dishes)) {
    const dish: unknown = content.dishes[Number(index)];
    const slug = typeof dish === "object" && dish && "slug" in dish ? String(dish.slug) : index;
    return `dishes/${String(slug)}.md`;
  }
  if (section === "about") return "about.md";
  return `${String(section)}.json`;
}

/** Every problem in a content folder, as lines an editor can act on; empty when all is well. */
export async function validateContent(dir = resolve(process.cwd(), "content")): Promise<string[]> {
  const content = await readContentFolder(dir);
  // As stored: a release published before a limit was added is built again after an
  // upgrade; the limits themselves are met at save and publish (server/content/drafts.ts).
  const result = storedSiteContentSchema.safeParse(content, parseForWords);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${fileOf(issue.path, content)} → ${issue.path.map(String).join(".") || "(root)"}: ${issueInWords(issue)}`,
  );
}
