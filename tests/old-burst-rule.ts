import { type Kysely, sql } from "kysely";
import type { FlaggingThresholds, FlagReason } from "../common/committee-api";
import type { DatabaseSchema } from "../server/storage/schema";
import type { BurstSource } from "../server/voting/burst-flagging";

/**
 * Burst flagging as it was before the counters (migration 029): the votes table counted for
 * every vote, over the last `windowMinutes` to the millisecond. Kept for the replay test that
 * holds the counters to its decisions; `since` replaces the window's start when given.
 */
export async function oldBurstReason(
  db: Kysely<DatabaseSchema>,
  source: BurstSource,
  thresholds: FlaggingThresholds,
  now: Date,
  since = new Date(now.getTime() - thresholds.windowMinutes * 60_000).toISOString(),
): Promise<FlagReason | null> {
  const countSince = async (
    column: "network_hash" | "domain",
    value: string,
    smallDomainsOnly = false,
  ) => {
    let query = db
      .selectFrom("votes")
      .select((select) => select.fn.countAll<string | number>().as("count"))
      .where(column, "=", value)
      .where("created_at", ">=", since);
    if (smallDomainsOnly) query = query.where(sql<boolean>`small_domain = 1`);
    const row = await query.executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  const network = source.networkHash;
  if (network && (await countSince("network_hash", network)) >= thresholds.networkMax) {
    return "network_burst";
  }
  if (!source.smallDomain) return null;
  if (network && (await countSince("network_hash", network, true)) >= thresholds.smallDomainsMax) {
    return "small_domains_burst";
  }
  if ((await countSince("domain", source.domain)) >= thresholds.domainMax) {
    return "domain_burst";
  }
  return null;
}
