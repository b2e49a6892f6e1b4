import {
  overLimit,
  type SignInThrottle,
  signInLimits,
  type ThrottleKeys,
} from "../committee/sign-in-throttle";
import type { SharedState } from "./redis";

/**
 * Adds one failure to a key and starts its window with the first one, in one step: two
 * processes failing at once are counted twice, and a key never outlives its window.
 */
const countFailure = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return failures`;

const redisKey = (key: string) => `sign-in:${key}`;

/**
 * Failed sign-ins counted in Redis (docs/decisions/0017-shared-state-in-redis.md), under the
 * same limits as the database's count. While Redis cannot be reached the database's count
 * is used instead: the committee can still sign in, and guessing is still limited, though
 * the failures counted in Redis before the outage are not seen until it is back.
 */
export function redisSignInThrottle(shared: SharedState, fallback: SignInThrottle): SignInThrottle {
  const { redis } = shared;
  const orFallback = async <T>(inRedis: () => Promise<T>, inDatabase: () => Promise<T>) => {
    if (!shared.reachable()) return inDatabase();
    try {
      return await inRedis();
    } catch {
      return inDatabase();
    }
  };
  return {
    isThrottled: (keys: ThrottleKeys) =>
      orFallback(
        async () => {
          const [account, network] = await redis.mget(
            redisKey(keys.account),
            redisKey(keys.network),
          );
          return overLimit(Number(account ?? 0), Number(network ?? 0));
        },
        () => fallback.isThrottled(keys),
      ),
    recordFailure: (keys: ThrottleKeys) =>
      orFallback(
        async () => {
          await Promise.all(
            [keys.account, keys.network].map((key) =>
              redis.eval(countFailure, 1, redisKey(key), signInLimits.windowMs),
            ),
          );
        },
        () => fallback.recordFailure(keys),
      ),
    clearAccount: (keys: ThrottleKeys) =>
      orFallback(
        async () => {
          await redis.del(redisKey(keys.account));
        },
        () => fallback.clearAccount(keys),
      ),
  };
}
