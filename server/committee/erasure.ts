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
  /** `count`: distinct addresses erased now; `votes`: the votes they were on. */
  { status: "erased"; count: number; votes: number; erasedAt: string } | { status: "not_allowed" };

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
 *
 * Once the rows are hashed, the files follow (docs/decisions/0041): what the rows held before
 * is purged from the database's files. An erasure with nothing left to hash keeps the time
 * of the one that did, and purges again: that is how a purge that failed is retried.
 */
export async function eraseAddresses(
  database: Database,
  actor: string,
  archivedEdition?: number,
): Promise<ErasureOutcome> {
  const outcome = await hashInTransaction(database, actor, archivedEdition);
  if (outcome.status === "erased") {
    // An edition's opening deleted the votes it archived from `votes`, and their confirmations.
    await database.purgeRemnants(
      archivedEdition === undefined
        ? ["votes", "vote_confirmations", "burst_counters"]
        : ["archived_votes", "votes", "vote_confirmations"],
    );
  }
  return outcome;
}

function hashInTransaction(
  database: Database,
  actor: string,
  archivedEdition: number | undefined,
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

    const count = await countAddresses(db, archivedEdition);
    const votes = await hashAddresses(database, db, archivedEdition);
    if (archivedEdition === undefined) {
      // The pending votes' confirmations name their address as typed; their vote is over.
      await db.deleteFrom("vote_confirmations").execute();
    }
    const stored = await erasedAtOf(db, archivedEdition);
    // Nothing left to erase: the addresses were erased when the stored time says.
    const erasedAt = votes === 0 && stored ? stored : now.toISOString();
    if (erasedAt !== stored) {
      if (archivedEdition === undefined) {
        await writeSetting(db, "addressesErasedAt", erasedAt);
      } else {
        await db
          .updateTable("editions")
          .set({ addresses_erased_at: erasedAt })
          .where("id", "=", archivedEdition)
          .execute();
      }
    }
    await recordAudit(db, {
      actor,
      action: "addresses_erased",
      details: {
        count,
        votes,
        ...(archivedEdition === undefined ? {} : { edition: archivedEdition }),
      },
    });
    return { status: "erased", count, votes, erasedAt };
  });
}

async function erasedAtOf(db: Kysely<DatabaseSchema>, archivedEdition: number | undefined) {
  if (archivedEdition === undefined) return (await readSettings(db)).addressesErasedAt;
  const edition = await db
    .selectFrom("editions")
    .select("addresses_erased_at")
    .where("id", "=", archivedEdition)
    .executeTakeFirst();
  return edition?.addresses_erased_at ?? null;
}

/**
 * How many addresses are about to be erased: distinct addresses as typed, so a voter who
 * voted in both categories is one ("56 alamat dihapus" once said so of 28 addresses).
 */
async function countAddresses(
  db: Kysely<DatabaseSchema>,
  archivedEdition: number | undefined,
): Promise<number> {
  const { table, ofEdition } = votesOf(archivedEdition);
  const { rows } = await sql<{ count: number | string }>`
    select count(distinct email) as count from ${table}
    where ${ofEdition} and email not like ${`${erasedPrefix}%`}
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The archived table has the same columns, plus its edition: one rule reads both. */
function votesOf(archivedEdition: number | undefined) {
  return archivedEdition === undefined
    ? { table: sql.table("votes"), ofEdition: sql`true` }
    : { table: sql.table("archived_votes"), ofEdition: sql`edition_id = ${archivedEdition}` };
}

/** Hashes every address not hashed yet, a batch at a time; how many it hashed. */
async function hashAddresses(
  database: Database,
  db: Kysely<DatabaseSchema>,
  archivedEdition: number | undefined,
): Promise<number> {
  const { table, ofEdition } = votesOf(archivedEdition);
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
  // The counters name networks and domains, and burst flagging no longer counts votes without
  // them: they go with the addresses.
  if (archivedEdition === undefined) await db.deleteFrom("burst_counters").execute();
  return count;
}
