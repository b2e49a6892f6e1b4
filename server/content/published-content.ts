import { festivalPlaceholders, fillInEverywhere } from "../../common/content-placeholders";
import type { Dish, SiteContent } from "../../common/content-schema";
import type { VoteCategory } from "../../common/vote-category";
import * as firstEdition from "../../content";
import { dishesOf, dishOf } from "../../content";

/**
 * The content the server itself reads: the dish catalogue behind the vote routes, the
 * e-mails, the console's dish names. It is the live release's, switched when a release goes
 * live in this process (server/content/publisher.ts), so a dish the committee adds can be
 * voted for once it is published, without a restart. Until then, the repository's edition.
 */
export type PublishedDish = Omit<Dish, "description">;

type Catalogue = {
  festival: SiteContent["festival"];
  pages: SiteContent["pages"];
  dishes: PublishedDish[];
};

let current: Catalogue = {
  festival: firstEdition.festival,
  pages: firstEdition.pages,
  dishes: firstEdition.dishes,
};

/** From now on the server reads `content`, its placeholders filled in as the pages fill them. */
export function publishContent(content: SiteContent): void {
  const values = festivalPlaceholders(content.festival);
  current = {
    festival: fillInEverywhere(content.festival, values),
    pages: fillInEverywhere(content.pages, values),
    dishes: fillInEverywhere(
      content.dishes.map(({ description: _description, ...dish }) => dish),
      values,
    ),
  };
}

export const published = {
  festival: () => current.festival,
  pages: () => current.pages,
  dishes: () => current.dishes,
};

export const dishesIn = (category: VoteCategory) => dishesOf(current.dishes, category);
export const findDish = (category: string, slug: string) => dishOf(current.dishes, category, slug);

export { dishTitle } from "../../content";
