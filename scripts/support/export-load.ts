/**
 * Votes and health checks while CSV exports run, for `npm run bench:console`: three clients
 * download votes.csv without compression (as curl or a spreadsheet's import would) and read
 * it as fast as they can, over and over; a refused one (429 export_busy) waits 250 ms and
 * tries again. Meanwhile one client casts votes and one asks /api/health/live, one request at
 * a time each, and every answer's time is kept.
 */
import { postVote } from "./server-process";

/** The target: with 1,000,000 votes and 3 exports running. */
export const exportLoadTargets = { voteP99Ms: 100, healthMaxMs: 50 };

export type ExportLoadResult = {
  exportsDone: number;
  exportsRefused: number;
  votes: number[];
  health: number[];
  /** Answers other than the expected one, by request and status (a stalled server's 408s). */
  failures: Record<string, number>;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

export async function underExports(
  base: string,
  cookie: string,
  options: { seconds: number; exporters?: number; label: string },
): Promise<ExportLoadResult> {
  const stop = new AbortController();
  const result: ExportLoadResult = {
    exportsDone: 0,
    exportsRefused: 0,
    votes: [],
    health: [],
    failures: {},
  };
  const failed = (what: string, status: number) => {
    const key = `${what} ${status}`;
    result.failures[key] = (result.failures[key] ?? 0) + 1;
  };
  const running = () => !stop.signal.aborted;

  const exporter = async () => {
    while (running()) {
      try {
        const response = await fetch(`${base}/api/panitia/export/votes.csv`, {
          headers: { cookie, "accept-encoding": "identity" },
          signal: stop.signal,
        });
        if (response.status === 429) {
          result.exportsRefused += 1;
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        if (!response.ok) {
          failed("export", response.status);
          await response.arrayBuffer();
          continue;
        }
        for await (const _chunk of response.body ?? []) {
          // Read as fast as the socket delivers: the client that never pushes back.
        }
        result.exportsDone += 1;
      } catch (error) {
        if (running()) throw error;
      }
    }
  };

  /** The answer's status after reading it all; 0 when the connection failed. */
  const timed = async (times: number[], request: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    } finally {
      times.push(performance.now() - started);
    }
  };

  const voter = async () => {
    let index = 0;
    while (running()) {
      index += 1;
      const status = await timed(result.votes, () =>
        postVote(base, "domestic", "rendang", `beban${options.label}${index}@contoh.sch.id`),
      );
      if (status !== 201) failed("vote", status);
    }
  };

  const health = async () => {
    while (running()) {
      const status = await timed(result.health, () => fetch(`${base}/api/health/live`));
      if (status !== 200) failed("health", status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const exporters = Array.from({ length: options.exporters ?? 3 }, exporter);
  // Let the exports get going before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const measured = Promise.all([voter(), health()]);
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1_000));
  stop.abort();
  await Promise.all([measured, ...exporters]);
  return result;
}

/** One row of the table: exports, votes (count, median, p99), health (p99, max), target. */
export function exportLoadRow(kind: string, server: string, result: ExportLoadResult) {
  const votes = [...result.votes].sort((a, b) => a - b);
  const health = [...result.health].sort((a, b) => a - b);
  const voteP99 = percentile(votes, 0.99);
  const healthMax = health.at(-1) ?? Number.NaN;
  const met = voteP99 <= exportLoadTargets.voteP99Ms && healthMax <= exportLoadTargets.healthMaxMs;
  return [
    `| ${kind} | ${server} | ${result.exportsDone} done, ${result.exportsRefused} refused`,
    `${votes.length}: ${percentile(votes, 0.5).toFixed(0)} / ${voteP99.toFixed(0)} ms`,
    `${health.length}: ${percentile(health, 0.99).toFixed(0)} / ${healthMax.toFixed(0)} ms`,
    Object.entries(result.failures)
      .map(([what, count]) => `${count}× ${what}`)
      .join(", ") || "none",
    `${met ? "PASS" : "MISS"} |`,
  ].join(" | ");
}

export const exportLoadHeader = [
  `| database | server | votes.csv exports (3 clients) | votes: n, median / p99 | /api/health/live: n, p99 / max | other answers | target (vote p99 ≤ ${exportLoadTargets.voteP99Ms} ms, health ≤ ${exportLoadTargets.healthMaxMs} ms) |`,
  "|---|---|---:|---:|---:|---|---|",
];
