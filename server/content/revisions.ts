import { type Kysely, sql } from "kysely";
import { type ContentSection, contentSections } from "../../common/content-schema";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The rows of content_revisions (migration 014) as the drafts read them. A row's value was
 * checked before it was stored; it is handed on as parsed JSON, unknown until a schema
 * checks it again.
 */
export type StoredRevision = {
  revision: number;
  section: ContentSection;
  value: unknown;
  savedBy: string;
  savedAt: string;
  restoredFrom: number | null;
};

type Row = {
  id: number;
  section: string;
  value: string;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
};

const sectionNamed = (name: string) => contentSections.find((section) => section === name);

/** Null for a section this version does not know (written by a newer one): it is ignored. */
function toRevision(row: Row): StoredRevision | null {
  const section = sectionNamed(row.section);
  if (!section) return null;
  return {
    revision: Number(row.id),
    section,
    value: JSON.parse(row.value),
    savedBy: row.saved_by,
    savedAt: row.saved_at,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}

const known = (rows: Row[]) => rows.map(toRevision).filter((revision) => revision !== null);

const revisions = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom("content_revisions")
    .select(["id", "section", "value", "saved_by", "saved_at", "restored_from"]);

/** Each section's newest revision, and the newest revision of all (0 with none). */
export async function newestRevisions(db: Kysely<DatabaseSchema>) {
  const rows = await revisions(db)
    .where("id", "in", (select) =>
      select
        .selectFrom("content_revisions")
        .select((s) => s.fn.max("id").as("id"))
        .groupBy("section"),
    )
    .execute();
  const newest = new Map(known(rows).map((revision) => [revision.section, revision]));
  const revision = Math.max(0, ...rows.map((row) => Number(row.id)));
  return { revision, newest };
}

/** A section's revisions, newest first, from `before` (exclusive) down, at most `limit`. */
export async function sectionRevisions(
  db: Kysely<DatabaseSchema>,
  section: ContentSection,
  { before, limit }: { before?: number; limit: number },
): Promise<StoredRevision[]> {
  let query = revisions(db).where("section", "=", section);
  if (before !== undefined) query = query.where("id", "<", before);
  return known(await query.orderBy("id", "desc").limit(limit).execute());
}

export async function findRevision(
  db: Kysely<DatabaseSchema>,
  revision: number,
): Promise<StoredRevision | null> {
  const row = await revisions(db).where("id", "=", revision).executeTakeFirst();
  return row ? toRevision(row) : null;
}

export async function insertRevision(
  db: Kysely<DatabaseSchema>,
  revision: Omit<StoredRevision, "revision">,
): Promise<number> {
  const { id } = await db
    .insertInto("content_revisions")
    .values({
      section: revision.section,
      value: JSON.stringify(revision.value),
      saved_by: revision.savedBy,
      saved_at: revision.savedAt,
      restored_from: revision.restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * Holds every other save until the caller's transaction ends. One lock for all sections, as
 * a save is checked against the whole document (a longer festival name can make a page's
 * description too long): two saves checked side by side could each pass and together break
 * it. SQLite needs none: the console's transactions there run one at a time. Plain reads
 * (the draft, the history) are not held up.
 */
export async function holdOtherSaves(database: Pick<Database, "kind">, db: Kysely<DatabaseSchema>) {
  if (database.kind !== "postgres") return;
  await sql`lock table content_revisions in share row exclusive mode`.execute(db);
}
