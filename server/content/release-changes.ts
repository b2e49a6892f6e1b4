import type { Kysely } from "kysely";
import type { ContentRelease, SectionChange } from "../../common/content-api";
import { contentSections, type SiteContent } from "../../common/content-schema";
import type { DatabaseSchema } from "../storage/schema";
import { changesBetween } from "./diff";
import { readDraft } from "./drafts";
import { findRelease } from "./releases";
import { StoredContentError } from "./upgrade-content";

type Db = Kysely<DatabaseSchema>;

/**
 * The sections that differ between two documents, each with how many places in it changed:
 * a field of Festival or Tentang, a page, a dish (added, removed or edited; a new order is
 * one). Lists are compared item by item, as in the history, so a removed dish is one.
 */
export function sectionChanges(before: SiteContent, after: SiteContent): SectionChange[] {
  return contentSections.flatMap((section) => {
    const changes = changesBetween(before[section], after[section], [section], "items");
    if (changes.length === 0) return [];
    const places = new Set(
      changes.map((change) => {
        const kind = !("before" in change) ? "+" : !("after" in change) ? "-" : "";
        return change.path.length > 1 ? `${kind}${String(change.path[1])}` : "*";
      }),
    );
    return [{ section, count: places.size }];
  });
}

/**
 * Answers kept per database: a release's content never changes once frozen, so what it
 * changed against the one before it is worked out once; the draft's difference from the live
 * release once per draft revision and live release. The list is asked for every few seconds
 * while a build runs; this keeps it to two reads of the database's index rows.
 */
const cached = new WeakMap<Db, Map<string, SectionChange[] | null>>();

function cacheOf(db: Db) {
  let cache = cached.get(db);
  if (!cache) {
    cache = new Map();
    cached.set(db, cache);
  }
  return cache;
}

async function contentOf(db: Db, id: string): Promise<SiteContent | undefined> {
  try {
    return (await findRelease(db, id))?.content;
  } catch (error) {
    // One this version cannot read says so in `problem`; nothing to compare it with.
    if (error instanceof StoredContentError) return undefined;
    throw error;
  }
}

async function remembered(
  db: Db,
  key: string,
  work: () => Promise<SectionChange[] | null>,
): Promise<SectionChange[] | null> {
  const cache = cacheOf(db);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const answer = await work();
  // Bounded: keys of releases pruned long ago and of old drafts go first.
  if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
  cache.set(key, answer);
  return answer;
}

async function changesBetweenReleases(db: Db, previous: string, id: string) {
  return remembered(db, `${previous}>${id}`, async () => {
    const [before, after] = await Promise.all([contentOf(db, previous), contentOf(db, id)]);
    return before && after ? sectionChanges(before, after) : null;
  });
}

async function draftRevisionNow(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_revisions")
    .select((select) => select.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The releases with what each changed against the release before it that built (`changes`,
 * null for the oldest listed or one this version cannot read), and on the live one how the
 * saved draft differs from it (`draftChanges`, empty when they are the same).
 */
export async function withChanges(
  db: Db,
  firstEdition: SiteContent,
  releases: ContentRelease[],
): Promise<ContentRelease[]> {
  const draftRevision = await draftRevisionNow(db);
  return Promise.all(
    releases.map(async (release, index) => {
      const previous = releases.slice(index + 1).find((older) => older.status !== "failed");
      const changes = previous ? await changesBetweenReleases(db, previous.id, release.id) : null;
      if (release.status !== "live") return { ...release, changes };
      const draftChanges = await remembered(
        db,
        `draft@${draftRevision}>${release.id}`,
        async () => {
          const live = await contentOf(db, release.id);
          if (!live) return null;
          try {
            return sectionChanges(live, (await readDraft(db, firstEdition)).content);
          } catch (error) {
            if (error instanceof StoredContentError) return null;
            throw error;
          }
        },
      );
      return { ...release, changes, ...(draftChanges ? { draftChanges } : {}) };
    }),
  );
}
