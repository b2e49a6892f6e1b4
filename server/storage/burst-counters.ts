import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "./schema";

/**
 * Burst flagging's counters (migration 029, docs/decisions/0015): per network and per domain,
 * the votes stored in each minute. The vote stores write them with the vote, in its own
 * transaction; burst flagging reads at most `windowMinutes` rows of each.
 */

/** The longest window the committee can set (24 hours): counters older than it are deleted. */
export const burstCounterRetentionMinutes = 24 * 60;

/** Minutes since 1970-01-01 UTC: the counter a vote stored at `at` adds to. */
export function minuteOf(at: Date | string): number {
  return Math.floor(new Date(at).getTime() / 60_000);
}

export const networkCounterKey = (networkHash: string) => `n:${networkHash}`;
export const domainCounterKey = (domain: string) => `d:${domain}`;

/** The oldest minute a counter is kept for, at `now`. */
export function oldestKeptMinute(now: Date): number {
  return minuteOf(now) - burstCounterRetentionMinutes;
}

type CountedVote = {
  network_hash: string | null;
  domain: string | null;
  small_domain: number | null;
  created_at: string;
};

/** Each counter row's change for a set of stored votes: +1 per vote (or -1 with `sign`). */
function counterChanges(votes: readonly CountedVote[], sign: 1 | -1) {
  const changes = new Map<string, { key: string; minute: number; votes: number; small: number }>();
  const add = (key: string, minute: number, small: number) => {
    const id = `${key}\u0000${minute}`;
    const change = changes.get(id) ?? { key, minute, votes: 0, small: 0 };
    change.votes += sign;
    change.small += sign * small;
    changes.set(id, change);
  };
  for (const vote of votes) {
    const minute = minuteOf(vote.created_at);
    if (vote.network_hash) {
      add(networkCounterKey(vote.network_hash), minute, vote.small_domain === 1 ? 1 : 0);
    }
    if (vote.domain) add(domainCounterKey(vote.domain), minute, 0);
  }
  return [...changes.values()].sort((a, b) =>
    a.key === b.key ? a.minute - b.minute : a.key < b.key ? -1 : 1,
  );
}

/**
 * Takes votes deleted from the votes table (expired or withdrawn pending votes) out of their
 * counters, in the deleting transaction: the count is what the votes table holds, as before.
 * A large provider's domain row, never read, may be missing (nothing to take) or go below.
 */
export async function uncountVotes(db: Kysely<DatabaseSchema>, votes: readonly CountedVote[]) {
  for (const change of counterChanges(votes, -1)) {
    await db
      .updateTable("burst_counters")
      .set((eb) => ({
        votes: eb("votes", "+", change.votes),
        small_votes: eb("small_votes", "+", change.small),
      }))
      .where("key", "=", change.key)
      .where("minute", "=", change.minute)
      .execute();
  }
}

/**
 * Builds every counter again from the votes of the last day: after votes came back into the
 * votes table in one step (an edition's opening undone).
 */
export async function rebuildBurstCounters(
  db: Kysely<DatabaseSchema>,
  kind: "sqlite" | "postgres",
  now = new Date(),
) {
  await db.deleteFrom("burst_counters").execute();
  const since = new Date(now.getTime() - burstCounterRetentionMinutes * 60_000).toISOString();
  const minute =
    kind === "sqlite"
      ? sql`cast(strftime('%s', created_at) as integer) / 60`
      : sql`floor(extract(epoch from created_at::timestamptz) / 60)::int`;
  await sql`
    insert into burst_counters (key, minute, votes, small_votes)
    select key, minute, count(*), sum(small) from (
      select 'n:' || network_hash as key, ${minute} as minute,
        case when small_domain = 1 then 1 else 0 end as small
      from votes where network_hash is not null and created_at >= ${since}
      union all
      select 'd:' || domain as key, ${minute} as minute, 0 as small
      from votes where domain is not null and created_at >= ${since}
    ) as counted
    group by key, minute
  `.execute(db);
}
