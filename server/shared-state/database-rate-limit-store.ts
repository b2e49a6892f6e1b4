import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
/** What the plugin really hands `child`: its typings omit `routeInfo`, the route's options. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** How often each process deletes the windows that have passed. */
const purgeEveryMs = 60_000;

/**
 * The vote rate limit's counters in PostgreSQL, for several processes that share a database
 * but no Redis (docs/decisions/0017-shared-state-in-redis.md). One upsert per limited request
 * counts it and reads the window back, by the database's clock so that every machine agrees
 * on when a window ends. Clients are stored as `clientKey(ip)`, a keyed hash, never as IPs.
 *
 * @fastify/rate-limit constructs the store itself (`new Store(options)`) and asks it for one
 * child per route, so this returns a class bound to the database. An error reaches the
 * plugin, whose `skipOnError` lets the request through: the vote then meets the database's own
 * failure, never a refusal from the limiter.
 */
export function databaseRateLimitStore(
  db: Kysely<DatabaseSchema>,
  clientKey: (ip: string) => string,
): FastifyRateLimitStoreCtor {
  let lastPurge = 0;

  function purgeNowAndThen() {
    const now = Date.now();
    if (now - lastPurge < purgeEveryMs) return;
    lastPurge = now;
    sql`delete from rate_limit_windows
        where resets_at_ms < (extract(epoch from clock_timestamp()) * 1000)::bigint`
      .execute(db)
      .catch(() => {
        // Stale rows are harmless (the upsert restarts a passed window); the next purge retries.
        lastPurge = 0;
      });
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = "",
    ) {}

    incr(ip: string, callback: Callback, timeWindow: number) {
      purgeNowAndThen();
      const key = `${this.route}${clientKey(ip)}`;
      sql<{ hits: number; ttl: string }>`
        with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
        insert into rate_limit_windows as w (key, hits, resets_at_ms)
        select ${key}, 1, now.ms + ${timeWindow} from now
        on conflict (key) do update set
          hits = case when w.resets_at_ms <= (select ms from now) then 1 else w.hits + 1 end,
          resets_at_ms = case when w.resets_at_ms <= (select ms from now)
            then excluded.resets_at_ms else w.resets_at_ms end
        returning w.hits, w.resets_at_ms - (select ms from now) as ttl`
        .execute(db)
        .then(({ rows: [row] }) => {
          if (!row) throw new Error("the rate limit's upsert returned no row");
          callback(null, { current: row.hits, ttl: Number(row.ttl) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { method = "", url = "" } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(routeOptions, `${this.route}${method}${url}:`);
    }
  };
}
