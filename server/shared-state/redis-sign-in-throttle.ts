import {
  type SignInThrottle,
  signInLimits,
  type ThrottleKeys,
  withinLimits,
} from "../committee/sign-in-throttle";
import { inRedisOr, type SharedState } from "./redis";

/**
 * Counts one attempt on each key, starting a key's window with its first attempt, and returns
 * the counts: one script, so that attempts arriving together are each counted, and a key never
 * outlives its window.
 */
const countAttempt = `
local counts = {}
for index, key in ipairs(KEYS) do
  counts[index] = redis.call('INCR', key)
  if counts[index] == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return counts`;

/** Clears the account's count and gives the network its attempt back (if its window lasts). */
const succeeded = `
redis.call('DEL', KEYS[1])
if redis.call('EXISTS', KEYS[2]) == 1 and tonumber(redis.call('GET', KEYS[2])) > 0 then
  redis.call('DECR', KEYS[2])
end
return 1`;

const redisKey = (key: string) => `sign-in:${key}`;

/**
 * Sign-in attempts counted in Redis (docs/decisions/0017-shared-state-in-redis.md), under the
 * same limits as the database's count. While Redis cannot be reached the database's count is
 * used instead: the committee can still sign in, and guessing is still limited, though the
 * attempts counted in Redis before the outage are not seen until it is back.
 */
export function redisSignInThrottle(shared: SharedState, fallback: SignInThrottle): SignInThrottle {
  const keysOf = (keys: ThrottleKeys) => [redisKey(keys.account), redisKey(keys.network)];
  return {
    attempt: (keys) =>
      inRedisOr(
        shared,
        async (redis) => {
          const [account, network] = (await redis.eval(
            countAttempt,
            2,
            ...keysOf(keys),
            signInLimits.windowMs,
          )) as [number, number];
          return withinLimits(account, network);
        },
        () => fallback.attempt(keys),
      ),
    succeeded: (keys) =>
      inRedisOr(
        shared,
        async (redis) => {
          await redis.eval(succeeded, 2, ...keysOf(keys));
        },
        () => fallback.succeeded(keys),
      ),
  };
}
