import type { CatalogueDish, DishName } from "../../common/catalogue";
import type { Festival, Pages } from "../../common/content-schema";
import type { ArchivedResults } from "../../common/results-archive";

/**
 * What a page's loaders hand its components of the release being rendered
 * (docs/decisions/0042-content-through-loaders.md). The root's loader gives what every page
 * shows (the festival, the menu, the footer); each route's loader adds the sections of its
 * own page. The client bundle holds none of it, so a new text never needs a new build.
 */
export type ContentPart = {
  festival?: Festival;
  pages?: Partial<Pages>;
  /** The dishes the page names: all of them, or one category's. */
  dishes?: CatalogueDish[];
  /** Only the dishes' names, for pages that name dishes without showing them. */
  dishNames?: DishName[];
  /** The archived editions' announced results, for the pages that list or show them. */
  archive?: ArchivedResults[];
  /** A preview of the committee's draft: every page says so. */
  preview?: boolean;
  /** The site's own address (PUBLIC_URL), for canonical links and link previews. */
  publicUrl?: string;
};

/**
 * The parts of a page's matched routes merged into one view. `pages` is typed whole, but
 * holds only the sections that this page's loaders picked: the renderer renders every page
 * of a release in the tests, so a component reading a section its route did not pick fails
 * there, never in a visitor's browser.
 */
export type ContentView = {
  festival: Festival;
  pages: Pages;
  dishes: CatalogueDish[];
  dishNames: DishName[];
  archive: ArchivedResults[];
  preview: boolean;
  publicUrl: string;
};

/** Later (deeper) routes win: a dish page's `dishes` replaces nothing the root gave. */
export function mergeContent(parts: (ContentPart | undefined)[]): ContentView {
  const view = {
    pages: {},
    dishes: [],
    dishNames: [],
    archive: [],
    preview: false,
    publicUrl: "",
  } as unknown as {
    -readonly [K in keyof ContentView]: ContentView[K];
  };
  for (const part of parts) {
    if (!part) continue;
    if (part.festival) view.festival = part.festival;
    if (part.pages) view.pages = { ...view.pages, ...part.pages };
    if (part.dishes) view.dishes = part.dishes;
    if (part.dishNames) view.dishNames = part.dishNames;
    if (part.archive) view.archive = part.archive;
    if (part.preview !== undefined) view.preview = part.preview;
    if (part.publicUrl !== undefined) view.publicUrl = part.publicUrl;
  }
  return view;
}

/** The content part a route's loader returned, from React Router's loader data. */
export function contentPartOf(data: unknown): ContentPart | undefined {
  if (typeof data !== "object" || data === null || !("content" in data)) return undefined;
  return data.content as ContentPart;
}
