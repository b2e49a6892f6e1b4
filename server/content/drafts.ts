import type { Kysely } from "kysely";
import type {
  ContentConflictResponse,
  ContentDraftResponse,
  ContentHistoryResponse,
  ContentIssue,
} from "../../common/content-api";
import {
  type ContentSection,
  contentSections,
  type SiteContent,
  siteContentSchema,
  storedSiteContentSchema,
} from "../../common/content-schema";
import { posterTextIssues } from "../../common/poster-text";
import { formatWib } from "../../common/wib";
import { recordAudit } from "../committee/audit-log";
import { posterCanDraw } from "../festival-day/poster-assets";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { storageOperation } from "../storage/vote-store";
import { changesBetween } from "./diff";
import { unknownDishIds, withNewDishIds } from "./dish-identity";
import { votedDishChanges } from "./dish-safety";
import { keepSlugs, slugsOfOtherDishes } from "./dish-slugs";
import {
  findRevision,
  holdOtherSaves,
  insertRevision,
  newestRevisions,
  type StoredRevision,
  sectionRevisions,
} from "./revisions";
import { withSafeMenuLinks } from "./stored-menu-links";
import { inIndonesian, issuesOf, StoredContentError, upgradeSection } from "./upgrade-content";

/**
 * The draft the committee edits in the console: for each section of the site's content its
 * newest revision, else the first edition (the repository's content/ folder, read once at
 * start-up). Nothing is stored that the schema refuses, alone or in the whole document; a
 * save from a form loaded before someone else's save of the same section is refused, not
 * merged, so nobody's work disappears unseen.
 */

export function isContentSection(name: string): name is ContentSection {
  return contentSections.some((section) => section === name);
}

function documentFrom(firstEdition: SiteContent, newest: Map<ContentSection, StoredRevision>) {
  return Object.fromEntries(
    contentSections.map((section) => {
      const stored = newest.get(section);
      if (!stored) return [section, firstEdition[section]];
      const value = upgradeSection(section, stored.value, firstEdition);
      return [section, section === "pages" ? withSafeMenuLinks(value) : value];
    }),
  );
}

/** The draft as it stands, read anew at each call: what a publish or a preview freezes. */
export type DraftReader = () => Promise<{ revision: number; content: SiteContent }>;

/**
 * The draft as a checked document, and its revision: the newest of all, 0 while every
 * section is the first edition. Each stored section is brought up to today's schema first
 * (upgrade-content.ts); one that still does not fit throws a StoredContentError naming its
 * fields: nothing should be published from such a draft.
 */
export async function readDraft(
  db: Kysely<DatabaseSchema>,
  firstEdition: SiteContent,
): Promise<ContentDraftResponse> {
  const { revision, newest } = await storageOperation(() => newestRevisions(db));
  // As stored: a dish name saved before today's limit still loads, and is refused at the
  // next save of its section or at publishing, naming the field.
  const checked = storedSiteContentSchema.safeParse(
    documentFrom(firstEdition, newest),
    inIndonesian,
  );
  if (!checked.success) {
    throw new StoredContentError({ kind: "draft", revision }, issuesOf(checked.error));
  }
  return { revision, content: checked.data };
}

export type SaveOutcome =
  /** `value`: the section as stored, new dishes with the ids they were given. */
  | { status: "saved"; revision: number; value: unknown }
  /** The value was the section's current one: nothing stored, the draft's revision. */
  | { status: "unchanged"; revision: number; value: unknown }
  | { status: "invalid"; issues: ContentIssue[] }
  | { status: "conflict"; conflict: ContentConflictResponse };

type Save = {
  section: ContentSection;
  value: unknown;
  /** The draft revision the editor's form was loaded at. */
  baseRevision: number;
  actor: string;
};

/** Stores a new value of one section as the draft's newest revision. */
export function saveSection(
  database: Database,
  firstEdition: SiteContent,
  save: Save,
): Promise<SaveOutcome> {
  return store(database, firstEdition, save, null);
}

/**
 * Brings an earlier revision's value back as a new revision, once it fits today's schema and
 * today's document. Null when the revision does not exist or belongs to another section.
 */
export async function restoreRevision(
  database: Database,
  firstEdition: SiteContent,
  restore: Omit<Save, "value"> & { revision: number },
): Promise<SaveOutcome | null> {
  const earlier = await storageOperation(() => findRevision(database.db, restore.revision));
  if (earlier?.section !== restore.section) return null;
  const value = upgradeSection(restore.section, earlier.value, firstEdition);
  return store(database, firstEdition, { ...restore, value }, earlier.revision);
}

