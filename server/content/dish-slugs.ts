import { type Kysely, sql } from "kysely";
import type { ContentIssue } from "../../common/content-api";
import type { Dish } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";
import type { Catalogue, PublishedDish } from "./catalogue";

type Entry = Pick<Dish, "id" | "slug" | "category" | "name">;

/**
 * A slug that belonged to one dish is never given to another (docs/decisions/0037): posters
 * printed for one stand, links shared on social media and visitors' history keep opening that
 * dish. A slug belonged to a dish if it was saved with it (table dish_slugs, migration 021),
 * if the dish has it in the draft now, or if it is the dish's id (a dish from before ids has
 * the slug it had then as its id).
 */
export async function slugsOfOtherDishes(
  db: Kysely<DatabaseSchema>,
  sent: readonly Entry[],
  before: readonly Entry[],
): Promise<ContentIssue[]> {
  const owners = new Map<string, string>();
  for (const dish of before) {
    owners.set(`${dish.category}/${dish.id}`, dish.id);
    owners.set(`${dish.category}/${dish.slug}`, dish.id);
  }
  const saved = await db.selectFrom("dish_slugs").select(["category", "slug", "dish_id"]).execute();
  for (const row of saved) owners.set(`${row.category}/${row.slug}`, row.dish_id);
  const nameOf = (id: string) => before.find((dish) => dish.id === id)?.name ?? id;
  return sent.flatMap((dish, index) => {
    const owner = owners.get(`${dish.category}/${dish.slug}`);
    if (owner === undefined || owner === dish.id) return [];
    return [
      {
        path: ["dishes", index, "slug"],
        message: `Slug "${dish.slug}" sudah pernah dipakai ${nameOf(owner)}: poster dan tautan yang sudah tersebar membuka hidangan itu. Pilih slug lain.`,
      },
    ];
  });
}

/**
 * The slugs of a release going live are served from now on (migration 028), in the
 * transaction that makes it live (go-live.ts): a slug kept at a save opens its dish only then.
 */
export async function markSlugsServed(
  db: Kysely<DatabaseSchema>,
  dishes: readonly Entry[],
  at: string,
) {
  // One row per slug: an upsert may not touch a row twice in one statement.
  const unique = [
    ...new Map(dishes.map((dish) => [`${dish.category}/${dish.slug}`, dish])).values(),
  ];
  if (unique.length === 0) return;
  await db
    .insertInto("dish_slugs")
    .values(
      unique.map((dish) => ({
        category: dish.category,
        slug: dish.slug,
        dish_id: dish.id,
        first_saved_at: at,
        live_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["category", "slug"])
        .doUpdateSet({ live_at: sql<string>`coalesce(dish_slugs.live_at, excluded.live_at)` }),
    )
    .execute();
}

/** Keeps every dish's slug as its own from now on, in the caller's transaction. */
export async function keepSlugs(db: Kysely<DatabaseSchema>, dishes: readonly Entry[], at: string) {
  if (dishes.length === 0) return;
  await db
    .insertInto("dish_slugs")
    .values(
      dishes.map((dish) => ({
        category: dish.category,
        slug: dish.slug,
        dish_id: dish.id,
        first_saved_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(["category", "slug"]).doNothing())
    .execute();
}

/**
 * How long a process trusts the slugs it read while it serves the same release. A slug is
 * kept at a save, before the publish that could make it a former one, and a publish here or a
 * follow of another process's reads them again at once; the bound only covers a new edition,
 * which forgets them (server/committee/editions.ts).
 */
export const keptSlugsReadForMs = 30_000;

/** What an address may name: a slug as the content's schema writes it. Anything else is unknown. */
const slugLike = /^[a-z0-9][a-z0-9-]{0,127}$/;

export type FormerSlugs = {
  /**
   * The published dish that `slug` named before the dish was given another (a printed poster,
   * a shared link, a tab left open): undefined for a slug the catalogue serves, and for one
   * that no published dish had.
   */
  dishOf(category: string, slug: string): Promise<PublishedDish | undefined>;
};

/**
 * The former slugs of the served catalogue's dishes, from the database every process shares:
 * the table kept at each save (a few hundred rows at most, read whole), and the rule that a
 * dish from before ids has its first slug as its id, which needs no read.
 */
export function formerSlugs(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  options: { readForMs?: number; now?: () => number } = {},
): FormerSlugs {
  const readForMs = options.readForMs ?? keptSlugsReadForMs;
  const now = options.now ?? Date.now;
  type Read = {
    dishes: readonly PublishedDish[];
    at: number;
    owners: Promise<Map<string, string>>;
  };
  let read: Read | undefined;

  function owners(): Promise<Map<string, string>> {
    // The catalogue's list is replaced at each release served: a new release, a new read.
    const dishes = catalogue.dishes();
    if (read && read.dishes === dishes && now() - read.at < readForMs) return read.owners;
    // Only slugs a release has served: one typed into the draft opens nothing yet.
    const reading = db
      .selectFrom("dish_slugs")
      .select(["category", "slug", "dish_id"])
      .where("live_at", "is not", null)
      .execute()
      .then((rows) => new Map(rows.map((row) => [`${row.category}/${row.slug}`, row.dish_id])));
    const current: Read = { dishes, at: now(), owners: reading };
    read = current;
    // A failed read is not kept: the next request asks the database again.
    reading.catch(() => {
      if (read === current) read = undefined;
    });
    return reading;
  }

  return {
    async dishOf(category, slug) {
      if (!slugLike.test(slug) || catalogue.findDish(category, slug)) return undefined;
      const byId = catalogue.findDishById(category, slug);
      if (byId) return byId;
      const id = (await owners()).get(`${category}/${slug}`);
      return id === undefined ? undefined : catalogue.findDishById(category, id);
    },
  };
}
