import { resolve } from "node:path";
import { issueInWords, parseForWords } from "../../common/content-issue-words";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { readContentFolder } from "../../content/content-folder.server";

/** The repository's content/ folder: the draft before the committee saves anything. */
export const repositoryContentDir = resolve(import.meta.dirname, "../../content");

/** A content folder as a checked document; throws, naming each problem, when it is not one. */
export async function readFirstEdition(dir = repositoryContentDir): Promise<SiteContent> {
  const checked = siteContentSchema.safeParse(await readContentFolder(dir), parseForWords);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.map(String).join(".")}: ${issueInWords(issue)}`,
    );
    throw new Error(`${dir} does not fit the content schema:\n${problems.join("\n")}`);
  }
  return checked.data;
}

let repositoryFirstEdition: Promise<SiteContent> | undefined;

/**
 * The repository's first edition, read and checked once per process: the folder does not
 * change while the server runs, and every test app would otherwise read it again.
 */
export function firstEditionOfRepository(): Promise<SiteContent> {
  repositoryFirstEdition ??= readFirstEdition();
  return repositoryFirstEdition;
}
