import type { Database } from "./database";

/** Where storage failures are reported; the app hands over its logger. */
export type StorageHealthLogger = { error(details: object, message: string): void };

export type StorageHealth = {
  /** A request failed with StorageUnavailableError: noted for readiness and the log. */
  failed(cause: unknown): void;
  /**
   * True unless a storage failure was noted and a test write has not succeeded since. While
   * failing, the test write is tried at most once per `probeIntervalMs`, so readiness turns
   * back by itself once writes succeed, even with no vote arriving (a load balancer sends none
   * to a process it holds unready).
   */
  writable(): Promise<boolean>;
  close(): void;
};

/**
 * What a full disk taught (issue 26, A10): `select 1` still answered while every vote failed,
 * so readiness stayed 200, and each failed request logged its own stack trace, 229 MB in a
 * minute. Here a storage failure makes readiness ask for a real write, and failures are logged
 * once per interval with their count: the first at once with its cause, the rest summed.
 */
export function createStorageHealth(
  database: Database,
  logger: StorageHealthLogger,
  options: { logIntervalMs?: number; probeIntervalMs?: number } = {},
): StorageHealth {
  const logIntervalMs = options.logIntervalMs ?? 10_000;
  const probeIntervalMs = options.probeIntervalMs ?? 2_000;
  let failing = false;
  let lastProbe = 0;
  let probing: Promise<boolean> | undefined;
  let held = 0;
  let latest: unknown;
  let flush: NodeJS.Timeout | undefined;

  const summary = (cause: unknown) => {
    if (!(cause instanceof Error)) return { message: String(cause) };
    const code = "code" in cause && typeof cause.code === "string" ? cause.code : undefined;
    return { message: cause.message, code };
  };
  const logHeld = () => {
    flush = undefined;
    if (held === 0) return;
    logger.error(
      { cause: summary(latest), count: held, intervalMs: logIntervalMs },
      `storage unavailable ${held} more times in the last ${logIntervalMs / 1000} s`,
    );
    held = 0;
  };

  /**
   * A write that needs room, as a vote does: 8 KiB, more than a page, in rows of 256
   * characters (the settings' widest value), written and removed in one transaction.
   */
  const probeRows = Array.from({ length: 32 }, (_, index) => ({
    name: `readiness_probe_${index}`,
    value: "x".repeat(256),
  }));
  const probeNames = probeRows.map((row) => row.name);
  const probe = () =>
    database.transaction(async (db) => {
      await db
        .insertInto("settings")
        .values(probeRows)
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      await db.deleteFrom("settings").where("name", "in", probeNames).execute();
    });

  return {
    failed(cause) {
      failing = true;
      if (flush) {
        held += 1;
        latest = cause;
        return;
      }
      logger.error({ err: cause }, "storage unavailable");
      flush = setTimeout(logHeld, logIntervalMs);
      flush.unref();
    },
    async writable() {
      if (!failing) return true;
      if (probing) return probing;
      if (Date.now() - lastProbe < probeIntervalMs) return false;
      lastProbe = Date.now();
      probing = probe().then(
        () => {
          failing = false;
          return true;
        },
        () => false,
      );
      try {
        return await probing;
      } finally {
        probing = undefined;
      }
    },
    close() {
      clearTimeout(flush);
      logHeld();
    },
  };
}
