/**
 * The votes `npm run bench:live` sends: paced (open loop, `rate` a second whatever the earlier
 * ones do) or closed loop (clients voting again as soon as answered), each at a unique
 * gmail.com address over all the catalogue's dishes, and what a load cost the server's process
 * (CPU from /proc, votes counted). Every 201's arrival is kept, in order: vote i of the run is
 * the i-th 201, which the viewers' events are matched against.
 */
import { Agent, request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { apiPaths } from "../../common/paths";
import { dishes } from "../../content";
import { processCpuMicros } from "./process-cpu";

/** A paced vote beyond this many unanswered is not sent (and counted as skipped). */
export const maxInFlight = 1_000;
const drainTimeoutMs = 15_000;
/** The recount after the last vote (250 ms coalescing) and its event, before CPU is read. */
const lastEventMs = 750;

export type Load = {
  label: string;
  startedAt: number;
  /** When the server's CPU was read, after the last vote's event. */
  cpuReadAt: number;
  /** Votes answered 201 during the load. */
  counted: number;
  /** Global vote numbers (1-based) of its first and last 201. */
  first: number;
  last: number;
  seconds: number;
  votesPerSecond: number;
  cpuMs: number;
  cpuMsPerVote: number;
  skipped: number;
  /** From each vote's request to its answer (any status), median and p99, ms. */
  answerMedianMs: number;
  answerP99Ms: number;
  /**
   * This script's own event-loop delay during the load, p99 (ms): an answer is timed when
   * this loop gets to it, so a busy load generator (2,000 viewers' reads) lengthens it too.
   */
  clientLoopP99Ms: number;
};

export type VoteLoadOptions = {
  base: string;
  /** The server's process, whose CPU a load is charged. */
  pid: number;
  /** Paced votes a second, and for how long by default. */
  rate: number;
  seconds: number;
  /** Clients of the closed loop, and for how long by default. */
  closedLoopClients: number;
  closedLoopSeconds: number;
};

export function createVoteLoad(options: VoteLoadOptions) {
  const { base, pid, rate } = options;
  const votable = dishes.map((dish) => apiPaths.votes(dish.category, dish.slug));
  const runId = Date.now().toString(36);
  // FIFO: every kept-alive connection stays in use, none idles into the server's keep-alive
  // timeout.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, scheduling: "fifo" });
  /** When each 201 arrived (performance.now()), in the order they arrived: vote i is [i - 1]. */
  const answered: number[] = [];
  /** How long each vote waited for its answer (ms), in the order answered. */
  const answerMs: number[] = [];
  const statuses = new Map<string, number>();
  let emailCounter = 0;

  const tallyStatus = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

  function castVote(): Promise<void> {
    emailCounter += 1;
    const path = votable[emailCounter % votable.length] ?? "";
    const body = JSON.stringify({ email: `live${runId}n${emailCounter}@gmail.com` });
    const sentAt = performance.now();
    return new Promise((resolve) => {
      const outgoing = request(
        `${base}${path}`,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (response) => {
          const now = performance.now();
          answerMs.push(now - sentAt);
          if (response.statusCode === 201) answered.push(now);
          tallyStatus(String(response.statusCode));
          response.on("end", resolve);
          response.on("error", () => resolve());
          response.resume();
        },
      );
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("no answer within 10 s")));
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        tallyStatus(error.code ?? error.message);
        resolve();
      });
      outgoing.end(body);
    });
  }

  async function measureLoad(label: string, send: () => Promise<{ skipped: number }>) {
    const first = answered.length + 1;
    const firstAnswer = answerMs.length;
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuBefore = processCpuMicros(pid) ?? Number.NaN;
    const started = performance.now();
    const { skipped } = await send();
    const ended = performance.now();
    loopDelay.disable();
    // The recount and event for the last votes belong to this load's cost.
    await sleep(lastEventMs);
    const cpuMs = ((processCpuMicros(pid) ?? Number.NaN) - cpuBefore) / 1000;
    const cpuReadAt = performance.now();
    const counted = answered.length - first + 1;
    const waited = answerMs.slice(firstAnswer).sort((a, b) => a - b);
    const at = (share: number) =>
      waited[Math.min(waited.length - 1, Math.floor(share * waited.length))] ?? Number.NaN;
    const loadSeconds = (ended - started) / 1000;
    const load: Load = {
      label,
      startedAt: started,
      cpuReadAt,
      counted,
      first,
      last: answered.length,
      seconds: loadSeconds,
      votesPerSecond: counted / loadSeconds,
      cpuMs,
      cpuMsPerVote: cpuMs / Math.max(counted, 1),
      skipped,
      answerMedianMs: at(0.5),
      answerP99Ms: at(0.99),
      clientLoopP99Ms: loopDelay.percentile(99) / 1e6,
    };
    return load;
  }

  /** `rate` votes a second for `duration` s, each sent on time whatever the earlier ones do. */
  async function paced(duration = options.seconds): Promise<{ skipped: number }> {
    const total = rate * duration;
    const started = performance.now();
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    let skipped = 0;
    while (sent < total && performance.now() - started < duration * 1000 + 5_000) {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (sent < due) {
        sent += 1;
        if (inFlight.size >= maxInFlight) {
          skipped += 1;
          continue;
        }
        const vote = castVote().finally(() => inFlight.delete(vote));
        inFlight.add(vote);
      }
      await sleep(2);
    }
    skipped += total - sent;
    await Promise.race([Promise.all(inFlight), sleep(drainTimeoutMs)]);
    return { skipped };
  }

  /** `closedLoopClients` clients, each voting again as soon as answered, for `duration` s. */
  async function closedLoop(duration = options.closedLoopSeconds): Promise<{ skipped: number }> {
    const deadline = performance.now() + duration * 1000;
    const maxPerClient = 200_000;
    await Promise.all(
      Array.from({ length: options.closedLoopClients }, async () => {
        for (let vote = 0; vote < maxPerClient && performance.now() < deadline; vote += 1) {
          await castVote();
        }
      }),
    );
    return { skipped: 0 };
  }

  return {
    /** When each 201 arrived, in order: vote i (1-based) is [i - 1]. */
    answered: answered as readonly number[],
    castVote,
    paced,
    closedLoop,
    measureLoad,
    /** Closes the idle kept-alive connections; the next vote opens new ones. */
    closeConnections: () => agent.destroy(),
    /** Every answer's status (or the error's code), sorted, counted. */
    statuses: () => [...statuses].sort(([a], [b]) => a.localeCompare(b)),
  };
}

export type VoteLoad = ReturnType<typeof createVoteLoad>;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return undefined;
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Server CPU per second of a load, over the window its CPU was read for. */
export const cpuPerSecond = (load: Load) => load.cpuMs / ((load.cpuReadAt - load.startedAt) / 1000);

/** The closed loop's rounds, with the viewers ÷ without them: medians of the rounds. */
export function compareRounds(rounds: { alone: Load; watched: Load }[]) {
  const of = (pick: (round: { alone: Load; watched: Load }) => number) => median(rounds.map(pick));
  return {
    aloneRate: of((round) => round.alone.votesPerSecond),
    watchedRate: of((round) => round.watched.votesPerSecond),
    rateRatio: of((round) => round.watched.votesPerSecond / round.alone.votesPerSecond),
    aloneCpu: of((round) => round.alone.cpuMsPerVote),
    watchedCpu: of((round) => round.watched.cpuMsPerVote),
    cpuRatio: of((round) => round.watched.cpuMsPerVote / round.alone.cpuMsPerVote),
    watchedCpuPerSecond: of((round) => cpuPerSecond(round.watched)),
    aloneCpuPerSecond: of((round) => cpuPerSecond(round.alone)),
  };
}
