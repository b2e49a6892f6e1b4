import { Redis } from "ioredis";

/** Where a broken Redis connection is reported; the app hands over its logger. */
export type SharedStateLogger = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

export type SharedState = {
  redis: Redis;
  /** True while commands can be sent: health reports it, callers fall back when false. */
  reachable(): boolean;
  setLogger(logger: SharedStateLogger): void;
  close(): Promise<void>;
};

/**
 * Runs `inRedis` while Redis is reachable; otherwise, or if its command fails, `instead` (the
 * database's or the process's own way of doing the same). No command is sent while the
 * connection is down: it would only fail.
 */
export async function inRedisOr<T>(
  shared: SharedState | undefined,
  inRedis: (redis: Redis) => Promise<T>,
  instead: () => Promise<T>,
): Promise<T> {
  if (!shared?.reachable()) return instead();
  try {
    return await inRedis(shared.redis);
  } catch {
    return instead();
  }
}

/**
 * One Redis connection for the state every server process must share
 * (docs/decisions/0017-shared-state-in-redis.md). A vote must never wait on Redis: with the
 * offline queue off and a short command timeout, a Redis that is down or slow fails a command
 * within 500 ms, and each caller falls back rather than refuse the vote. ioredis reconnects by
 * itself, backing off up to 2 s.
 */
export function connectSharedState(
  url: string,
  keyPrefix: string,
  /** 500 ms in the server; tests of counting, not of a slow Redis, wait longer under load. */
  commandTimeoutMs = 500,
): SharedState {
  let logger: SharedStateLogger | undefined;
  let lost = false;
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Once per outage, not once per reconnection attempt.
  redis.on("error", (error: Error & { code?: string }) => {
    if (lost) return;
    lost = true;
    logger?.warn(
      { err: { message: error.message, code: error.code } },
      "Redis unreachable: until it is back, rate limits are counted in the database (PostgreSQL) or in this process, and failed sign-ins in the database",
    );
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    logger?.info("Redis reached again: shared limits are back");
  });
  return {
    redis,
    reachable: () => redis.status === "ready",
    setLogger(next) {
      logger = next;
    },
    async close() {
      redis.disconnect();
    },
  };
}
