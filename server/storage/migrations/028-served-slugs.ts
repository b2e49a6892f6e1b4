import type { Kysely } from "kysely";

/** The tables as this migration reads and writes them. */
type Tables = {
  dish_slugs: { category: string; slug: string; first_saved_at: string; live_at: string | null };
  content_releases: { content: string };
  content_revisions: { id: number; section: string; value: string };
};
type StoredDishes = { dishes?: { category?: unknown; slug?: unknown }[] };

const slugsOf = (json: string): string[] => {
  const dishes = (JSON.parse(json) as StoredDishes | StoredDishes["dishes"]) ?? [];
  const list = Array.isArray(dishes) ? dishes : (dishes.dishes ?? []);
  return list.map((dish) => `${String(dish.category)}/${String(dish.slug)}`);
};

/**
 * A slug kept at a save (migration 021) names its dish for good, so that no other dish takes
 * it; but it opens the dish's page, and takes votes, only once a release has served it
 * (server/content/dish-slugs.ts). `live_at` says since when: written in the transaction that
 * makes a release live (server/content/go-live.ts). Before, a slug typed into the draft took
 * votes at once. Rows kept before this migration were served unless they are in the draft
 * now and in no release kept: a slug of a release since pruned stays served, as before.
 */
export async function up(db: Kysely<Tables>): Promise<void> {
  await db.schema.alterTable("dish_slugs").addColumn("live_at", "varchar(32)").execute();
  const released = new Set<string>();
  for (const release of await db.selectFrom("content_releases").select("content").execute()) {
    for (const key of slugsOf(release.content)) released.add(key);
  }
  const draft = await db
    .selectFrom("content_revisions")
    .select("value")
    .where("section", "=", "dishes")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const drafted = new Set(draft ? slugsOf(draft.value) : []);
  const rows = await db.selectFrom("dish_slugs").select(["category", "slug"]).execute();
  for (const row of rows) {
    const key = `${row.category}/${row.slug}`;
    if (drafted.has(key) && !released.has(key)) continue;
    await db
      .updateTable("dish_slugs")
      .set((eb) => ({ live_at: eb.ref("first_saved_at") }))
      .where("category", "=", row.category)
      .where("slug", "=", row.slug)
      .execute();
  }
}

export async function down(db: Kysely<Tables>): Promise<void> {
  await db.schema.alterTable("dish_slugs").dropColumn("live_at").execute();
}
