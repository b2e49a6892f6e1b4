import type { Kysely } from "kysely";
import type { SiteContent } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";
import type { Catalogue } from "./catalogue";
import { findRelease } from "./releases";

/** Releases are frozen: their dishes are read once. A few, for the releases a publish passes. */
const releasesKept = 8;

export type ReleaseHasDish = (
  release: string | null,
  category: string,
  id: string,
) => Promise<boolean>;

/**
 * Whether a release has a dish (by id, under its category), for a vote that met a release
 * going live (server/voting/admit-vote.ts): the served catalogue first, then the release as
 * stored. Null is the repository's content, served before any release exists.
 */
export function releaseDishes(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  firstEdition: SiteContent,
): ReleaseHasDish {
  const read = new Map<string, Promise<Set<string>>>();
  const keyOf = (category: string, id: string) => `${category}/${id}`;
  const dishesOf = (content: SiteContent) =>
    new Set(content.dishes.map((dish) => keyOf(dish.category, dish.id)));

  function storedDishes(release: string): Promise<Set<string>> {
    const known = read.get(release);
    if (known) return known;
    const reading = findRelease(db, release).then((found) =>
      found ? dishesOf(found.content) : new Set<string>(),
    );
    read.set(release, reading);
    // A failed read is not kept; the oldest read goes first.
    reading.catch(() => read.delete(release));
    if (read.size > releasesKept) read.delete(read.keys().next().value ?? release);
    return reading;
  }

  return async (release, category, id) => {
    if (catalogue.releaseHolding(category, id) === release) return true;
    if (release === null) return dishesOf(firstEdition).has(keyOf(category, id));
    return (await storedDishes(release)).has(keyOf(category, id));
  };
}
