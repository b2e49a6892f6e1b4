import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type pg from "pg";
import type { SharedState } from "../shared-state/redis";
import type { Database } from "../storage/database";

/**
 * How "the board changed" reaches the other server processes (docs/decisions/
 * 0029-live-ranking-push.md). The message carries no counts: each process recounts from the
 * database itself, so a lost or late message costs freshness, never correctness.
 */
export type BoardChanges = {
  /** Tells the other processes; never throws (a lost message is caught by the periodic recount). */
  announce(): void;
  close(): Promise<void>;
};

export type FanOutLogger = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

/**
 * A change's channels: PostgreSQL's LISTEN/NOTIFY, and Redis pub/sub after REDIS_KEY_PREFIX
 * (ioredis prefixes keys, not channels).
 */
export type ChangeChannel = { postgres: string; redis: string };

/** The live ranking's board. */
export const boardChannel: ChangeChannel = { postgres: "fb8_live", redis: "live" };
export const postgresChannel = boardChannel.postgres;
export const redisChannelSuffix = boardChannel.redis;

const reconnectDelaysMs = [500, 1_000, 2_000, 5_000];

/**
 * Redis when configured, else PostgreSQL's LISTEN/NOTIFY, else nothing: on SQLite there is one
 * process, and its own changes are all there is. `onChange` is called for other processes'
 * changes (a process's own messages are recognised by its id and ignored) and after a
 * reconnection, when messages may have been missed.
 */
export function watchBoardChanges(
  options: { database: Database; sharedState?: SharedState; log: FanOutLogger },
  onChange: () => void,
): BoardChanges {
  return watchChanges({ ...options, channel: boardChannel }, onChange);
}

/** The same for any change the processes tell each other of (the live release's, too). */
export function watchChanges(
  options: {
    database: Database;
    sharedState?: SharedState;
    log: FanOutLogger;
    channel: ChangeChannel;
  },
  onChange: () => void,
): BoardChanges {
  const processId = randomUUID();
  const { channel } = options;
  if (options.sharedState)
    return throughRedis(options.sharedState, channel.redis, processId, options.log, onChange);
  const connect = options.database.dedicatedConnection;
  if (connect) {
    const via = { database: options.database, connect, channel: channel.postgres };
    return throughPostgres(via, processId, options.log, onChange);
  }
  return { announce: () => {}, close: async () => {} };
}

function throughRedis(
  shared: SharedState,
  channelSuffix: string,
  processId: string,
  log: FanOutLogger,
  onChange: () => void,
): BoardChanges {
  const channel = `${shared.redis.options.keyPrefix ?? ""}${channelSuffix}`;
  // A subscribed connection can do nothing else, so it is a connection of its own. It
  // subscribes on every "ready": ioredis only resubscribes channels whose SUBSCRIBE succeeded,
  // and one sent while Redis was down did not.
  const subscriber = shared.redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    keyPrefix: "",
  });
  let lost = false;
  subscriber.on("error", (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: { message: error.message } }, `${channelSuffix}: Redis subscription lost`);
  });
  subscriber.on("ready", () => {
    if (lost) log.info(`${channelSuffix}: Redis subscription back`);
    lost = false;
    subscriber.subscribe(channel).then(
      // Changes announced while this process was not subscribed are caught up with a recount.
      () => onChange(),
      () => {
        // Reported by the 'error' listener; the next "ready" subscribes again.
      },
    );
  });
  subscriber.on("message", (_channel: string, message: string) => {
    if (message !== processId) onChange();
  });
  return {
    announce() {
      if (!shared.reachable()) return;
      shared.redis.publish(channel, processId).catch(() => {});
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

function throughPostgres(
  via: { database: Database; connect: () => pg.Client; channel: string },
  processId: string,
  log: FanOutLogger,
  onChange: () => void,
): BoardChanges {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
  };

  const listen = async () => {
    const next = via.connect();
    client = next;
    // After the connection is lost, 'error' and/or 'end' arrive; both lead to one reconnection.
    const dropped = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (failures === 0 && !closed) {
        log.warn(
          { err: { message: error?.message ?? "connection ended" } },
          `${via.channel}: LISTEN connection to PostgreSQL lost; reconnecting`,
        );
      }
      next.end().catch(() => {});
      reconnectLater();
    };
    next.on("error", dropped);
    next.on("end", () => dropped());
    next.on("notification", (message) => {
      if (message.channel === via.channel && message.payload !== processId) onChange();
    });
    try {
      await next.connect();
      await next.query(`listen ${via.channel}`);
      if (closed) {
        await next.end();
        return;
      }
      if (failures > 0) log.info(`${via.channel}: LISTEN connection to PostgreSQL back`);
      failures = 0;
      // Changes made while this process was not listening are caught up with a recount.
      onChange();
    } catch (error) {
      dropped(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void listen();

  return {
    announce() {
      // Through the pool: NOTIFY is an ordinary statement, delivered when it commits.
      sql`select pg_notify(${via.channel}, ${processId})`.execute(via.database.db).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
