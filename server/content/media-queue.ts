/**
 * Picture decoding in one process: at most `running` at once, at most `waiting` more in line,
 * and anyone past that is turned away at once (the route answers `429 media_busy`).
 *
 * A decode holds one of libuv's four threads, which static files, crypto and compression
 * share, and one core of two for seconds; four at once stalled `/about` for 10.7 s and the
 * votes' challenge for 11.3 s, and each one holds up to ~400 MB. The line is short because a
 * waiting upload holds its whole body in memory, and an editor would rather hear "try again"
 * than watch a spinner for a minute (docs/decisions/0032-bounded-picture-work.md).
 */
export type DecodeQueue = {
  /** Runs `work` in its turn; undefined, without running it, when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T> | undefined;
  /** Decodes running and waiting now, for the bench and the tests. */
  readonly load: { running: number; waiting: number };
};

export type DecodeQueueLimits = { running: number; waiting: number };

export const defaultDecodeLimits: DecodeQueueLimits = { running: 1, waiting: 2 };

export function createDecodeQueue(limits: DecodeQueueLimits = defaultDecodeLimits): DecodeQueue {
  let running = 0;
  const line: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const turn = line.shift();
    if (turn) {
      running += 1;
      turn();
    }
  };

  return {
    run<T>(work: () => Promise<T>): Promise<T> | undefined {
      if (running < limits.running) {
        running += 1;
        return work().finally(next);
      }
      if (line.length >= limits.waiting) return undefined;
      return new Promise<void>((resolve) => line.push(resolve)).then(() => work().finally(next));
    },
    get load() {
      return { running, waiting: line.length };
    },
  };
}
