import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * Failed sign-ins allowed per window: few per account (a person mistypes a few times),
 * more per network (a whole committee may sit behind the school's one address).
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

async function failuresIn(db: Kysely<DatabaseSchema>, key: string, now: Date) {
  const row = await db
    .selectFrom("sign_in_throttle")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row || now.getTime() - Date.parse(row.window_started_at) >= signInLimits.windowMs) return 0;
  return row.failures;
}

/** Whether either count has reached its limit. */
export const overLimit = (accountFailures: number, networkFailures: number) =>
  accountFailures >= signInLimits.perAccount || networkFailures >= signInLimits.perNetwork;

/**
 * Where failed sign-ins are counted: the database, or Redis when it is configured
 * (server/shared-state/redis-sign-in-throttle.ts). Either way every process sees one count.
 */
export type SignInThrottle = {
  isThrottled(keys: ThrottleKeys): Promise<boolean>;
  recordFailure(keys: ThrottleKeys): Promise<void>;
  /** A successful sign-in clears its account's count; the network's stays until it runs out. */
  clearAccount(keys: ThrottleKeys): Promise<void>;
};

export function databaseSignInThrottle(db: Kysely<DatabaseSchema>): SignInThrottle {
  return {
    isThrottled: (keys) => isThrottled(db, keys),
    recordFailure: (keys) => db.transaction().execute((trx) => recordFailure(trx, keys)),
    clearAccount: (keys) => clearAccount(db, keys),
  };
}

async function isThrottled(db: Kysely<DatabaseSchema>, keys: ThrottleKeys, now = new Date()) {
  const [account, network] = await Promise.all([
    failuresIn(db, keys.account, now),
    failuresIn(db, keys.network, now),
  ]);
  return overLimit(account, network);
}

async function recordFailure(
  db: Kysely<DatabaseSchema>,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<void> {
  for (const key of [keys.account, keys.network]) {
    const failures = await failuresIn(db, key, now);
    const windowStartedAt = failures === 0 ? now.toISOString() : undefined;
    await db
      .insertInto("sign_in_throttle")
      .values({ key, window_started_at: now.toISOString(), failures: 1 })
      .onConflict((conflict) =>
        conflict
          .column("key")
          .doUpdateSet(
            windowStartedAt
              ? { window_started_at: windowStartedAt, failures: 1 }
              : { failures: failures + 1 },
          ),
      )
      .execute();
  }
}

async function clearAccount(db: Kysely<DatabaseSchema>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("key", "=", keys.account).execute();
}
