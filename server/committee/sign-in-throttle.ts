import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * Sign-in attempts allowed per 15-minute window (docs/decisions/0024-one-record-of-spent-proofs-and-sign-ins.md):
 * - `perPair`: one account from one network (an IPv4 /24 or IPv6 /48). A person mistypes a
 *   few times; past that the pair is held back, and only that pair, so that guessing from
 *   one place never locks the owner out elsewhere.
 * - `perNetwork`: one network over all accounts (a whole committee may sit behind the
 *   school's one address), so that one place cannot try every name.
 * - `perAccount`: the attempts that got past those two, from every network together. It is
 *   the bound on guessing one password: 50 a window is 4,800 guesses a day against a password
 *   of at least 12 characters, and it takes ten networks at once to reach it and lock the
 *   owner out.
 * The attempt after a limit is refused, even with the right password, until the window of
 * that count has run out.
 */
export const signInLimits = {
  perPair: 5,
  perNetwork: 20,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
};

export type ThrottleKeys = { account: string; pair: string; network: string };

/**
 * The keys of one attempt. The network is its keyed hash (server/voting/client-network.ts),
 * whose key is kept outside the database.
 */
export function throttleKeys(username: string, networkHash: string): ThrottleKeys {
  const account = `account:${accountName(username)}`;
  return { account, pair: `${account}|net:${networkHash}`, network: `net:${networkHash}` };
}

/** How a typed name is counted and summarised: trimmed, lower-cased, at most 64 characters. */
export const accountName = (username: string) => username.trim().toLowerCase().slice(0, 64);

/**
 * The audit log's one entry for the attempts the throttle refused from one network at one
 * account in one window (a quarter of an hour, on the clock): its key and what it shows.
 * The network is shown as the Keamanan screen shows it, by the first 8 characters of its hash.
 */
export function throttledSummary(username: string, networkHash: string, now: Date) {
  const start = Math.floor(now.getTime() / signInLimits.windowMs) * signInLimits.windowMs;
  const from = new Date(start).toISOString();
  const account = accountName(username);
  return {
    key: `sign-in-throttled|${account}|${networkHash}|${from}`,
    details: {
      username: account,
      network: networkHash.slice(0, 8),
      from,
      until: new Date(start + signInLimits.windowMs).toISOString(),
    },
  };
}

/** Whether the pair's and the network's counts, this attempt included, let it go on. */
export const pairAndNetworkWithin = (pair: number, network: number) =>
  pair <= signInLimits.perPair && network <= signInLimits.perNetwork;

/**
 * Where sign-in attempts are counted: the database, or Redis when it is configured
 * (server/shared-state/redis-sign-in-throttle.ts). Either way every process sees one count.
 *
 * An attempt is counted before its password is checked, in one atomic step per key: checking
 * first and counting after the (deliberately slow) password check let a script that sends its
 * guesses in parallel have them all checked before the first was counted. The account's count
 * takes only the attempts that its pair and network let through: the refused ones cost the
 * owner nothing.
 */
export type SignInThrottle = {
  /** Counts the attempt; false when it is over a limit and must be refused unchecked. */
  attempt(keys: ThrottleKeys): Promise<boolean>;
  /**
   * After a right password: the pair's count is cleared, and the network and the account get
   * this attempt back. The account's count is not cleared, or the owner's every sign-in would
   * give guessers elsewhere a fresh allowance.
   */
  succeeded(keys: ThrottleKeys): Promise<void>;
};

export function databaseSignInThrottle(db: Kysely<DatabaseSchema>): SignInThrottle {
  return {
    async attempt(keys) {
      const [pair, network] = await Promise.all([
        countAttempt(db, keys.pair),
        countAttempt(db, keys.network),
      ]);
      if (!pairAndNetworkWithin(pair, network)) return false;
      return (await countAttempt(db, keys.account)) <= signInLimits.perAccount;
    },
    async succeeded(keys) {
      await db.deleteFrom("sign_in_throttle").where("key", "=", keys.pair).execute();
      await db
        .updateTable("sign_in_throttle")
        .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
        .where("key", "in", [keys.network, keys.account])
        .execute();
    },
  };
}

/**
 * One upsert: a window that has run out starts again at 1, otherwise the count grows by one.
 * The SET expressions read the row as it was, on SQLite and PostgreSQL alike; instants are
 * ISO strings in UTC, which compare as text in time order.
 */
async function countAttempt(db: Kysely<DatabaseSchema>, key: string, now = new Date()) {
  const startedAt = now.toISOString();
  const expired = new Date(now.getTime() - signInLimits.windowMs).toISOString();
  const row = await db
    .insertInto("sign_in_throttle")
    .values({ key, window_started_at: startedAt, failures: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        failures: sql`case when sign_in_throttle.window_started_at <= ${expired} then 1
          else sign_in_throttle.failures + 1 end`,
        window_started_at: sql`case when sign_in_throttle.window_started_at <= ${expired}
          then excluded.window_started_at else sign_in_throttle.window_started_at end`,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}
