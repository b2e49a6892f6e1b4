import {
  pairAndNetworkWithin,
  type SignInThrottle,
  signInLimits,
  type ThrottleKeys,
} from "../committee/sign-in-throttle";
import { inRedisOr, type SharedState } from "./redis";

/**
 * Counts one attempt on the pair and the network, and on the account only if those two let it
 * through, starting a key's window with its first attempt; returns the counts (the account's
 * 0 when it was not counted). One script, so that attempts arriving together are each
 * counted, and a key never outlives its window.
 */
const countAttempt = `
local function count(key)
  local value = redis.call('INCR', key)
  if value == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  return value
end
local pair = count(KEYS[1])
local network = count(KEYS[2])
if pair > tonumber(ARGV[2]) or network > tonumber(ARGV[3]) then return {pair, network, 0} end
return {pair, network, count(KEYS[3])}`;

/** Clears the pair's count and gives the network and the account their attempt back. */
const succeeded = `
redis.call('DEL', KEYS[1])
for index = 2, 3 do
  if redis.call('EXISTS', KEYS[index]) == 1 and tonumber(redis.call('GET', KEYS[index])) > 0 then
    redis.call('DECR', KEYS[index])
  end
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
  const keysOf = (keys: ThrottleKeys) => [keys.pair, keys.network, keys.account].map(redisKey);
  return {
    attempt: (keys) =>
      inRedisOr(
        shared,
        async (redis) => {
          const [pair, network, account] = (await redis.eval(
            countAttempt,
            3,
            ...keysOf(keys),
            signInLimits.windowMs,
            signInLimits.perPair,
            signInLimits.perNetwork,
          )) as [number, number, number];
          return pairAndNetworkWithin(pair, network) && account <= signInLimits.perAccount;
        },
        () => fallback.attempt(keys),
      ),
    succeeded: (keys) =>
      inRedisOr(
        shared,
        async (redis) => {
          await redis.eval(succeeded, 3, ...keysOf(keys));
        },
        () => fallback.succeeded(keys),
      ),
  };
}
