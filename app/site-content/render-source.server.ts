import { resolve } from "node:path";
import type { CatalogueDish, DishName } from "../../common/catalogue";
import { festivalPlaceholders, fillIn, fillInEverywhere } from "../../common/content-placeholders";
import type { Pages } from "../../common/content-schema";
import { storedSiteContentSchema } from "../../common/content-schema";
import { paragraphsOf } from "../../common/paragraphs";
import { publicUrl } from "../../common/public-url";
import type { RenderSource } from "../../common/render-source";
import { safeMarkdown } from "../../common/safe-markdown";
import { readContentFolder } from "../../content/content-folder.server";
import type { ContentPart } from "./content-view";

export type { RenderSource };

/** The release as loaders read it: the festival's name and dates filled in, once. */
export type FilledSource = RenderSource & { dishes: (CatalogueDish & { description: string })[] };

const filled = new WeakMap<RenderSource, FilledSource>();

function fill(source: RenderSource): FilledSource {
  const known = filled.get(source);
  if (known) return known;
  const values = festivalPlaceholders(source.content.festival);
  const content = {
    ...source.content,
    festival: fillInEverywhere(source.content.festival, values),
    pages: fillInEverywhere(source.content.pages, values),
    dishes: fillInEverywhere(source.content.dishes, values),
  };
  const result = { ...source, content, dishes: content.dishes };
  filled.set(source, result);
  return result;
}

let repository: Promise<RenderSource> | undefined;

/**
 * The repository's own content/ folder, the first edition: what a loader reads when React
 * Router calls it without the renderer's context (its own build step, the dev server).
 */
function repositorySource(): Promise<RenderSource> {
  repository ??= readContentFolder(resolve(process.cwd(), "content")).then((document) => ({
    content: storedSiteContentSchema.parse(document),
    archive: [],
    preview: false,
    publicUrl: publicUrl(),
  }));
  return repository;
}

function isRenderContext(context: unknown): context is { release: RenderSource } {
  return typeof context === "object" && context !== null && "release" in context;
}

/** The release a loader renders, from React Router's load context. */
export async function sourceOf(context: unknown): Promise<FilledSource> {
  return fill(isRenderContext(context) ? context.release : await repositorySource());
}

/** The catalogue entry of a dish, without its long description. */
export function listed({ description: _description, ...dish }: FilledSource["dishes"][number]) {
  return dish satisfies CatalogueDish;
}

/** A dish's names only: a few bytes in every page that names all the dishes. */
export function named({ id, slug, category, name, classLabel }: CatalogueDish): DishName {
  return { id, slug, category, name, classLabel };
}

/** The named sections of the pages, for a route's content part. */
export function pagesPart<K extends keyof Pages>(source: FilledSource, sections: readonly K[]) {
  const picked: Partial<Pages> = {};
  for (const section of sections) picked[section] = source.content.pages[section];
  return picked as Pick<Pages, K>;
}

/** What a route's loader returns as `content`: its page's sections, and more if it asks. */
export function contentPart(
  source: FilledSource,
  sections: readonly (keyof Pages)[],
  more: Omit<ContentPart, "pages"> = {},
): ContentPart {
  return { pages: pagesPart(source, sections), ...more };
}

/** A long text of the release, its placeholders filled in, as safe HTML and a summary. */
export function renderMarkdown(source: FilledSource, text: string) {
  const filledText = fillIn(text, festivalPlaceholders(source.content.festival));
  return {
    html: safeMarkdown.render(filledText),
    summary: plainText(paragraphsOf(filledText)[0] ?? ""),
  };
}

/** A paragraph without its Markdown marks, for a meta description. */
function plainText(paragraph: string): string {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
    .trim();
}
