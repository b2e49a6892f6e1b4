import type { Kysely } from "kysely";
import type { FlaggingThresholds, FlagReason } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/**
 * Why these defaults. Within 10 minutes:
 * - 1,500 votes from one network. The per-address rate limit (120 a minute, counted in
 *   fixed minutes) lets one NAT address through at most 1,320 votes in any 10 minutes, so
 *   a whole school behind one address is never flagged; what is flagged is several
 *   addresses of one /24 or /48 (a rented server range) working together.
 * - 60 votes from one domain outside the large providers: more than a family or a small
 *   company casts, far fewer than a script inventing addresses. The school's own domain
 *   belongs on the allow-list, which exempts it.
 */
export const defaultThresholds: FlaggingThresholds = {
  windowMinutes: 10,
  networkMax: 1_500,
  domainMax: 60,
};

export type BurstSource = {
  networkHash: string | null;
  domain: string;
  /** Large providers are shared by everyone: a burst of gmail.com votes says nothing. */
  majorProvider: boolean;
  /** The committee's allow-list exempts a domain (the school's own, typically). */
  allowListed: boolean;
};

/**
 * Whether a vote arriving now is beyond the committee's rate, counting every vote stored in
 * the window (flagged and pending included) from its network, then from its domain. Both
 * counts read an index range. Read just before the vote is stored, so votes arriving in the
 * same instant may each see the count without the others: the overshoot is at most the
 * number of votes in flight at once, which the rate limit keeps small.
 */
export async function burstReason(
  db: Kysely<DatabaseSchema>,
  source: BurstSource,
  thresholds: FlaggingThresholds,
  now: Date,
): Promise<FlagReason | null> {
  const since = new Date(now.getTime() - thresholds.windowMinutes * 60_000).toISOString();
  const countSince = async (column: "network_hash" | "domain", value: string) => {
    const row = await db
      .selectFrom("votes")
      .select((select) => select.fn.countAll<string | number>().as("count"))
      .where(column, "=", value)
      .where("created_at", ">=", since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  if (
    source.networkHash &&
    (await countSince("network_hash", source.networkHash)) >= thresholds.networkMax
  ) {
    return "network_burst";
  }
  if (
    !source.majorProvider &&
    !source.allowListed &&
    (await countSince("domain", source.domain)) >= thresholds.domainMax
  ) {
    return "domain_burst";
  }
  return null;
}
