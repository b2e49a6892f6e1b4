type Waiting<Item, Result> = {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

/** One item's outcome: a batch may fail some items alone. */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export type BatcherOptions = {
  /** The most items one batch takes. */
  maxBatch: number;
  /** Batches in flight at once (each on its own database connection). */
  concurrency: number;
  /** Told the size of every batch written (the metrics' batch-size histogram). */
  onBatch?: (size: number) => void;
};

/**
 * Group commit for an asynchronous database (docs/decisions/0016-postgresql-group-commit.md).
 * Items handed to `run` wait while `concurrency` batches are being written; everything that
 * arrived meanwhile goes into the next batch. Under light load a batch holds one item and is
 * written at once; under heavy load batches grow by themselves, and one COMMIT serves many.
 *
 * `write` returns one outcome per item, in order, and only after its transaction committed; if
 * it throws, every item of that batch is rejected with that error.
 */
export class Batcher<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly write: (items: Item[]) => Promise<Outcome<Result>[]>,
    private readonly options: BatcherOptions,
  ) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or being written: what a shutdown waits for. */
  drained(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.options.concurrency) return;
    this.scheduled = true;
    // setImmediate runs after the current round of I/O callbacks: every request that arrived
    // together has been queued by then.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      this.options.onBatch?.(batch.length);
      void this.writeBatch(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.schedule();
        else if (this.inFlight === 0) for (const done of this.idle.splice(0)) done();
      });
    }
  }

  private async writeBatch(batch: Waiting<Item, Result>[]) {
    let outcomes: Outcome<Result>[];
    try {
      outcomes = await this.write(batch.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (!outcome) waiting.reject(new Error("the batch returned too few outcomes"));
      else if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
