import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * Failed sign-ins allowed per window: few per account (a person mistypes a few times),
 * more per network (a whole committee may sit behind the school's one address). The attempt
 * after them is refused, even with the right password, until the window has run out.
 */
export const signInLimits = { perAccount: 5, perNetwork: 20, windowMs: 15 * 60 * 1000 };

export type ThrottleKeys = { account: string; network: string };

/**
 * The keys of one attempt; the client's IP is stored only as a keyed hash, with the key kept
 * outside the database (server/voting/client-network.ts).
 */
export function throttleKeys(
  username: string,
  ip: string,
  keyedHash: (value: string) => string,
): ThrottleKeys {
  return {
    account: `account:${username.trim().toLowerCase().slice(0, 64)}`,
    network: `ip:${keyedHash(ip)}`,
  };
}

/** Whether an attempt may go on, given the counts with it included. */
export const withinLimits = (accountAttempts: number, networkAttempts: number) =>
  accountAttempts <= signInLimits.perAccount && networkAttempts <= signInLimits.perNetwork;

/**
 * Where sign-in attempts are counted: the database, or Redis when it is configured
 * (server/shared-state/redis-sign-in-throttle.ts). Either way every process sees one count.
 *
 * An attempt is counted before its password is checked, in one atomic step per key: checking
 * first and counting after the (deliberately slow) password check let a script that sends its
 * guesses in parallel have them all checked before the first was counted.
 */
export type SignInThrottle = {
  /** Counts the attempt; false when it is over either limit and must be refused unchecked. */
  attempt(keys: ThrottleKeys): Promise<boolean>;
  /**
   * After a right password: the account's count is cleared, and the network's gets its
   * attempt back, so that only failures hold a shared school network back.
   */
  succeeded(keys: ThrottleKeys): Promise<void>;
};

export function databaseSignInThrottle(db: Kysely<DatabaseSchema>): SignInThrottle {
  return {
    async attempt(keys) {
      const [account, network] = await Promise.all([
        countAttempt(db, keys.account),
        countAttempt(db, keys.network),
      ]);
      return withinLimits(account, network);
    },
    async succeeded(keys) {
      await db.deleteFrom("sign_in_throttle").where("key", "=", keys.account).execute();
      await db
        .updateTable("sign_in_throttle")
        .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
        .where("key", "=", keys.network)
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