async function store(
  database: Database,
  firstEdition: SiteContent,
  { section, value, baseRevision, actor }: Save,
  restoredFrom: number | null,
): Promise<SaveOutcome> {
  const sent = value;
  if (section === "dishes") value = withNewDishIds(value);
  // Checked alone first, outside the transaction: most mistakes are in the section itself.
  const alone = siteContentSchema.shape[section].safeParse(value, inIndonesian);
  if (!alone.success) return { status: "invalid", issues: issuesOf(alone.error, [section]) };

  return database.transaction(async (db) => {
    await holdOtherSaves(database, db);
    const { revision, newest } = await newestRevisions(db);
    const current = newest.get(section);
    if (current && current.revision > baseRevision) {
      return {
        status: "conflict",
        conflict: await conflictWith(db, firstEdition, current, baseRevision),
      };
    }
    const before = documentFrom(firstEdition, newest);
    // A restored revision may bring back a dish deleted since, with the id it had then.
    if (section === "dishes" && restoredFrom === null) {
      const beforeDishes = storedSiteContentSchema.shape.dishes.safeParse(before.dishes);
      const unknown = unknownDishIds(sent, beforeDishes.success ? beforeDishes.data : []);
      if (unknown.length > 0) return { status: "invalid", issues: unknown };
    }
    const document = { ...before, [section]: value };
    // The saved section met today's limits above; the others stand as they were stored.
    const checked = storedSiteContentSchema.safeParse(document, inIndonesian);
    if (!checked.success) return { status: "invalid", issues: issuesOf(checked.error) };
    const unprintable = posterTextIssues(checked.data, posterCanDraw()).filter(
      (issue) => issue.path[0] === section,
    );
    if (unprintable.length > 0) return { status: "invalid", issues: unprintable };
    const dishesBefore = storedSiteContentSchema.shape.dishes.safeParse(before.dishes);
    const moved = await votedDishChanges(
      db,
      dishesBefore.success ? dishesBefore.data : [],
      checked.data.dishes,
    );
    if (moved.length > 0) return { status: "invalid", issues: moved };
    if (section === "dishes") {
      const taken = await slugsOfOtherDishes(
        db,
        checked.data.dishes,
        dishesBefore.success ? dishesBefore.data : [],
      );
      if (taken.length > 0) return { status: "invalid", issues: taken };
    }

    // Stored as checked (trimmed), so the history compares like with like.
    const next = checked.data[section];
    const changes = changesBetween(current?.value ?? firstEdition[section], next, [section]);
    if (changes.length === 0) {
      return { status: "unchanged", revision, value: next };
    }
    const savedAt = new Date().toISOString();
    const saved = await insertRevision(db, {
      section,
      value: next,
      savedBy: actor,
      savedAt,
      restoredFrom,
    });
    if (section === "dishes") await keepSlugs(db, checked.data.dishes, savedAt);
    await recordAudit(db, {
      actor,
      action: restoredFrom === null ? "content_saved" : "content_restored",
      details: {
        section,
        revision: saved,
        changes: changes.length,
        ...(restoredFrom === null ? {} : { restoredFrom }),
      },
    });
    return { status: "saved", revision: saved, value: next };
  });
}

/** The section's value as of a draft revision: its newest revision up to it, or the first edition. */
async function sectionValueAt(
  db: Kysely<DatabaseSchema>,
  firstEdition: SiteContent,
  section: ContentSection,
  revision: number,
): Promise<unknown> {
  const [atThatTime] = await sectionRevisions(db, section, { before: revision + 1, limit: 1 });
  return atThatTime ? atThatTime.value : firstEdition[section];
}

/**
 * Who saved the section after the editor's form was loaded, and what changed since: every
 * field that differs between the section as the form had it and as it is now, so the editor
 * knows what to copy over after reloading.
 */
async function conflictWith(
  db: Kysely<DatabaseSchema>,
  firstEdition: SiteContent,
  current: StoredRevision,
  baseRevision: number,
): Promise<ContentConflictResponse> {
  const base = await sectionValueAt(db, firstEdition, current.section, baseRevision);
  return {
    error: "content_conflict",
    message: `Bagian ini sudah diubah oleh ${current.savedBy} pada ${formatWib(current.savedAt)}, sesudah formulirmu dimuat. Isianmu belum disimpan dan masih ada di formulir.`,
    section: current.section,
    revision: current.revision,
    savedBy: current.savedBy,
    savedAt: current.savedAt,
    changedPaths: changesBetween(base, current.value, [current.section]).map(
      (change) => change.path,
    ),
  };
}

export const historyLimit = 100;

/**
 * A section's revisions, newest first, each with what it changed against the one before it
 * (the oldest against the first edition).
 */
export async function sectionHistory(
  db: Kysely<DatabaseSchema>,
  firstEdition: SiteContent,
  section: ContentSection,
): Promise<ContentHistoryResponse> {
  // One more than shown: the oldest shown one is compared with it.
  const stored = await storageOperation(() =>
    sectionRevisions(db, section, { limit: historyLimit + 1 }),
  );
  const revisions = stored.slice(0, historyLimit).map((revision, index) => {
    const previous = stored[index + 1]?.value ?? firstEdition[section];
    return {
      revision: revision.revision,
      section,
      savedBy: revision.savedBy,
      savedAt: revision.savedAt,
      restoredFrom: revision.restoredFrom,
      changes: changesBetween(previous, revision.value, [section], "items"),
    };
  });
  return { section, revisions };
}
