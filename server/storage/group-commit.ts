import type SQLite from "better-sqlite3";

type Pending = {
  work: () => unknown;
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

  run<T>(work: () => T): Promise<T> {
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

    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.connection
        .transaction(() => {
          for (const item of batch) {
            try {
              // A nested transaction is a savepoint: one failing item leaves the others intact.
              outcomes.push({ ok: true, value: this.connection.transaction(item.work)() });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
          // IMMEDIATE takes the write lock first, so the window and settings read inside are
          // the latest even if another process shares the file.
        })
        .immediate();
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

  private tellIfIdle() {
    if (this.queue.length === 0) for (const done of this.idle.splice(0)) done();
  }
}
