import { type Kysely, sql } from "kysely";
import type { Edition } from "../../common/committee-api";
import { voteCategories } from "../../common/vote-category";
import { unscheduledOpening, type VotingWindow, votingStateAt } from "../../common/voting-window";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { type AuditSpan, recordAudit } from "./audit-log";
import { freezeCatalogue } from "./edition-catalogue";
import { settingNames } from "./settings";
import { readWindows } from "./voting-windows";

/**
 * Editions of the festival (migration 022, docs/decisions/0038). The current edition's votes,
 * totals, confirmations and windows live in the tables a vote writes; opening the next
 * edition moves its votes to `archived_votes` and stamps the rest with its id, so nothing a
 * vote, a confirmation, an invalidation or a window change does can reach an archived one.
 */

/** What names and dates the first edition: the published festival. */
export type FestivalIdentity = { year: number; product: string };

type EditionRow = {
  id: number;
  year: number;
  name: string;
  opened_at: string;
  archived_at: string | null;
  current: number | null;
  last_audit_id: number | null;
};

const editionColumns = [
  "id",
  "year",
  "name",
  "opened_at",
  "archived_at",
  "current",
  "last_audit_id",
] as const;

/**
 * Writes the first edition's row, from the published festival, on an install that ran before
 * editions, so every vote and setting already stored belongs to it. Dated by the first vote
 * or audit entry it holds. A startup step (server/app.ts), never a request's: a GET reads
 * only. Two processes starting together may both try: one row wins.
 */
