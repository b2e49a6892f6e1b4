import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { committeeError } from "../../common/committee-errors";
import type { ContentIssue } from "../../common/content-api";
import { issueInWords, parseForWords } from "../../common/content-issue-words";
import { pathInWords } from "../../common/content-path-words";
import {
  type ContentSection,
  type SiteContent,
  siteContentSchema,
  storedSiteContentSchema,
} from "../../common/content-schema";
import { StoredDataError } from "../storage/vote-store";

/**
 * Every content document the database keeps (a release's frozen content, a section's
 * revisions in the draft) was checked by the schema of the code that stored it. A newer
 * version may require fields that code did not know: before a stored document is checked by
 * today's schema, each required field it lacks is taken from the first edition (the
 * repository's content/ folder, the texts this version ships), and nothing stored is
 * replaced. This is the one place that does it; a document that still does not fit is a
 * StoredContentError naming its fields, never a storage outage.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An optional field left out was the committee's choice (no photo), not a field added since. */
const acceptsAbsence = (schema: z.core.$ZodType) => z.safeParse(schema, undefined).success;

/**
 * A list item's counterpart in the first edition, by the key that names it (`id`, else
 * `slug`): a list's items are matched by identity, never by position, as the committee may
 * have added, removed or reordered them.
 */
function counterpartOf(item: unknown, firstEdition: unknown): unknown {
  if (!isPlainObject(item) || !Array.isArray(firstEdition)) return undefined;
  for (const key of ["id", "slug"]) {
    const name = item[key];
    if (typeof name !== "string") continue;
    return firstEdition.find((other) => isPlainObject(other) && other[key] === name);
  }
  return undefined;
}

/**
 * `stored` with every field `schema` requires and it lacks taken from `firstEdition`, down
 * through objects and the items of lists. Anything else stands as stored: a value of the
 * wrong type, an unknown key (dropped later by the schema), an item with no counterpart.
 */
export function withAddedFields(
  schema: z.core.$ZodType,
  stored: unknown,
  firstEdition: unknown,
): unknown {
  if (schema instanceof z.ZodObject && isPlainObject(stored)) {
    const upgraded: Record<string, unknown> = { ...stored };
    const shape: Record<string, z.core.$ZodType> = schema.shape;
    for (const [key, field] of Object.entries(shape)) {
      const given = isPlainObject(firstEdition) ? firstEdition[key] : undefined;
      if (key in stored) upgraded[key] = withAddedFields(field, stored[key], given);
      else if (given !== undefined && !acceptsAbsence(field))
        upgraded[key] = structuredClone(given);
    }
    return upgraded;
  }
  if (schema instanceof z.ZodArray && Array.isArray(stored)) {
    const element: z.core.$ZodType = schema.element;
    return stored.map((item) => withAddedFields(element, item, counterpartOf(item, firstEdition)));
  }
  return stored;
}

/**
 * Dishes stored before dishes had ids take their slug as their id (docs/decisions/0037): the
 * same answer in every process and for every stored document, and the very key the votes
 * stored before ids already carry. An id stored is never replaced.
 */
export function withDishIds(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  return stored.map((dish) =>
    isPlainObject(dish) && typeof dish.id !== "string" && typeof dish.slug === "string"
      ? { id: dish.slug, ...dish }
      : dish,
  );
}

/** One section of a stored document, brought up to today's schema. */
export function upgradeSection(
  section: ContentSection,
  stored: unknown,
  firstEdition: SiteContent,
): unknown {
  const identified = section === "dishes" ? withDishIds(stored) : stored;
  return withAddedFields(siteContentSchema.shape[section], identified, firstEdition[section]);
}

/** A whole stored document, brought up to today's schema: a section added since comes whole. */
export function upgradeContent(stored: unknown, firstEdition: SiteContent): unknown {
  const identified = isPlainObject(stored)
    ? { ...stored, dishes: withDishIds(stored.dishes) }
    : stored;
  return withAddedFields(siteContentSchema, identified, firstEdition);
}

/** Which stored document: the committee is told which one, and each is reported once. */
export type StoredDocument =
  | { kind: "release"; id: string }
  | { kind: "preview"; id: string }
  | { kind: "draft"; revision: number };

