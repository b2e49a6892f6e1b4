import type { Kysely } from "kysely";
import type { ContentIssue } from "../../common/content-api";
import type { Dish } from "../../common/content-schema";
import { votingStateAt } from "../../common/voting-window";
import { readSettings } from "../committee/settings";
import { readWindows } from "../committee/voting-windows";
import type { DatabaseSchema } from "../storage/schema";

type CatalogueEntry = Pick<Dish, "slug" | "category" | "name">;

/**
 * A dish that has votes keeps its place while its category's voting is open or the results
 * are published: deleting it, moving it to the other category or changing its slug would
 * orphan votes that were cast, counted or announced for it. Answers an issue for each such
 * change between `before` (the draft or the live release) and `after`.
 */
export async function movedDishesWithVotes(
  db: Kysely<DatabaseSchema>,
  before: CatalogueEntry[],
  after: CatalogueEntry[],
): Promise<ContentIssue[]> {
  const kept = new Set(after.map((dish) => `${dish.category}/${dish.slug}`));
  const gone = before.filter((dish) => !kept.has(`${dish.category}/${dish.slug}`));
  if (gone.length === 0) return [];

  const [windows, settings, voted] = await Promise.all([
    readWindows(db),
    readSettings(db),
    dishesWithVotes(db),
  ]);
  const now = new Date();
  const published = settings.resultsPublishedAt !== null;
  return gone
    .filter((dish) => voted.has(`${dish.category}/${dish.slug}`))
    .filter((dish) => published || votingStateAt(windows[dish.category], now) === "open")
    .map((dish) => {
      const index = after.findIndex((entry) => entry.name === dish.name);
      return {
        path: index >= 0 ? ["dishes", index, "slug"] : ["dishes"],
        message: `${dish.name} sudah punya vote dan ${
          published ? "hasilnya sudah diumumkan" : "voting kategorinya masih dibuka"
        }: hidangan ini tidak boleh dihapus, dipindah kategori, atau diganti slug-nya. Tutup voting dulu, atau kembalikan slug "${dish.slug}" dan kategorinya.`,
      };
    });
}

/** `category/slug` of every dish that has a vote of any status. */
async function dishesWithVotes(db: Kysely<DatabaseSchema>): Promise<Set<string>> {
  const [valid, other] = await Promise.all([
    db.selectFrom("vote_totals").select(["category", "food"]).where("votes", ">", 0).execute(),
    db
      .selectFrom("vote_status_totals")
      .select(["category", "food"])
      .where("votes", ">", 0)
      .execute(),
  ]);
  return new Set([...valid, ...other].map((row) => `${row.category}/${row.food}`));
}