export async function ensureFirstEdition(
  db: Kysely<DatabaseSchema>,
  festival: FestivalIdentity,
): Promise<void> {
  const found = await db
    .selectFrom("editions")
    .select("id")
    .where("current", "=", 1)
    .executeTakeFirst();
  if (found) return;
  const [firstVote, firstEntry] = await Promise.all([
    db
      .selectFrom("votes")
      .select((eb) => eb.fn.min("created_at").as("at"))
      .executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.min("at").as("at"))
      .executeTakeFirst(),
  ]);
  const earliest = [firstVote?.at, firstEntry?.at].filter((at): at is string => Boolean(at));
  await db
    .insertInto("editions")
    .values({
      year: festival.year,
      name: festival.product,
      opened_at: earliest.sort()[0] ?? new Date().toISOString(),
      opened_by: "(sebelum pembaruan)",
      reason: "Festival yang sudah berjalan sebelum arsip festival ada.",
      current: 1,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The current edition's row, taken (FOR UPDATE on PostgreSQL) inside the caller's
 * transaction: opening, announcing, withdrawing, changing a window and correcting an edition
 * each take it first, so they run one after another (docs/decisions/0038). Undefined when
 * another transaction archived it while this one waited: the caller refuses, naming the change.
 */
export async function takeCurrentEdition(
  database: Pick<Database, "kind">,
  db: Kysely<DatabaseSchema>,
): Promise<EditionRow | undefined> {
  return lockedOnPostgres(
    database,
    db.selectFrom("editions").select(editionColumns).where("current", "=", 1),
  ).executeTakeFirst();
}

/** Every edition, newest first, with when its results were announced (if they stand). */
export async function listEditions(
  db: Kysely<DatabaseSchema>,
  // Kept for the callers: the first edition is written at startup now (ensureFirstEdition).
  _festival?: FestivalIdentity,
): Promise<Edition[]> {
  const [rows, snapshots] = await Promise.all([
    db.selectFrom("editions").select(editionColumns).orderBy("year", "desc").execute(),
    db
      .selectFrom("results_snapshots")
      .select(["edition_id", "published_at"])
      .where("withdrawn_at", "is", null)
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    year: row.year,
    name: row.name,
    status: row.current === 1 ? "current" : "archived",
    openedAt: row.opened_at,
    archivedAt: row.archived_at,
    // An announcement names its edition; one made before it did is the current edition's.
    resultsPublishedAt:
      snapshots.find(
        (snapshot) =>
          snapshot.edition_id === row.id || (row.current === 1 && snapshot.edition_id === null),
      )?.published_at ?? null,
  }));
}

/** The edition of a year, or of an id; undefined when there is none. */
export async function findEdition(
  db: Kysely<DatabaseSchema>,
  _festival: FestivalIdentity | undefined,
  by: { year: number } | { id: number },
): Promise<Edition | undefined> {
  const editions = await listEditions(db);
  return editions.find((edition) =>
    "year" in by ? edition.year === by.year : edition.id === by.id,
  );
}

/** Which edition's records a console request reads, and which audit entries are its. */
export type EditionScope = { archivedEdition?: number; auditSpan: AuditSpan };

/**
 * The scope of a console request's `?edition=` id: none or the current edition's id reads
 * the current tables; undefined for an id that is no edition. An edition's audit entries are
 * those after the previous edition's last one, up to its own last (none yet: the current).
 */
export async function editionScope(
  db: Kysely<DatabaseSchema>,
  _festival: FestivalIdentity | undefined,
  id: number | undefined,
): Promise<EditionScope | undefined> {
  const rows = await db.selectFrom("editions").select(editionColumns).orderBy("year").execute();
  const index =
    id === undefined
      ? rows.findIndex((row) => row.current === 1)
      : rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return undefined;
  const auditSpan = { after: rows[index - 1]?.last_audit_id ?? 0, upTo: row.last_audit_id };
  return row.current === 1 ? { auditSpan } : { archivedEdition: row.id, auditSpan };
}

export type OpenEditionOutcome =
  | { status: "opened"; edition: Edition; archived: Edition }
  | { status: "voting_still_open" }
  | { status: "invalid_edition" }
  | { status: "edition_changed" };

/**
 * Archives the current edition and opens the next, in one transaction: refused while any
 * category takes or will take votes, and for a year not after the current one. The new
 * edition's voting stays closed until an admin sets its windows; its results are not
 * announced and its addresses not erased.
 */
export async function openNextEdition(
  database: Database,
  // Kept for the callers: the first edition is written at startup (ensureFirstEdition).
  _festival: FestivalIdentity,
  next: {
    year: number;
    name: string;
    reason: string;
    actor: string;
    /** The edition the admin saw as current: another admin opening one first wins. */
    archives: number;
    /** Run first, under the edition's lock: freezes an announcement made before freezing. */
    beforeArchiving?: (db: Kysely<DatabaseSchema>) => Promise<unknown>;
  },
  now = new Date(),
): Promise<OpenEditionOutcome> {
  const at = now.toISOString();
  type Refusal = Exclude<OpenEditionOutcome, { status: "opened" }>;
  const outcome = await database.transaction(async (db): Promise<Refusal | "opened"> => {
    // The edition first, as announcing and every window change take it: one at a time.
    const current = await takeCurrentEdition(database, db);
    if (!current || current.id !== next.archives) return { status: "edition_changed" };
    await next.beforeArchiving?.(db);
    // Every vote reads its window's row; holding them keeps votes out until this commits.
    await lockedOnPostgres(database, db.selectFrom("voting_windows").select("category")).execute();
    const windows = await readWindows(db);
    // Open, or scheduled to open: the committee has planned votes for this edition.
    const takesOrWillTake = (window: VotingWindow) =>
      votingStateAt(window, now) !== "closed" && window.opensAt !== unscheduledOpening;
    if (voteCategories.some((category) => takesOrWillTake(windows[category]))) {
      return { status: "voting_still_open" };
    }
    if (next.year <= current.year) return { status: "invalid_edition" };

    const votes = await archiveVotes(db, current.id, archiveBatch[database.kind]);
    await freezeCatalogue(db, current.id, at);
    await recordAudit(db, {
      actor: next.actor,
      action: "edition_archived",
      details: {
        edition: current.id,
        year: current.year,
        name: current.name,
        votes,
        reason: next.reason,
      },
    });
    // The log is append-only: the edition's entries are those up to this one.
    const lastEntry = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    for (const table of ["invalidations", "results_snapshots"] as const) {
      await db
        .updateTable(table)
        .set({ edition_id: current.id })
        .where("edition_id", "is", null)
        .execute();
    }
    // Each edition announces its own results; the unique index holds only the current one's.
    await db
      .updateTable("results_snapshots")
      .set({ announced: null })
      .where("edition_id", "=", current.id)
      .execute();
    const erased = await db
      .selectFrom("settings")
      .select("value")
      .where("name", "=", settingNames.addressesErasedAt)
      .executeTakeFirst();
    await db
      .updateTable("editions")
      .set({
        addresses_erased_at: erased?.value ?? null,
        archived_at: at,
        archived_by: next.actor,
        current: null,
        last_audit_id: Number(lastEntry?.id ?? 0),
      })
      .where("id", "=", current.id)
      .execute();
    const inserted = await db
      .insertInto("editions")
      .values({
        year: next.year,
        name: next.name,
        opened_at: at,
        opened_by: next.actor,
        reason: next.reason,
        current: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await startClosed(db);
    await recordAudit(db, {
      actor: next.actor,
      action: "edition_opened",
      details: { edition: inserted.id, year: next.year, name: next.name, reason: next.reason },
    });
    return "opened";
  });
  if (outcome !== "opened") return outcome;
  const editions = await listEditions(database.db);
  const [edition, archived] = editions;
  if (!edition || !archived) throw new Error("the opened edition is missing");
  return { status: "opened", edition, archived };
}

/**
 * Votes moved by one statement on PostgreSQL: each stays far inside its statement timeout.
 * SQLite has none, and moves them all in one statement, its fastest.
 */
const archiveBatch = { postgres: 50_000, sqlite: Number.POSITIVE_INFINITY };

/**
 * Moves the current edition's votes out of the tables votes are written to, a range of ids at
 * a time (a million votes in one INSERT took 3.8 s on a loaded machine, against the 4 s
 * statement timeout); the caller's transaction still makes it all or nothing. Their count.
 */
async function archiveVotes(
  db: Kysely<DatabaseSchema>,
  editionId: number,
  batch: number,
): Promise<number> {
  const range = await db
    .selectFrom("votes")
    .select((eb) => [eb.fn.min("id").as("first"), eb.fn.max("id").as("last")])
    .executeTakeFirst();
  const first = Number(range?.first ?? 0);
  const last = Number(range?.last ?? -1);
  // Pending confirmations point at their votes: they go first. The edition's vote is over.
  await db.deleteFrom("vote_confirmations").execute();
  let moved = 0;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(from + batch, last + 1);
    const inserted = await sql`
      insert into archived_votes (edition_id, id, category, food, email, created_at, status,
        invalidation_id, voter, ip_hash, network_hash, domain, flag_reason, small_domain)
      select ${editionId}, id, category, food, email, created_at, status, invalidation_id, voter,
        ip_hash, network_hash, domain, flag_reason, small_domain
      from votes where id >= ${from} and id < ${to}
    `.execute(db);
    moved += Number(inserted.numAffectedRows ?? 0n);
    await db.deleteFrom("votes").where("id", ">=", from).where("id", "<", to).execute();
  }
  await db.deleteFrom("vote_totals").execute();
  await db.deleteFrom("vote_status_totals").execute();
  // Burst flagging counts the votes table: empty now.
  await db.deleteFrom("burst_counters").execute();
  // A slug is one dish's within an edition; the next edition's pages start afresh.
  await db.deleteFrom("dish_slugs").execute();
  return moved;
}

/** The new edition: no category open until an admin sets its window, nothing announced. */
async function startClosed(db: Kysely<DatabaseSchema>) {
  for (const category of voteCategories) {
    await db
      .insertInto("voting_windows")
      .values({ category, opens_at: unscheduledOpening, closes_at: null })
      .onConflict((conflict) =>
        conflict.column("category").doUpdateSet({ opens_at: unscheduledOpening, closes_at: null }),
      )
      .execute();
  }
  await db
    .deleteFrom("settings")
    .where("name", "in", [settingNames.resultsPublishedAt, settingNames.addressesErasedAt])
    .execute();
}
