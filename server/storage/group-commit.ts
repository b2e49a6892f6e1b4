import type SQLite from "better-sqlite3";

/**
 * What a piece of work may keep for the rest of its batch: values read inside the batch's
 * transaction that no vote in it changes (a category's voting window, the erasure setting).
 */
export type BatchScope = { once<T>(key: string, read: () => T): T };

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function batchScope(): BatchScope {
  const kept = new Map<string, unknown>();
  return {
    once<T>(key: string, read: () => T): T {
      if (!kept.has(key)) kept.set(key, read());
      return kept.get(key) as T;
    },
  };
}

type Pending = {
  work: (scope: BatchScope) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for the disk, which at one
 * vote per transaction caps the server at a tenth of what HTTP allows
 * (docs/decisions/0005-durable-votes-with-group-commit.md). Work handed to `run` is queued;
 * everything queued while the event loop handles one round of arriving requests runs in one
 * transaction, and every promise settles only after that transaction has committed.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private flushScheduled = false;
  /** While the committee's work holds the connection's transaction, votes wait in the queue. */
  private exclusiveActive = false;
  private exclusiveTail: Promise<unknown> = Promise.resolve();

  private idle: (() => void)[] = [];

  constructor(
    private readonly connection: SQLite.Database,
    private readonly options: { maxBatch?: number; onBatch?: (size: number) => void } = {},
  ) {}

  /** Resolves once nothing is queued: what a shutdown waits for before closing the file. */
  drained(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  run<T>(work: (scope: BatchScope) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.scheduleFlush();
    });
  }

  /**
   * Runs asynchronous work (the console's multi-statement changes, written once with Kysely
   * for both databases) in one transaction of its own. Such work runs one at a time, and
   * votes arriving meanwhile are committed right after it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = async () => {
      this.exclusiveActive = true;
      this.connection.exec("BEGIN IMMEDIATE");
      try {
        const result = await work();
        this.connection.exec("COMMIT");
        return result;
      } catch (error) {
        if (this.connection.inTransaction) this.connection.exec("ROLLBACK");
        throw error;
      } finally {
        this.exclusiveActive = false;
        this.scheduleFlush();
      }
    };
    const result = this.exclusiveTail.then(run, run);
    this.exclusiveTail = result.catch(() => {});
    return result;
  }

  /**
   * Runs synchronous work with no transaction open on the connection (a WAL checkpoint cannot
   * run inside one), after the console's work queued before it; votes wait as they do for
   * `exclusive`.
   */
  outside<T>(work: () => T): Promise<T> {
    const run = async () => work();
    const result = this.exclusiveTail.then(run, run);
    this.exclusiveTail = result.catch(() => {});
    return result;
  }

  private scheduleFlush() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // setImmediate runs after the current round of I/O callbacks: every request that arrived
    // together has been queued by then.
    setImmediate(() => this.flush());
  }

  private flush() {
    this.flushScheduled = false;
    if (this.exclusiveActive) return;
    const batch = this.queue.splice(0, this.options.maxBatch ?? 1000);
    if (this.queue.length > 0) this.scheduleFlush();
    if (batch.length === 0) return;
    this.options.onBatch?.(batch.length);

    let outcomes: Outcome[];
    try {
      outcomes = this.commitBatch(batch);
    } catch (error) {
      // The commit itself failed: nothing in this batch is durable, so nobody is told otherwise.
      for (const item of batch) item.reject(error);
      this.tellIfIdle();
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome ? outcome.error : new Error("missing outcome"));
    });
    this.tellIfIdle();
  }

  /**
   * One transaction for the whole batch. Work rarely fails, so it first runs without a
   * savepoint per item; if one item throws, that attempt is rolled back whole and the batch
   * runs again with a savepoint around each item, so that only the failing one fails. IMMEDIATE
   * takes the write lock first, so what work reads inside is the latest even if another
   * process shares the file.
   */
  private commitBatch(batch: Pending[]): Outcome[] {
    let itemFailed = false;
    try {
      return this.connection
        .transaction((): Outcome[] => {
          const scope = batchScope();
          try {
            return batch.map((item) => ({ ok: true, value: item.work(scope) }));
          } catch (error) {
            itemFailed = true;
            throw error;
          }
        })
        .immediate();
    } catch (error) {
      // BEGIN or COMMIT failing is no item's doing: the whole batch fails.
      if (!itemFailed) throw error;
    }
    const outcomes: Outcome[] = [];
    this.connection
      .transaction(() => {
        const scope = batchScope();
        for (const item of batch) {
          try {
            // A nested transaction is a savepoint: one failing item leaves the others intact.
            outcomes.push({ ok: true, value: this.connection.transaction(item.work)(scope) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })
      .immediate();
    return outcomes;
  }

  private tellIfIdle() {
    if (this.queue.length === 0) for (const done of this.idle.splice(0)) done();
  }
}
