import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteContent } from "../common/content-schema";
import type { ArchivedResults } from "../common/results-archive";

/**
 * The content document as files, the way an editor reads them in the repository:
 * festival.json, pages.json, dishes.json, each dish's description in dishes/<slug>.md and
 * the About page's in about.md. The repository's folder is the first edition; a publish
 * writes the frozen draft in the same shape into the folder its build reads.
 */
const jsonSections = ["festival", "pages", "dishes"] as const;

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8"));
}

/** The document as written (placeholders unfilled), not yet checked against the schema. */
export async function readContentFolder(dir: string): Promise<Record<string, unknown>> {
  const [festival, pages, dishes] = await Promise.all(
    jsonSections.map((section) => readJson(join(dir, `${section}.json`))),
  );
  const dishList: unknown[] = Array.isArray(dishes) ? dishes : [];
  const described = await Promise.all(
    dishList.map(async (dish) => {
      if (typeof dish !== "object" || dish === null || !("slug" in dish)) return dish;
      const file = join(dir, "dishes", `${String(dish.slug)}.md`);
      const description = await readFile(file, "utf8").catch(() => "");
      return { ...dish, description };
    }),
  );
  const about = { body: await readFile(join(dir, "about.md"), "utf8") };
  return { festival, pages, dishes: described, about };
}

/**
 * Writes a checked document as the files readContentFolder reads, with the archived
 * editions' results beside them (archive.json): the server's record, not the committee's
 * content, so readContentFolder leaves it out.
 */
export async function writeContentFolder(
  content: SiteContent,
  dir: string,
  archive: ArchivedResults[] = [],
): Promise<void> {
  await mkdir(join(dir, "dishes"), { recursive: true });
  const dishes = content.dishes.map(({ description: _description, ...dish }) => dish);
  const files: [string, string][] = [
    ["festival.json", json(content.festival)],
    ["pages.json", json(content.pages)],
    ["dishes.json", json(dishes)],
    ["about.md", `${content.about.body}\n`],
    ["archive.json", json(archive)],
    ...content.dishes.map((dish): [string, string] => [
      join("dishes", `${dish.slug}.md`),
      `${dish.description}\n`,
    ]),
  ];
  await Promise.all(files.map(([name, text]) => writeFile(join(dir, name), text)));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
