import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import type { InvalidationCriteria } from "../../common/committee-api";
import type { Catalogue } from "../content/catalogue";
import type { DatabaseSchema } from "../storage/schema";
import { type AuditSpan, auditBatches } from "./audit-log";
import { archivedDishes } from "./edition-catalogue";
import type { EditionScope } from "./editions";
import { archivedResults, committeeResults } from "./results";
import { voteBatches } from "./vote-records";

export const exportNames = ["ranking", "votes", "audit"] as const;
export type ExportName = (typeof exportNames)[number];

/** Exports running at once in one process; one more is refused with `export_busy`. */
export const concurrentExports = 2;
/** A reader who takes nothing for this long is let go: its connection is closed. */
export const exportReaderTimeoutMs = 30_000;
/** What an export holds for a reader who is behind, besides the socket's own buffers. */
const bufferedBytes = 64 * 1024;

/**
 * The places for running exports, per process. An export holds one from the request until its
 * stream closes (finished, failed, abandoned by the client or given up on).
 */
export function exportSlots(size = concurrentExports) {
  let running = 0;
  return {
    /** A function that gives the place back, or undefined when every place is taken. */
    take(): (() => void) | undefined {
      if (running >= size) return undefined;
      running += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        running -= 1;
      };
    },
  };
}

type Batches = AsyncIterator<unknown[][]>;

/**
 * A CSV file as a stream that reads one batch of rows from the database each time its reader
 * wants more. Each batch waits for `setImmediate`, so votes, health checks and other requests
 * run between two batches even when the socket takes everything at once and never pushes back
 * (an `await` alone would not let them). A reader who stops reading stops the queries: nothing
 * more is read or kept than `bufferedBytes`. One who has taken nothing for `readerTimeoutMs` is
 * let go, which also ends the snapshot it held.
 *
 * An export reads from a read snapshot (`Database.readSnapshot`) held until the stream closes,
 * so every batch sees the same state: votes cast, invalidated or archived by the next
 * edition's opening meanwhile change nothing in it. A batch that fails destroys the stream,
 * and the server then breaks the connection: no reader sees a normal end of a partial file.
 *
 * The file starts with a UTF-8 byte order mark so that spreadsheets read the accents, and a
 * cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'`, which
 * csv-stringify does for us, so an address such as `=cmd|' /C calc'!A0@x.com` stays text.
 */
class CsvExport extends Readable {
  readonly #columns: string[];
  readonly #batches: Batches;
  readonly #readerTimeoutMs: number;
  #headerWritten = false;
  #idle: NodeJS.Timeout | undefined;

  constructor(columns: string[], batches: Batches, readerTimeoutMs: number) {
    super({ highWaterMark: bufferedBytes });
    this.#columns = columns;
    this.#batches = batches;
    this.#readerTimeoutMs = readerTimeoutMs;
    this.#waitForReader();
  }

  override _read() {
    clearTimeout(this.#idle);
    setImmediate(() => void this.#nextBatch());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    clearTimeout(this.#idle);
    void this.#batches.return?.().catch(() => {});
    callback(error);
  }

  async #nextBatch() {
    if (this.destroyed) return;
    try {
      const { value: rows, done } = await this.#batches.next();
      if (this.destroyed) return;
      if (done) {
        // An export without rows still has its header.
        if (!this.#headerWritten) this.push(this.#csv([]));
        this.push(null);
        return;
      }
      if (rows.length === 0) {
        setImmediate(() => void this.#nextBatch());
        return;
      }
      const text = this.#csv(rows);
      this.#waitForReader();
      this.push(text);
    } catch (error) {
      this.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #csv(rows: unknown[][]) {
    const first = !this.#headerWritten;
    this.#headerWritten = true;
    return stringify(rows, {
      columns: this.#columns,
      header: first,
      bom: first,
      escape_formulas: true,
    });
  }

  #waitForReader() {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      this.destroy(new Error(`export reader took nothing for ${this.#readerTimeoutMs} ms`));
    }, this.#readerTimeoutMs);
    this.#idle.unref();
  }
}

async function* rankingRows(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  archivedEdition: number | undefined,
) {
  const results =
    archivedEdition === undefined
      ? await committeeResults(db, catalogue)
      : await archivedResults(db, catalogue, archivedEdition);
  yield results.categories.flatMap((category) =>
    category.dishes.map((dish) => {
      const share = category.totals.votes > 0 ? (dish.votes / category.totals.votes) * 100 : 0;
      return [
        category.category,
        dish.rank,
        dish.name,
        dish.classLabel,
        dish.votes,
        share.toFixed(1),
        dish.invalidated,
        dish.pending,
        dish.flagged,
      ];
    }),
  );
}

async function* voteRows(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  filter: InvalidationCriteria,
  archivedEdition: number | undefined,
) {
  // An archived edition's dishes by the names they had when it closed.
  const dishes =
    archivedEdition === undefined
      ? { find: catalogue.findDishById }
      : await archivedDishes(db, catalogue, archivedEdition);
  for await (const votes of voteBatches(db, filter, archivedEdition)) {
    yield votes.map((vote) => [
      vote.id,
      vote.category,
      vote.food,
      dishes.find(vote.category, vote.food)?.name ?? vote.food,
      vote.maskedEmail,
      vote.status,
      vote.createdAt,
    ]);
  }
}

async function* auditRows(db: Kysely<DatabaseSchema>, span: AuditSpan | undefined) {
  for await (const entries of auditBatches(db, span)) {
    yield entries.map((entry) => [
      entry.id,
      entry.at,
      entry.actor,
      entry.action,
      JSON.stringify(entry.details),
    ]);
  }
}

/** The export's stream, returned at once; rows are read as its reader takes them. */
export function exportCsv(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  name: ExportName,
  filter: InvalidationCriteria = {},
  readerTimeoutMs = exportReaderTimeoutMs,
  /** Which edition's records: the current edition's when not given. */
  { archivedEdition, auditSpan }: Partial<EditionScope> = {},
): Readable {
  switch (name) {
    case "ranking":
      return new CsvExport(
        [
          "kategori",
          "peringkat",
          "hidangan",
          "kelas",
          "suara_sah",
          "persen",
          "dibatalkan",
          "menunggu",
          "ditandai",
        ],
        rankingRows(db, catalogue, archivedEdition),
        readerTimeoutMs,
      );
    case "votes":
      return new CsvExport(
        ["id", "kategori", "hidangan", "nama_hidangan", "email", "status", "waktu_utc"],
        voteRows(db, catalogue, filter, archivedEdition),
        readerTimeoutMs,
      );
    case "audit":
      return new CsvExport(
        ["id", "waktu_utc", "pelaku", "tindakan", "rincian"],
        auditRows(db, auditSpan),
        readerTimeoutMs,
      );
  }
}

/**
 * The file's name: the edition's name and year and the export, e.g. `fb8-2022-ranking.csv`,
 * so that a download of an archived edition is not dated today as if it were the current one.
 * Read in the export's snapshot: the edition it names is the one it holds.
 */
export async function exportFileName(
  db: Kysely<DatabaseSchema>,
  name: ExportName,
  archivedEdition: number | undefined,
): Promise<string> {
  const query = db.selectFrom("editions").select(["year", "name"]);
  const edition = await (archivedEdition === undefined
    ? query.where("current", "=", 1)
    : query.where("id", "=", archivedEdition)
  ).executeTakeFirst();
  if (!edition) return `fb-${name}.csv`;
  // Letters and digits only: the name goes into a header, between quotes.
  const product =
    edition.name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "festival";
  return `${product}-${edition.year}-${name}.csv`;
}
