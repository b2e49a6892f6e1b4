import { once } from "node:events";
import { type Stringifier, stringify } from "csv-stringify";
import type { Kysely } from "kysely";
import type { InvalidationCriteria } from "../../common/committee-api";
import { findDish } from "../../content";
import type { DatabaseSchema } from "../storage/schema";
import { allAuditEntries } from "./audit-log";
import { committeeResults } from "./results";
import { allVotes } from "./vote-records";

export const exportNames = ["ranking", "votes", "audit"] as const;
export type ExportName = (typeof exportNames)[number];

/**
 * A CSV stream: a UTF-8 byte order mark so that spreadsheets read the accents, and a cell that
 * starts like a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'`, which csv-stringify
 * does for us, so an address such as `=cmd|' /C calc'!A0@x.com` stays text.
 */
function csv(columns: string[]): Stringifier {
  return stringify({ header: true, columns, bom: true, escape_formulas: true });
}

/** Writes rows as the reader takes them, so a million votes never sit in memory at once. */
async function pump(output: Stringifier, rows: AsyncIterable<unknown[]> | Iterable<unknown[]>) {
  try {
    for await (const row of rows) {
      if (!output.write(row)) await once(output, "drain");
      if (output.destroyed) return;
    }
    output.end();
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

async function* rankingRows(db: Kysely<DatabaseSchema>) {
  const results = await committeeResults(db);
  for (const category of results.categories) {
    for (const dish of category.dishes) {
      const share = category.totals.votes > 0 ? (dish.votes / category.totals.votes) * 100 : 0;
      yield [
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
    }
  }
}

async function* voteRows(db: Kysely<DatabaseSchema>, filter: InvalidationCriteria) {
  for await (const vote of allVotes(db, filter)) {
    yield [
      vote.id,
      vote.category,
      vote.food,
      findDish(vote.category, vote.food)?.name ?? vote.food,
      vote.maskedEmail,
      vote.status,
      vote.createdAt,
    ];
  }
}

async function* auditRows(db: Kysely<DatabaseSchema>) {
  for await (const entry of allAuditEntries(db)) {
    yield [entry.id, entry.at, entry.actor, entry.action, JSON.stringify(entry.details)];
  }
}

/** Starts the export and returns its stream at once; rows follow as they are read. */
export function exportCsv(
  db: Kysely<DatabaseSchema>,
  name: ExportName,
  filter: InvalidationCriteria = {},
): Stringifier {
  switch (name) {
    case "ranking": {
      const output = csv([
        "kategori",
        "peringkat",
        "hidangan",
        "kelas",
        "suara_sah",
        "persen",
        "dibatalkan",
        "menunggu",
        "ditandai",
      ]);
      void pump(output, rankingRows(db));
      return output;
    }
    case "votes": {
      const output = csv([
        "id",
        "kategori",
        "hidangan",
        "nama_hidangan",
        "email",
        "status",
        "waktu_utc",
      ]);
      void pump(output, voteRows(db, filter));
      return output;
    }
    case "audit": {
      const output = csv(["id", "waktu_utc", "pelaku", "tindakan", "rincian"]);
      void pump(output, auditRows(db));
      return output;
    }
  }
}
