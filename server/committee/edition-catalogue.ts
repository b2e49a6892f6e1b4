import type { Kysely } from "kysely";
import type { VoteCategory } from "../../common/vote-category";
import { type Catalogue, createCatalogue } from "../content/catalogue";
import { firstEditionOfRepository } from "../content/first-edition";
import { findRelease, liveReleaseId } from "../content/releases";
import type { DatabaseSchema } from "../storage/schema";

/** A dish as its edition closed: what the archive's results and exports name it by. */
export type FrozenDish = {
  category: string;
  id: string;
  slug: string;
  name: string;
  classLabel: string;
};

/**
 * The dishes an archived edition closed with (migration 024). The served catalogue is the
 * current edition's: a dish renamed, moved to another class or dropped since would otherwise
 * show in the archive's ranking and exports under its new name, or as a bare id.
 */
export type EditionDishes = {
  dishesIn(category: VoteCategory): FrozenDish[];
  find(category: string, id: string): FrozenDish | undefined;
};

/**
 * Keeps the catalogue of the release live now as the edition's, inside the transaction that
 * archives it; before any publish, the repository's content, which is what the site serves
 * then. Written once: a second call for the same edition keeps the first.
 */
export async function freezeCatalogue(
  db: Kysely<DatabaseSchema>,
  editionId: number,
  at: string,
): Promise<void> {
  const liveId = await liveReleaseId(db);
  const release = liveId === undefined ? undefined : await findRelease(db, liveId);
  const content = release?.content ?? (await firstEditionOfRepository());
  const dishes: FrozenDish[] = createCatalogue(content)
    .dishes()
    .map(({ category, id, slug, name, classLabel }) => ({ category, id, slug, name, classLabel }));
  await db
    .insertInto("edition_catalogues")
    .values({
      edition_id: editionId,
      dishes: JSON.stringify(dishes),
      taken_from: release ? `release:${release.id}` : "repository",
      frozen_at: at,
    })
    .onConflict((conflict) => conflict.column("edition_id").doNothing())
    .execute();
}

/** The catalogue an archived edition closed with, or undefined when none was kept. */
export async function frozenCatalogue(
  db: Kysely<DatabaseSchema>,
  editionId: number,
): Promise<EditionDishes | undefined> {
  const row = await db
    .selectFrom("edition_catalogues")
    .select("dishes")
    .where("edition_id", "=", editionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const dishes = JSON.parse(row.dishes) as FrozenDish[];
  return {
    dishesIn: (category) => dishes.filter((dish) => dish.category === category),
    find: (category, id) => dishes.find((dish) => dish.category === category && dish.id === id),
  };
}

/**
 * What an archived edition's views name its dishes by: its frozen catalogue; today's for an
 * edition none could be built for (migration 024 found neither a release nor an announcement).
 */
export async function archivedDishes(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  editionId: number,
): Promise<EditionDishes> {
  return (
    (await frozenCatalogue(db, editionId)) ?? {
      dishesIn: (category) => catalogue.dishesIn(category),
      find: (category, id) => catalogue.findDishById(category, id),
    }
  );
}
