import { type Kysely, sql } from "kysely";
import { voteCategories } from "../../common/vote-category";
import { votingStateAt } from "../../common/voting-window";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { erasedFormOf, erasedPrefix } from "../storage/vote-store";
import { recordAudit } from "./audit-log";
import { readSettings, writeSetting } from "./settings";
import { readWindows } from "./voting-windows";

export type ErasureOutcome =
  | { status: "erased"; count: number; erasedAt: string }
  | { status: "not_allowed" };

const batchSize = 5_000;

/**
 * Replaces every address by its keyed hash (UU PDP No. 27/2022: keep personal data no longer
 * than needed). Allowed once the results are published and every category is closed. Each
 * address becomes the same hash every time, so one-vote-per-address still holds and every
 * count stays the same; new votes after it would be stored hashed too (see the vote stores).
 *
 * `archivedEdition`: an archived edition's votes instead (migration 022). Its vote is over
 * for good, so nothing needs to be closed or announced first; the console reminds the
 * committee to do it once that edition's results are final.
 */
export async function eraseAddresses(
  database: Database,
  actor: string,
  archivedEdition?: number,
): Promise<ErasureOutcome> {
  return database.transaction(async (db) => {
    const now = new Date();
    if (archivedEdition === undefined) {
      const [settings, windows] = await Promise.all([readSettings(db), readWindows(db)]);
      const allClosed = voteCategories.every(
        (category) => votingStateAt(windows[category], now) === "closed",
      );
      if (!settings.resultsPublishedAt || !allClosed) return { status: "not_allowed" };
    }

    const count = await hashAddresses(database, db, archivedEdition);
    const erasedAt = now.toISOString();
    if (archivedEdition === undefined) {
      await writeSetting(db, "addressesErasedAt", erasedAt);
    } else {
      await db
        .updateTable("editions")
        .set({ addresses_erased_at: erasedAt })
        .where("id", "=", archivedEdition)
        .execute();
    }
    await recordAudit(db, {
      actor,
      action: "addresses_erased",
      details: { count, ...(archivedEdition === undefined ? {} : { edition: archivedEdition }) },
    });
    return { status: "erased", count, erasedAt };
  });
}

/** Hashes every address not hashed yet, a batch at a time; how many it hashed. */
async function hashAddresses(
  database: Database,
  db: Kysely<DatabaseSchema>,
  archivedEdition: number | undefined,
): Promise<number> {
  // The archived table has the same columns, plus its edition: one rule reads both.
  const table = archivedEdition === undefined ? sql.table("votes") : sql.table("archived_votes");
  const ofEdition =
    archivedEdition === undefined ? sql`true` : sql`edition_id = ${archivedEdition}`;
  let count = 0;
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; email: string; voter: string | null }>`
      select id, email, voter from ${table}
      where ${ofEdition} and id > ${after} and email not like ${`${erasedPrefix}%`}
      order by id limit ${batchSize}
    `.execute(db);
    if (rows.length === 0) break;
    // The canonical address goes too, and with it the domain and the client's hashes.
    const hashed = rows.map((row) => ({
      id: Number(row.id),
      email: erasedFormOf(database.keyedHash, row.email),
      voter: row.voter === null ? null : erasedFormOf(database.keyedHash, row.voter),
    }));
    if (database.kind === "postgres") {
      // One statement per batch: a million single-row updates would take minutes.
      await sql`
        update ${table} set email = erased.email, voter = erased.voter, domain = null,
          ip_hash = null, network_hash = null
        from unnest(${hashed.map((row) => row.id)}::int[], ${hashed.map((row) => row.email)}::text[],
          ${hashed.map((row) => row.voter)}::text[]) as erased(id, email, voter)
        where ${ofEdition} and ${table}.id = erased.id
      `.execute(db);
    } else {
      for (const row of hashed) {
        await sql`
          update ${table} set email = ${row.email}, voter = ${row.voter}, domain = null,
            ip_hash = null, network_hash = null
          where ${ofEdition} and id = ${row.id}
        `.execute(db);
      }
    }
    count += rows.length;
    after = hashed.at(-1)?.id ?? after;
  }
  return count;
}
