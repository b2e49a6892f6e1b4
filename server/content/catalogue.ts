import { festivalPlaceholders, fillInEverywhere } from "../../common/content-placeholders";
import type { Dish, SiteContent } from "../../common/content-schema";
import type { VoteCategory } from "../../common/vote-category";
import { dishesOf, dishOf } from "../../content";

export { dishTitle } from "../../content";

/** A dish as the server reads it: its long description belongs to the built pages only. */
export type PublishedDish = Omit<Dish, "description">;

/**
 * The content the server itself reads: the dish catalogue behind the vote routes, the e-mails,
 * the console's dish names, the posters and the live ranking. It is the served release's,
 * switched when a release goes live in this app (server/content/publisher.ts), so a dish the
 * committee adds can be voted for once it is published, without a restart.
 *
 * One per app (`app.catalogue`, server/content/content-plugin.ts), never a module's: two apps
 * in one process (tests, a bench) each serve their own release.
 */
export type Catalogue = {
  festival(): SiteContent["festival"];
  pages(): SiteContent["pages"];
  dishes(): PublishedDish[];
  /** The dishes of one category, in the catalogue's order. */
  dishesIn(category: VoteCategory): PublishedDish[];
  /** A dish only under its own category: /domestic/onigiri is as unknown as /domestic/x. */
  findDish(category: string, slug: string): PublishedDish | undefined;
  /**
   * A dish by its id (docs/decisions/0037), the key of every stored vote: the slug in an
   * address may change, the id never.
   */
  findDishById(category: string, id: string): PublishedDish | undefined;
  /**
   * The release this catalogue holds (null for the repository's content before any release)
   * if it has the dish: what a vote names, so that its store accepts it only while the live
   * pointer still names that release (docs/decisions/0037). Undefined when it lacks the dish.
   */
  releaseHolding(category: string, id: string): string | null | undefined;
  /**
   * From now on the server reads `content`, its placeholders filled in as the pages fill them:
   * the content of `release`, or of no release yet (null).
   */
  publish(content: SiteContent, release?: string | null): void;
};

type Read = {
  release: string | null;
  festival: SiteContent["festival"];
  pages: SiteContent["pages"];
  dishes: PublishedDish[];
};

function readable(content: SiteContent, release: string | null): Read {
  const values = festivalPlaceholders(content.festival);
  return {
    release,
    festival: fillInEverywhere(content.festival, values),
    pages: fillInEverywhere(content.pages, values),
    dishes: fillInEverywhere(
      content.dishes.map(({ description: _description, ...dish }) => dish),
      values,
    ),
  };
}

/** Until a release is served, the edition the app started from (the repository's content). */
export function createCatalogue(firstEdition: SiteContent): Catalogue {
  let current = readable(firstEdition, null);
  // One object holds the release and its dishes: a lookup never mixes two releases.
  const byId = (read: Read, category: string, id: string) =>
    read.dishes.find((dish) => dish.category === category && dish.id === id);
  return {
    festival: () => current.festival,
    pages: () => current.pages,
    dishes: () => current.dishes,
    dishesIn: (category) => dishesOf(current.dishes, category),
    findDish: (category, slug) => dishOf(current.dishes, category, slug),
    findDishById: (category, id) => byId(current, category, id),
    releaseHolding(category, id) {
      const read = current;
      return byId(read, category, id) ? read.release : undefined;
    },
    publish(content, release = null) {
      current = readable(content, release);
    },
  };
}
