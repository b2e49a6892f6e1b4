import type { Kysely } from "kysely";
import { ranked } from "../../common/ranking";
import { voteCategories } from "../../common/vote-category";
import { publicStatusAt } from "../../common/voting-window";
import { currentAnnouncement } from "../committee/results";
import { readSettings } from "../committee/settings";
import { readWindows } from "../committee/voting-windows";
import type { Catalogue } from "../content/catalogue";
import type { DatabaseSchema } from "../storage/schema";
import { storageOperation } from "../storage/vote-store";

/**
 * Valid votes per dish from the running totals (vote_totals, a few rows per dish), never from
 * the votes table: a recount costs the same with ten votes or a million. Flagged, pending and
 * invalidated votes are kept in vote_status_totals, so they never reach the board.
 */
async function validTotals(db: Kysely<DatabaseSchema>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("vote_totals")
    .select(["category", "food", (select) => select.fn.sum<string | number>("votes").as("votes")])
    .groupBy(["category", "food"])
    .execute();
  return new Map(rows.map((row) => [`${row.category}/${row.food}`, Number(row.votes)]));
}

/**
 * The board as the database has it now. Read fresh rather than through the per-process caches
 * (count-cache.ts, public-state.ts): a recount follows a change another process announced, which
 * those caches may not show for another second.
 */
export async function readBoard(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  now = new Date(),
) {
  const [totals, windows, settings] = await storageOperation(() =>
    Promise.all([validTotals(db), readWindows(db), readSettings(db)]),
  );
  const hidden = settings.hideLiveCount;
  // Once announced, the board shows what was announced (results-record.ts), never later counts.
  const announced = settings.resultsPublishedAt
    ? await storageOperation(() => currentAnnouncement(db, catalogue))
    : undefined;
  if (announced) {
    return {
      published: true,
      hideLiveCount: hidden,
      categories: announced.categories.map(({ category, dishes }) => ({
        category,
        voting: publicStatusAt(windows[category], now),
        dishes: dishes.map(({ food, votes }) => ({ food, votes: hidden ? null : votes })),
      })),
    };
  }
  const categories = voteCategories.map((category) => {
    const counted = catalogue.dishesIn(category).map((dish) => ({
      food: dish.slug,
      votes: totals.get(`${category}/${dish.id}`) ?? 0,
    }));
    // While counts are hidden the order would tell the race as well as the numbers: the
    // catalogue's order is shown instead.
    const dishes = hidden
      ? counted.map(({ food }) => ({ food, votes: null }))
      : ranked(counted).map(({ food, votes }) => ({ food, votes }));
    return { category, voting: publicStatusAt(windows[category], now), dishes };
  });
  return {
    published: settings.resultsPublishedAt !== null,
    hideLiveCount: hidden,
    categories,
  };
}

export type BoardContent = Awaited<ReturnType<typeof readBoard>>;