const shownFields = 5;

/**
 * `Judul wajib diisi (Halaman › Peringkat langsung)`: each message names its field, the
 * words of the path say where it is; at most five, then how many more.
 */
function fieldsOf(issues: ContentIssue[]): string {
  const named = issues.slice(0, shownFields).map((issue) => {
    const where = pathInWords(issue.path.slice(0, -1));
    return where ? `${issue.message} (${where})` : issue.message;
  });
  const more = issues.length - shownFields;
  return more > 0 ? `${named.join("; ")}; dan ${more} isian lain` : named.join("; ");
}

/**
 * A stored document that today's schema refuses even after the upgrade: a field whose type
 * or limits a newer version changed, or a document written by a newer version than this one.
 */
export class StoredContentError extends StoredDataError {
  readonly document: StoredDocument;
  readonly issues: ContentIssue[];
  constructor(document: StoredDocument, issues: ContentIssue[]) {
    const label =
      document.kind === "draft"
        ? `draft revision ${document.revision}`
        : `${document.kind} ${document.id}`;
    super(
      `${label} does not fit this version's content schema, even with the fields added since: ${issues
        .map((issue) => issue.path.join("."))
        .join(", ")}`,
    );
    this.name = "StoredContentError";
    this.document = document;
    this.issues = issues;
  }

  /** What the committee reads in the console, in Indonesian: which document, which fields, what now. */
  explanation(): string {
    const fields = fieldsOf(this.issues);
    if (this.document.kind === "preview") {
      return `Pratinjau ${this.document.id} tidak dapat dibuat oleh versi server ini, karena isian berikut tidak cocok: ${fields}. Buat pratinjau lagi dari draf.`;
    }
    if (this.document.kind === "release") {
      return `Terbitan ${this.document.id} tidak dapat dipakai oleh versi server ini, karena isian berikut tidak cocok: ${fields}. Situs tetap menampilkan terbitan terakhir yang dapat dipakai. Perbaiki isian itu di draf lalu terbitkan lagi, atau hubungi pengelola server.`;
    }
    return `Draf (revisi ${this.document.revision}) tidak dapat dibaca oleh versi server ini, karena isian berikut tidak cocok: ${fields}. Tidak ada yang dihapus; hubungi pengelola server.`;
  }
}

/**
 * How to parse what the committee reads the issues of (parseForWords); issuesOf then says
 * each issue in the committee's words, once its path is whole.
 */
export const inIndonesian = parseForWords;

export function issuesOf(error: z.ZodError, prefix: (string | number)[] = []): ContentIssue[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path.filter((key) => typeof key !== "symbol")];
    return { path, message: issueInWords({ ...issue, path }) };
  });
}

/**
 * A stored document as today's checked content: upgraded, then checked. Throws a
 * StoredContentError naming the fields that still do not fit.
 */
export function readStoredContent(
  stored: unknown,
  firstEdition: SiteContent,
  document: StoredDocument,
): SiteContent {
  const checked = storedSiteContentSchema.safeParse(
    upgradeContent(stored, firstEdition),
    inIndonesian,
  );
  if (!checked.success) throw new StoredContentError(document, issuesOf(checked.error));
  return checked.data;
}

/** Per logger (one per app), the documents already reported: frozen rows fail the same each time. */
const reportedBy = new WeakMap<FastifyBaseLogger, Set<string>>();

/**
 * Logs a document that does not fit, once per process and document: the follow asks every
 * second while nothing is served, and the console asks on every load.
 */
export function reportOnce(log: FastifyBaseLogger, error: StoredContentError): boolean {
  const reported = reportedBy.get(log) ?? new Set<string>();
  reportedBy.set(log, reported);
  const key = `${JSON.stringify(error.document)} ${error.message}`;
  if (reported.has(key)) return false;
  reported.add(key);
  log.error(
    {
      document: error.document,
      fields: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    },
    error.message,
  );
  return true;
}

/** The answer to the console for such a document: its own error, said in Indonesian. */
export function storedContentAnswer(error: StoredContentError) {
  return {
    ...committeeError("content_unreadable"),
    message: error.explanation(),
    issues: error.issues,
  };
}
