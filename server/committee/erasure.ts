import { sql } from "kysely";
import { voteCategories } from "../../common/vote-category";
import { votingStateAt } from "../../common/voting-window";
import type { Database } from "../storage/database";
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
 */
export async function eraseAddresses(database: Database, actor: string): Promise<ErasureOutcome> {
  return database.transaction(async (db) => {
    const [settings, windows] = await Promise.all([readSettings(db), readWindows(db)]);
    const now = new Date();
    const allClosed = voteCategories.every(
      (category) => votingStateAt(windows[category], now) === "closed",
    );
    if (!settings.resultsPublishedAt || !allClosed) return { status: "not_allowed" };

    let count = 0;
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom("votes")
        .select(["id", "email", "voter"])
        .where("id", ">", after)
        .where("email", "not like", `${erasedPrefix}%`)
        .orderBy("id")
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      // The canonical address goes too, and with it the domain and the client's hashes.
      const hashed = rows.map((row) => ({
        id: row.id,
        email: erasedFormOf(database.keyedHash, row.email),
        voter: row.voter === null ? null : erasedFormOf(database.keyedHash, row.voter),
      }));
      if (database.kind === "postgres") {
        // One statement per batch: a million single-row updates would take minutes.
        await sql`
          update votes set email = erased.email, voter = erased.voter, domain = null,
            ip_hash = null, network_hash = null
          from unnest(${hashed.map((row) => row.id)}::int[], ${hashed.map((row) => row.email)}::text[],
            ${hashed.map((row) => row.voter)}::text[]) as erased(id, email, voter)
          where votes.id = erased.id
        `.execute(db);
      } else {
        for (const row of hashed) {
          await db
            .updateTable("votes")
            .set({
              email: row.email,
              voter: row.voter,
              domain: null,
              ip_hash: null,
              network_hash: null,
            })
            .where("id", "=", row.id)
            .execute();
        }
      }
      count += rows.length;
      after = rows.at(-1)?.id ?? after;
    }
    const erasedAt = now.toISOString();
    await writeSetting(db, "addressesErasedAt", erasedAt);
    await recordAudit(db, { actor, action: "addresses_erased", details: { count } });
    return { status: "erased", count, erasedAt };
  });
}
