import type { Kysely } from "kysely";
import type { ContentIssue } from "../../common/content-api";
import type { Dish } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";

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
