import type { Kysely } from "kysely";
import type { ArchivedResults } from "../../common/results-archive";
import type { DatabaseSchema } from "../storage/schema";
import type { AnnouncedCategories } from "./results-record";

/**
 * The archived editions whose announced results stand, newest first: what every build
 * writes to content/archive.json, so that a publish, a preview, a rebuild after an upgrade
 * and "Kembalikan" to an older release all show every edition announced so far. Results an
 * edition withdrew and never announced again are left out; its latest standing announcement
 * is the one shown, as GET /api/results/{year} answers it.
 */
export async function publicArchive(db: Kysely<DatabaseSchema>): Promise<ArchivedResults[]> {
  const [editions, snapshots] = await Promise.all([
    db
      .selectFrom("editions")
      .select(["id", "year", "name"])
      .where("current", "is", null)
      .orderBy("year", "desc")
      .execute(),
    db
      .selectFrom("results_snapshots")
      .select(["edition_id", "published_at", "body"])
      .where("edition_id", "is not", null)
      .where("withdrawn_at", "is", null)
      .orderBy("id", "desc")
      .execute(),
  ]);
  return editions.flatMap((edition) => {
    const snapshot = snapshots.find((row) => row.edition_id === edition.id);
    if (!snapshot) return [];
    const { categories } = JSON.parse(snapshot.body) as { categories: AnnouncedCategories };
    return [
      { year: edition.year, name: edition.name, publishedAt: snapshot.published_at, categories },
    ];
  });
}

/**
 * The public archive as it will be once the current edition is archived: its announced
 * results (the newest not withdrawn) join it, first, as `publicArchive` will then list them.
 */
export async function archiveAfterOpening(db: Kysely<DatabaseSchema>): Promise<ArchivedResults[]> {
  const [archive, current, snapshot] = await Promise.all([
    publicArchive(db),
    db.selectFrom("editions").select(["year", "name"]).where("current", "=", 1).executeTakeFirst(),
    db
      .selectFrom("results_snapshots")
      .select(["published_at", "body"])
      .where("edition_id", "is", null)
      .where("withdrawn_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirst(),
  ]);
  if (!current || !snapshot) return archive;
  const { categories } = JSON.parse(snapshot.body) as { categories: AnnouncedCategories };
  const closing = {
    year: current.year,
    name: current.name,
    publishedAt: snapshot.published_at,
    categories,
  };
  return [closing, ...archive];
}
