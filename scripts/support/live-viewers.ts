/**
 * The big screens of `npm run bench:live`: streams of GET /api/results/live, each its own
 * socket (no agent), read as raw server-sent events. Every event's arrival and total of
 * counted votes (sum over all dishes) is kept, from which the time from a vote's 201 to the
 * first event that shows it is computed.
 */
import { type ClientRequest, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { LiveBoard } from "../../common/live-board";

const firstEventTimeoutMs = 10_000;

export type Viewer = {
  request: ClientRequest;
  /** Arrival (performance.now()) and total of counted votes of every event, in order. */
  arrivals: number[];
  totals: number[];
  gone: boolean;
};

/** Opens viewers of the server at `base`, `connectBatch` at a time. */
export function liveViewers(base: string, connectBatch: number) {
  /** Every viewer gets the same frames: each is parsed once, whatever the number of viewers. */
  const totalsByData = new Map<string, number>();

  function totalOf(data: string): number {
    // Each broadcast has its own updatedAt, at the start of the data: that prefix tells events
    // apart without hashing the whole board for every viewer.
    const key = data.startsWith('{"updatedAt":') ? data.slice(0, 48) : data;
    const known = totalsByData.get(key);
    if (known !== undefined) return known;
    const board = JSON.parse(data) as LiveBoard;
    let total = 0;
    for (const category of board.categories) {
      for (const dish of category.dishes) total += dish.votes ?? 0;
    }
    totalsByData.set(key, total);
    if (totalsByData.size > 64) {
      const oldest = totalsByData.keys().next().value;
      if (oldest !== undefined) totalsByData.delete(oldest);
    }
    return total;
  }

  /** Opens one stream; resolves once its first event has come. */
  function openViewer(): Promise<Viewer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(`${base}/api/results/live`, { agent: false });
      const viewer: Viewer = { request: outgoing, arrivals: [], totals: [], gone: false };
      const timer = setTimeout(() => {
        outgoing.destroy();
        reject(new Error(`no first event within ${firstEventTimeoutMs} ms`));
      }, firstEventTimeoutMs);
      outgoing.on("error", (error) => {
        viewer.gone = true;
        clearTimeout(timer);
        reject(error);
      });
      outgoing.on("response", (response) => {
        if (response.statusCode !== 200) {
          clearTimeout(timer);
          outgoing.destroy();
          reject(new Error(`answered ${response.statusCode}`));
          return;
        }
        response.setEncoding("utf8");
        let pending = "";
        response.on("data", (chunk: string) => {
          const at = performance.now();
          pending += chunk;
          let end = pending.indexOf("\n\n");
          while (end >= 0) {
            const frame = pending.slice(0, end);
            pending = pending.slice(end + 2);
            if (frame.startsWith("data: ")) {
              viewer.arrivals.push(at);
              viewer.totals.push(totalOf(frame.slice("data: ".length)));
              if (viewer.totals.length === 1) {
                clearTimeout(timer);
                resolve(viewer);
              }
            }
            end = pending.indexOf("\n\n");
          }
        });
        response.on("close", () => {
          viewer.gone = true;
        });
      });
      outgoing.end();
    });
  }

  /** `count` viewers, each having had its first event, and why the others failed. */
  async function connect(count: number) {
    const viewers: Viewer[] = [];
    const failures = new Map<string, number>();
    for (let from = 0; from < count; from += connectBatch) {
      const batch = Math.min(connectBatch, count - from);
      const opened = await Promise.allSettled(Array.from({ length: batch }, openViewer));
      for (const outcome of opened) {
        if (outcome.status === "fulfilled") viewers.push(outcome.value);
        else {
          const reason = outcome.reason instanceof Error ? outcome.reason.message : "?";
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }
    return { viewers, failures };
  }

  return { connect };
}

/** Waits (bounded) until every viewer still connected has an event with a total ≥ `total`. */
export async function allShown(viewers: Viewer[], total: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  const behind = () =>
    viewers.filter((viewer) => !viewer.gone && (viewer.totals.at(-1) ?? -1) < total).length;
  while (behind() > 0 && performance.now() < deadline) await sleep(50);
  return viewers.length - behind();
}

/** Events the viewers received in (from, to], on average per viewer. */
export function eventsPerViewer(viewers: Viewer[], from: number, to: number) {
  const events = viewers.reduce(
    (sum, viewer) => sum + viewer.arrivals.filter((at) => at > from && at <= to).length,
    0,
  );
  return events / Math.max(viewers.length, 1);
}

export type Latencies = {
  samples: number;
  median: number;
  p99: number;
  max: number;
  /** Shown by an event that arrived before the vote's own 201 (counted as 0 ms). */
  early: number;
  /** Votes that a viewer connected all along never received. */
  neverShown: number;
};

/**
 * From each vote's 201 to each viewer's first event that shows it, for votes `first`–`last`
 * (1-based). `answered[i - 1]` is when vote i's 201 arrived.
 */
export function latencies(
  viewers: Viewer[],
  votes: { first: number; last: number },
  answered: readonly number[],
): Latencies {
  const bucketMs = 1;
  const histogram = new Uint32Array(60_000 / bucketMs + 1);
  let samples = 0;
  let max = 0;
  let early = 0;
  let neverShown = 0;
  for (const viewer of viewers) {
    let event = 0;
    for (let vote = votes.first; vote <= votes.last; vote += 1) {
      while (event < viewer.totals.length && (viewer.totals[event] ?? 0) < vote) event += 1;
      const arrival = viewer.arrivals[event];
      if (arrival === undefined) {
        neverShown += votes.last - vote + 1;
        break;
      }
      let latency = arrival - (answered[vote - 1] ?? arrival);
      if (latency < 0) {
        early += 1;
        latency = 0;
      }
      if (latency > max) max = latency;
      const bucket = Math.min(histogram.length - 1, Math.floor(latency / bucketMs));
      histogram[bucket] = (histogram[bucket] ?? 0) + 1;
      samples += 1;
    }
  }
  const quantile = (q: number) => {
    const rank = Math.ceil(q * samples);
    let seen = 0;
    for (let bucket = 0; bucket < histogram.length; bucket += 1) {
      seen += histogram[bucket] ?? 0;
      if (seen >= rank) return (bucket + 0.5) * bucketMs;
    }
    return Number.NaN;
  };
  return { samples, median: quantile(0.5), p99: quantile(0.99), max, early, neverShown };
}
