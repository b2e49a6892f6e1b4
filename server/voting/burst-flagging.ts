import type { Kysely } from "kysely";
import type { FlaggingThresholds, FlagReason } from "../../common/committee-api";
import {
  burstCounterRetentionMinutes,
  domainCounterKey,
  minuteOf,
  networkCounterKey,
} from "../storage/burst-counters";
import type { DatabaseSchema } from "../storage/schema";

/**
 * Why these defaults (docs/decisions/0021). Within 10 minutes:
 * - 600 votes from one network: half of what the rate limit (120 a minute) lets one client
 *   address send in the window, so a script at full rate, or at half of it, is flagged and
 *   the committee sees it. A school voting through one address past it is one cluster that
 *   the committee counts in one step.
 * - 60 votes from one network at small domains (outside the large providers, the school's
 *   and the allow-list), whatever the domain: a script that invents a domain for each vote
 *   is past this, never past any one domain's threshold.
 * - 60 votes from one small domain: more than a family or a small company casts, far fewer
 *   than a script inventing addresses from many networks.
 */
export const defaultThresholds: FlaggingThresholds = {
  windowMinutes: 10,
  networkMax: 600,
  smallDomainsMax: 60,
  domainMax: 60,
};

/**
 * The most votes a network threshold may be: one less than one client address may send in
 * the window under the rate limit, or no bound when there is no rate limit. A threshold at
 * or above it would let one address vote at full rate unseen.
 */
export function networkCeiling(rateLimitPerMinute: number, windowMinutes: number): number {
  return rateLimitPerMinute > 0 ? rateLimitPerMinute * windowMinutes - 1 : Infinity;
}

export type BurstSource = {
  networkHash: string | null;
  domain: string;
  /**
   * Outside the large providers (shared by everyone: a burst of gmail.com votes says
   * nothing), the school's own domain and the committee's allow-list.
   */
  smallDomain: boolean;
};

/**
 * Whether a vote arriving now is beyond the committee's rate, counting every vote stored in
 * the window (flagged and pending included): from its network; then, for a small domain,
 * from its network at small domains and at its own domain. The window is whole minutes: the
 * current minute and the `windowMinutes - 1` before it (docs/decisions/0015, 2026-11-29), read
 * from the counters the vote stores write with each vote (migration 029): at most
 * `windowMinutes` rows per counter, in one query, however large the burst.
 * Read just before the vote is stored, so votes arriving in the same instant may each see
 * the count without the others: the overshoot is at most the number of votes in flight at
 * once, which the rate limit keeps small.
 */
export async function burstReason(
  db: Kysely<DatabaseSchema>,
  source: BurstSource,
  thresholds: FlaggingThresholds,
  now: Date,
): Promise<FlagReason | null> {
  const network = source.networkHash ? networkCounterKey(source.networkHash) : null;
  const domain = source.smallDomain ? domainCounterKey(source.domain) : null;
  const keys = [network, domain].filter((key) => key !== null);
  if (keys.length === 0) return null;
  const rows = await db
    .selectFrom("burst_counters")
    .select("key")
    .select((eb) => [
      eb.fn.sum<string | number>("votes").as("votes"),
      eb.fn.sum<string | number>("small_votes").as("small_votes"),
    ])
    .where("key", "in", keys)
    .where("minute", ">", minuteOf(now) - windowOf(thresholds))
    .groupBy("key")
    .execute();
  const counted = (key: string | null) => rows.find((row) => row.key === key);
  const ofNetwork = counted(network);
  if (Number(ofNetwork?.votes ?? 0) >= thresholds.networkMax) return "network_burst";
  if (!source.smallDomain) return null;
  if (Number(ofNetwork?.small_votes ?? 0) >= thresholds.smallDomainsMax) {
    return "small_domains_burst";
  }
  if (Number(counted(domain)?.votes ?? 0) >= thresholds.domainMax) return "domain_burst";
  return null;
}

/** The window in minutes, no longer than the counters are kept. */
function windowOf(thresholds: FlaggingThresholds) {
  return Math.min(thresholds.windowMinutes, burstCounterRetentionMinutes);
}
