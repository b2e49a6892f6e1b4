import type { Kysely } from "kysely";

/**
 * The catalogue each archived edition closed with (server/committee/edition-catalogue.ts):
 * its dishes' ids, slugs, names and classes, so that its results and exports keep naming
 * them as they were after a later edition renames or drops them. Written by opening the next
 * edition from now on.
 *
 * Editions archived before this migration get the best record left of what they closed with:
 * the release that was live when they closed (the last publish or "Kembalikan" in the log up
 * to the edition's last entry, or the first release when the log names none), if it is still
 * kept; otherwise the announced results' names and classes (dishes there are named by slug,
 * taken back to their ids through `dish_slugs`). An edition with neither keeps no catalogue
 * and is named by today's. The stored documents are read as plain JSON: a migration must not
 * depend on code that later versions change.
 */
type Tables = {
  editions: {
    id: number;
    year: number;
    archived_at: string | null;
    current: number | null;
    last_audit_id: number | null;
  };
  audit_log: { id: number; action: string; details: string };
  content_releases: {
    id: string;
    revision: number;
    content: string;
    created_by: string;
    created_at: string;
  };
  results_snapshots: {
    id: number;
    edition_id: number | null;
    withdrawn_at: string | null;
    body: string;
  };
  dish_slugs: { category: string; slug: string; dish_id: string };
  edition_catalogues: { edition_id: number; dishes: string; taken_from: string; frozen_at: string };
};

type Dish = { category: string; id: string; slug: string; name: string; classLabel: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("edition_catalogues")
    .addColumn("edition_id", "integer", (column) => column.primaryKey())
    /** JSON: `[{ category, id, slug, name, classLabel }]`. */
    .addColumn("dishes", "text", (column) => column.notNull())
    /** `release:{id}`, `announcement:{id}` or `repository`: where the names were read. */
    .addColumn("taken_from", "varchar(64)", (column) => column.notNull())
    .addColumn("frozen_at", "varchar(32)", (column) => column.notNull())
    .execute();

  const tables = db as unknown as Kysely<Tables>;
  const archived = await tables
    .selectFrom("editions")
    .select(["id", "archived_at", "last_audit_id"])
    .where("current", "is", null)
    .execute();
  for (const edition of archived) {
    const found =
      (edition.last_audit_id === null
        ? undefined
        : await releaseLiveAt(tables, edition.last_audit_id)) ??
      (await announcedDishes(tables, edition.id));
    if (!found) continue;
    await tables
      .insertInto("edition_catalogues")
      .values({
        edition_id: edition.id,
        dishes: JSON.stringify(found.dishes),
        taken_from: found.from,
        frozen_at: edition.archived_at ?? new Date().toISOString(),
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("edition_catalogues").execute();
}

/** The release live after the log entry `upTo`, if it is still kept. */
async function releaseLiveAt(db: Kysely<Tables>, upTo: number) {
  const switched = await db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "in", ["content_published", "content_release_switched"])
    .where("id", "<=", upTo)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const releaseId = switched ? releaseOf(switched.details) : undefined;
  if (switched && releaseId === undefined) return undefined;
  let query = db.selectFrom("content_releases").select(["id", "content"]);
  // No publish yet: the first release, the repository's content recorded by `npm start`.
  query =
    releaseId === undefined
      ? query.where("revision", "=", 0).where("created_by", "=", "sistem").orderBy("created_at")
      : query.where("id", "=", releaseId);
  const release = await query.executeTakeFirst();
  if (!release) return undefined;
  const dishes = dishesOfDocument(release.content);
  return dishes && { dishes, from: `release:${release.id}` };
}

function releaseOf(details: string): string | undefined {
  const parsed = parse(details);
  return isRecord(parsed) && typeof parsed.release === "string" ? parsed.release : undefined;
}

function dishesOfDocument(content: string): Dish[] | undefined {
  const document = parse(content);
  if (!isRecord(document) || !Array.isArray(document.dishes)) return undefined;
  const festival = isRecord(document.festival) ? document.festival : {};
  // The placeholders a dish's name may hold, filled in as the server fills them.
  const values: Record<string, string> = {};
  for (const key of ["product", "fullName", "year"]) {
    const value = festival[key];
    if (typeof value === "string" || typeof value === "number") values[key] = String(value);
  }
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
  return document.dishes.flatMap((dish): Dish[] => {
    if (!isRecord(dish)) return [];
    const { category, slug, name, classLabel } = dish;
    if (typeof category !== "string" || typeof slug !== "string" || typeof name !== "string") {
      return [];
    }
    // Releases stored before dish ids were named by their slug, which became the id.
    const id = typeof dish.id === "string" ? dish.id : slug;
    const label = typeof classLabel === "string" ? fill(classLabel) : "";
    return [{ category, id, slug, name: fill(name), classLabel: label }];
  });
}

/** The names and classes the edition's standing announcement froze. */
async function announcedDishes(db: Kysely<Tables>, editionId: number) {
  const snapshot = await db
    .selectFrom("results_snapshots")
    .select(["id", "body"])
    .where("edition_id", "=", editionId)
    .where("withdrawn_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const body = snapshot && parse(snapshot.body);
  if (!snapshot || !isRecord(body) || !Array.isArray(body.categories)) return undefined;
  const slugs = await db.selectFrom("dish_slugs").select(["category", "slug", "dish_id"]).execute();
  const dishes = body.categories.flatMap((entry): Dish[] => {
    if (!isRecord(entry) || typeof entry.category !== "string" || !Array.isArray(entry.dishes)) {
      return [];
    }
    const category = entry.category;
    return entry.dishes.flatMap((dish): Dish[] => {
      if (!isRecord(dish) || typeof dish.food !== "string" || typeof dish.name !== "string") {
        return [];
      }
      const slug = dish.food;
      const id =
        slugs.find((row) => row.category === category && row.slug === slug)?.dish_id ?? slug;
      const classLabel = typeof dish.classLabel === "string" ? dish.classLabel : "";
      return [{ category, id, slug, name: dish.name, classLabel }];
    });
  });
  return { dishes, from: `announcement:${snapshot.id}` };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
