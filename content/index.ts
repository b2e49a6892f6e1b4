import { dishesOf, dishOf } from "../common/catalogue";
import { festivalPlaceholders, fillInEverywhere } from "../common/content-placeholders";
import type { Dish, Festival, Pages } from "../common/content-schema";
import { paragraphsOf } from "../common/paragraphs";
import type { ArchivedResults } from "../common/results-archive";
import type { VoteCategory } from "../common/vote-category";
import archiveAsWritten from "./archive.json" with { type: "json" };
import dishesAsWritten from "./dishes.json" with { type: "json" };
import festivalAsWritten from "./festival.json" with { type: "json" };
import pagesAsWritten from "./pages.json" with { type: "json" };

/**
 * The repository's first edition as the server, the scripts and the tests read it, the
 * festival's name and dates filled in. Pages never import it: they take the release they are
 * rendered for from their loaders (app/site-content/, docs/decisions/0042).
 *
 * The JSON files are checked against common/content-schema.ts by the build's first step
 * (scripts/validate-content.ts), so their checked shape is taken as given here.
 */
type CatalogueEntry = Omit<Dish, "description">;
const checkedFestival: Festival = validatedAtBuild(festivalAsWritten);
const checkedPages: Pages = validatedAtBuild(pagesAsWritten);
const checkedDishes: CatalogueEntry[] = validatedAtBuild(dishesAsWritten);

function validatedAtBuild<T>(value: unknown): T {
  return value as T;
}

const values = festivalPlaceholders(checkedFestival);
export const festival = fillInEverywhere(checkedFestival, values);
export const pages = fillInEverywhere(checkedPages, values);
export const dishes = fillInEverywhere(checkedDishes, values);

/**
 * The archived editions' announced results, newest first (common/results-archive.ts). The
 * server writes archive.json into every build from its database; the repository's is empty.
 * Taken as written, never filled in: it is what was announced, in that edition's names.
 */
export const archive: ArchivedResults[] = validatedAtBuild(archiveAsWritten);

/** An archived edition's results by its year, from the URL; undefined for any other. */
export const findArchived = (year: string) => archive.find((entry) => String(entry.year) === year);

export type { CatalogueDish } from "../common/catalogue";
export { dishesOf, dishOf, dishTitle } from "../common/catalogue";
export { fillIn } from "../common/content-placeholders";
export { paragraphsOf };

export const dishesIn = (category: VoteCategory) => dishesOf(dishes, category);
export const findDish = (category: string, slug: string) => dishOf(dishes, category, slug);
