import type { Kysely } from "kysely";
import type { ContentIssue } from "../../common/content-api";
import type { Dish } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";

type CatalogueEntry = Pick<Dish, "id" | "slug" | "category" | "name" | "classLabel">;

/**
 * The vote record is independent of anything an editor types (docs/decisions/0037). Votes name
 * a dish by its id, so a dish's slug, name and place in the list may change; but a dish that
 * has votes in this edition (valid, pending or flagged: a vote still to be decided counts)
 * keeps its id, its category and its class, which is another class's stand. Its votes go only
 * when the committee invalidates them, with a reason in the audit log; then the dish may go.
 */
export async function votedDishChanges(
  db: Kysely<DatabaseSchema>,
  before: readonly CatalogueEntry[],
  after: readonly CatalogueEntry[],
): Promise<ContentIssue[]> {
  const afterById = new Map(after.map((dish, index) => [dish.id, { dish, index }]));
  // Most saves change no dish's place or class: the votes are not read for those.
  const changed = before.some((dish) => {
    const kept = afterById.get(dish.id)?.dish;
    return kept?.category !== dish.category || kept.classLabel !== dish.classLabel;
  });
  if (!changed) return [];
  const voted = await dishesWithVotes(db);
  return before.flatMap((dish): ContentIssue[] => {
    if (!voted.has(`${dish.category}/${dish.id}`)) return [];
    const kept = afterById.get(dish.id);
    if (!kept || kept.dish.category !== dish.category) {
      return [
        {
          path: kept ? ["dishes", kept.index, "category"] : ["dishes"],
          message: `${dish.name} (${dish.classLabel}) sudah punya vote: hidangan ini tidak boleh dihapus atau dipindah kategori. Kalau memang harus, batalkan dulu vote-nya di Pembatalan (dengan alasan).`,
        },
      ];
    }
    if (kept.dish.classLabel !== dish.classLabel) {
      return [
        {
          path: ["dishes", kept.index, "classLabel"],
          message: `${dish.name} sudah punya vote untuk stan ${dish.classLabel}: kelasnya tidak boleh diganti (itu stan kelas lain). Tambahkan hidangan baru untuk kelas itu.`,
        },
      ];
    }
    return [];
  });
}

/** The dishes with votes that `dishes` lacks (by id, under their category). */
export async function votedDishesMissingFrom(
  db: Kysely<DatabaseSchema>,
  dishes: readonly Pick<Dish, "id" | "category">[],
): Promise<{ category: string; id: string }[]> {
  const kept = new Set(dishes.map((dish) => `${dish.category}/${dish.id}`));
  return [...(await dishesWithVotes(db))]
    .filter((key) => !kept.has(key))
    .map((key) => {
      const [category = "", id = ""] = key.split("/");
      return { category, id };
    });
}

/** Dishes kept by id whose name changed: each correction goes in the audit log. */
export function renamedDishes(
  before: readonly CatalogueEntry[],
  after: readonly CatalogueEntry[],
): { id: string; category: string; from: string; to: string }[] {
  const beforeById = new Map(before.map((dish) => [dish.id, dish]));
  return after.flatMap((dish) => {
    const earlier = beforeById.get(dish.id);
    return earlier && earlier.name !== dish.name
      ? [{ id: dish.id, category: dish.category, from: earlier.name, to: dish.name }]
      : [];
  });
}

/** `category/id` of every dish with a vote that is not invalidated. */
export async function dishesWithVotes(db: Kysely<DatabaseSchema>): Promise<Set<string>> {
  const [valid, other] = await Promise.all([
    // A dish's valid votes are the sum over its shards: an invalidation subtracts from shard 0
    // what a vote added to another, so one row alone says nothing.
    db
      .selectFrom("vote_totals")
      .select(["category", "food"])
      .groupBy(["category", "food"])
      .having((having) => having.fn.sum("votes"), ">", 0)
      .execute(),
    db
      .selectFrom("vote_status_totals")
      .select(["category", "food"])
      .where("votes", ">", 0)
      .where("status", "!=", "invalidated")
      .execute(),
  ]);
  return new Set([...valid, ...other].map((row) => `${row.category}/${row.food}`));
}

/** Why a release may not go live: it would drop a voted dish or move its votes to a class. */
export type VotedDishRefusal = {
  code: "release_drops_voted_dish" | "release_changes_voted_class";
  /** Named as the live release names them: "Timphan" (the message adds their class). */
  dishes: string[];
  message: string;
};

/**
 * The rule a release meets as it goes live (go-live.ts), in that transaction: every dish with
 * votes in this edition is in the release, by id under its category, with the class its
 * votes were cast for (the class `live` gives it). Votes are accepted only for a dish of the
 * live release, so `live` names every voted dish; one it lacks is named by its id.
 */
export async function votedDishRefusal(
  db: Kysely<DatabaseSchema>,
  live: readonly CatalogueEntry[],
  release: readonly CatalogueEntry[],
): Promise<VotedDishRefusal | undefined> {
  const key = (dish: Pick<Dish, "category" | "id">) => `${dish.category}/${dish.id}`;
  const liveByKey = new Map(live.map((dish) => [key(dish), dish]));
  const releaseByKey = new Map(release.map((dish) => [key(dish), dish]));
  const voted = [...(await dishesWithVotes(db))].sort();
  const nameOf = (dishKey: string) => liveByKey.get(dishKey)?.name ?? dishKey.split("/")[1] ?? "";
  const withClass = (dishKey: string) => {
    const dish = liveByKey.get(dishKey);
    return dish ? `${dish.name} (${dish.classLabel})` : nameOf(dishKey);
  };
  const dropped = voted.filter((dishKey) => !releaseByKey.has(dishKey));
  if (dropped.length > 0) {
    return {
      code: "release_drops_voted_dish",
      dishes: dropped.map(nameOf),
      message: `Terbitan ini tidak ditayangkan: tidak memuat ${dropped.map(withClass).join(", ")}, yang sudah punya vote, jadi hidangan dan vote-nya akan hilang dari peringkat. Yang tayang tetap tayang. Terbitkan draf yang memuatnya, atau batalkan dulu vote-nya di Pembatalan (dengan alasan).`,
    };
  }
  const reclassed = voted.flatMap((dishKey) => {
    const before = liveByKey.get(dishKey);
    const after = releaseByKey.get(dishKey);
    return before && after && before.classLabel !== after.classLabel
      ? [
          {
            name: before.name,
            shown: `${before.name} (${before.classLabel} → ${after.classLabel})`,
          },
        ]
      : [];
  });
  if (reclassed.length > 0) {
    return {
      code: "release_changes_voted_class",
      dishes: reclassed.map((dish) => dish.name),
      message: `Terbitan ini tidak ditayangkan: mengganti kelas ${reclassed.map((dish) => dish.shown).join(", ")}, padahal vote-nya untuk stan kelas yang tayang. Yang tayang tetap tayang. Kelas hidangan yang sudah punya vote tidak boleh diganti; tambahkan hidangan baru untuk kelas lain.`,
    };
  }
  return undefined;
}
