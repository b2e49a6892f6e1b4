import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type BuiltInStore = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;

// The plugin's own stores, which it builds only for its `redis` option; they have no typings.
const require = createRequire(import.meta.url);
const RedisStore: BuiltInStore = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: BuiltInStore = require("@fastify/rate-limit/store/LocalStore.js");

/**
 * The rate limit counted in Redis, and, while Redis cannot be reached, in `fallback` (the
 * shared database's store on PostgreSQL) or else in this process's memory. A Redis outage
 * then never lifts the limit, and never refuses a vote for its own sake: a vote is refused
 * only for being over the limit where it is being counted. The counts start afresh on each
 * switch, so for a minute a client may get up to twice the limit.
 */
export function redisWithFallback(
  redis: Redis,
  fallback: FastifyRateLimitStoreCtor | undefined,
): FastifyRateLimitStoreCtor {
  class RedisWithFallback implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly primary: FastifyRateLimitStore = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        "rate-limit:",
      ),
      private readonly secondary: FastifyRateLimitStore = fallback
        ? new fallback(options as never)
        : new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>) {
      const countInSecondary = () => this.secondary.incr(key, callback, timeWindow, max);
      // No command is sent while the connection is down: it would only fail.
      if (redis.status !== "ready") return countInSecondary();
      this.primary.incr(
        key,
        (error, result) => (error ? countInSecondary() : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      return new RedisWithFallback(
        routeOptions as StoreOptions,
        this.primary.child(routeOptions),
        this.secondary.child(routeOptions),
      );
    }
  }
  return RedisWithFallback as unknown as FastifyRateLimitStoreCtor;
}
