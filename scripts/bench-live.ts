/**
 * npm run bench:live — the live ranking (GET /api/results/live, docs/decisions/0029) under a
 * crowd of big screens while votes arrive.
 *
 * One real server process (server/server.ts, NODE_ENV=production, API only, a fresh SQLite
 * database in a temporary DATA_DIR) on a port from 4400–4499. Votes are posted by this script
 * at unique gmail.com addresses over all the catalogue's dishes, without a proof of work, a
 * rate limit or burst flagging, as `npm run bench` does: one load generator on 127.0.0.1
 * cannot pass those defences at 200 votes a second (`npm run bench:pow` and `bench:abuse`
 * measure them), and with flagging off every 201 is a counted vote. LOG_LEVEL=warn, as in
 * `npm run bench:publish`: no log line per request or per viewer.
 *
 * The phases, one after another on the same server, after a warm-up that is not measured:
 *   1. BENCH_LIVE_RATE votes a second (default 200), paced (open loop), for BENCH_LIVE_SECONDS
 *      (default 20), nobody watching; the server's RSS (VmRSS, /proc/<pid>/status) after it.
 *   1b. The same paced load while BENCH_LIVE_VIEWERS streams read (and discard) from a process
 *      of their own (scripts/support/live-readers.mjs), so that this script's event loop, which
 *      times each vote's answer, reads none of them; they leave before phase 2.
 *   2. BENCH_LIVE_VIEWERS streams (default 2,000), each its own socket, connected 100 at a
 *      time, each waiting for its first event; the server's RSS once they are all idle.
 *   3. The same paced load with the viewers connected: the server's RSS every 250 ms, and for
 *      every viewer and every vote the time from the vote's 201 to the first event that shows
 *      it. Vote i is the i-th 201 this script received (at t_i); a viewer shows it with the
 *      first event whose total of counted votes (sum over all dishes) is ≥ i. The latency is
 *      that event's arrival − t_i (0 when the event came first).
 *   4. Half the viewers vanish at once (their sockets destroyed, no goodbye); after 5 s the
 *      server's RSS and its open sockets (/proc/<pid>/fd), whether the other half still
 *      receive the next vote, and the RSS once as many newcomers have taken their place (were
 *      the vanished still held, it would grow by their share again).
 *   5. Three rounds of 8 clients voting as fast as answered for 5 s, with the viewers, then
 *      without them (all disconnected), alternating so that a neighbour's load on a shared
 *      machine weighs on both sides.
 *
 * The closed loop's votes a second, with ÷ without (median of the rounds), answers "do the
 * viewers slow voting down"; the server's CPU (user + system, /proc/<pid>/stat) per counted
 * vote, closed loop and paced, is the steadier figure on a shared machine. At a paced 200/s the
 * viewers' cost, a fixed amount a second (a recount and an event to each at most 4 times a
 * second), is spread over 200 votes only. Targets: +≤ 50 MB RSS for the viewers, p99 ≤ 2 s
 * from 201 to event, votes a second and CPU per vote within 10 % with viewers. Figures, not a
 * test: it prints PASS/MISS per target and exits non-zero only when it could not run.
 * Traffic goes to 127.0.0.1 only; every loop is bounded in count and in time.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  allShown,
  eventsPerViewer,
  type Latencies,
  latencies,
  liveViewers,
  type Viewer,
} from "./support/live-viewers";
import { rssMB, sampleRss, socketCount } from "./support/process-cpu";
import { freePortIn, startServerProcess } from "./support/server-process";
import {
  compareRounds,
  cpuPerSecond,
  createVoteLoad,
  type Load,
  maxInFlight,
} from "./support/vote-load";

function knob(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

const seconds = knob("BENCH_LIVE_SECONDS", 20, 300);
const viewerTarget = knob("BENCH_LIVE_VIEWERS", 2_000, 4_900);
const rate = knob("BENCH_LIVE_RATE", 200, 2_000);
const closedLoopClients = 8;
const closedLoopSeconds = 5;
const closedLoopRounds = 3;
const connectBatch = 100;
const warmUpSeconds = { closedLoop: 5, paced: 3 };
const settleMs = 2_000;
const vanishSettleMs = 5_000;

const targets = {
  viewerMemoryMB: 50,
  p99Ms: 2_000,
  slowdown: 0.1,
  // Issue 43: a paced vote's answer with the viewers, against the same load without them.
  answerP99Ratio: 1.25,
  answerP99PlusMs: 50,
  viewersCpuMsPerSecond: 100,
};

const dataDir = mkdtempSync(join(tmpdir(), "fb8-bench-live-"));
const port = await freePortIn(4400, 4499);
console.error(`Starting the server on 127.0.0.1:${port}, data in ${dataDir}…`);
const server = await startServerProcess(
  {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    TRUST_PROXY: "",
    VOTE_FLAGGING: "off",
  },
  { port },
);
const pid = server.child.pid ?? 0;
const base = server.url;
const votes = createVoteLoad({ base, pid, rate, seconds, closedLoopClients, closedLoopSeconds });
const { answered } = votes;
const crowd = liveViewers(base, connectBatch);
let serverOutput = "";
server.child.stderr?.on("data", (chunk: Buffer) => {
  serverOutput = (serverOutput + chunk.toString("utf8")).slice(-8_000);
});
/** The server's open sockets once this script's idle vote connections are closed. */
const socketsWithoutVoters = async () => {
  votes.closeConnections();
  await sleep(300);
  return socketCount(pid);
};
const ensureRunning = () => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    throw new Error(`the server stopped during the bench:\n${serverOutput}`);
  }
};

const clientCpuStart = process.cpuUsage();
const runStarted = performance.now();
let viewers: Viewer[] = [];
let failure: unknown;
const figures: {
  rssBefore?: number;
  rssWith?: number;
  rssDuring?: { peak: number; median: number };
  rssLoaded?: number;
  rssAfter?: number;
  rssRefilled?: number;
  connected?: number;
  connectFailures?: Map<string, number>;
  connectSeconds?: number;
  socketsBefore?: number;
  socketsWith?: number;
  socketsBeforeDrop?: number;
  socketsAfter?: number;
  left?: number;
  remaining?: number;
  remainingShown?: number;
  pacedAlone?: Load;
  pacedWatched?: Load;
  /** The paced load while as many viewers read from another process. */
  pacedOutside?: Load;
  outsideOpen?: number;
  rounds: { alone: Load; watched: Load }[];
  latency?: Latencies;
  eventsPerViewer?: number;
} = { rounds: [] };

/** Ends every stream and waits (bounded) until the server has closed their sockets. */
async function disconnectAll(baseline: number) {
  for (const viewer of viewers) viewer.request.destroy();
  viewers = [];
  const deadline = performance.now() + 5_000;
  while ((await socketsWithoutVoters()) > baseline && performance.now() < deadline) {
    await sleep(100);
  }
}

try {
  // Warm-up, not measured: the vote route's code paths compiled, the database's first pages.
  // Without it the first load measured pays for it, and viewers would look cheaper than free.
  console.error("Warming up: a closed loop, then paced votes…");
  await votes.closedLoop(warmUpSeconds.closedLoop);
  await votes.paced(warmUpSeconds.paced);
  ensureRunning();

  console.error(`Votes at ${rate}/s for ${seconds} s, nobody watching…`);
  figures.pacedAlone = await votes.measureLoad(`${rate}/s paced, no viewers`, () => votes.paced());
  ensureRunning();
  // The same load with the viewers in a process of their own: this script's event loop, which
  // times each answer, then reads no stream (issue 43's "measured from outside").
  console.error(`Votes at ${rate}/s for ${seconds} s, ${viewerTarget} viewers in another process…`);
  const readers = fork(new URL("./support/live-readers.mjs", import.meta.url), [
    base,
    String(viewerTarget),
  ]);
  let readersOpen = 0;
  readers.on("message", (message: { open?: number }) => {
    readersOpen = message.open ?? readersOpen;
  });
  const readersDeadline = performance.now() + 30_000;
  while (readersOpen < viewerTarget && performance.now() < readersDeadline) await sleep(100);
  figures.outsideOpen = readersOpen;
  await sleep(settleMs);
  figures.pacedOutside = await votes.measureLoad(
    `${rate}/s paced, ${readersOpen} viewers in another process`,
    () => votes.paced(),
  );
  readers.kill();
  ensureRunning();
  await sleep(settleMs);
  figures.rssBefore = rssMB(pid);
  figures.socketsBefore = await socketsWithoutVoters();

  console.error(`Connecting ${viewerTarget} viewers, ${connectBatch} at a time…`);
  const connectStarted = performance.now();
  const connected = await crowd.connect(viewerTarget);
  viewers = connected.viewers;
  figures.connectSeconds = (performance.now() - connectStarted) / 1000;
  figures.connected = viewers.length;
  figures.connectFailures = connected.failures;
  ensureRunning();
  // Every vote so far is counted: each viewer's first event shows them all.
  const shownBefore = await allShown(viewers, answered.length, 5_000);
  if (shownBefore < viewers.length) {
    console.error(
      `${viewers.length - shownBefore} viewers never showed the ${answered.length} votes so far`,
    );
  }
  await sleep(settleMs);
  figures.rssWith = rssMB(pid);
  figures.socketsWith = await socketsWithoutVoters();

  console.error(`Votes at ${rate}/s for ${seconds} s, ${viewers.length} watching…`);
  const stopSampling = sampleRss(pid, 250);
  const watched = await votes.measureLoad(`${rate}/s paced, ${viewers.length} viewers`, () =>
    votes.paced(),
  );
  figures.rssDuring = stopSampling();
  figures.pacedWatched = watched;
  await allShown(viewers, watched.last, 5_000);
  figures.latency = latencies(viewers, watched, answered);
  figures.eventsPerViewer = eventsPerViewer(viewers, watched.startedAt, watched.cpuReadAt);
  ensureRunning();
  await sleep(settleMs);
  figures.rssLoaded = rssMB(pid);
  figures.socketsBeforeDrop = await socketsWithoutVoters();

  const leaving = viewers.slice(0, Math.floor(viewers.length / 2));
  const staying = viewers.slice(leaving.length);
  figures.left = leaving.length;
  console.error(`${leaving.length} viewers vanish at once…`);
  for (const viewer of leaving) viewer.request.destroy();
  await sleep(vanishSettleMs);
  figures.rssAfter = rssMB(pid);
  figures.socketsAfter = await socketsWithoutVoters();
  // One more vote: the viewers who stayed still get it.
  await votes.castVote();
  figures.remaining = staying.length;
  figures.remainingShown = await allShown(staying, answered.length, 3_000);
  // As many newcomers: if the vanished were still held, the server would grow by as much again.
  const refill = await crowd.connect(leaving.length);
  viewers = [...staying, ...refill.viewers];
  await sleep(settleMs);
  figures.rssRefilled = rssMB(pid);
  ensureRunning();

  // Votes as fast as answered, with and without the viewers, alternating: a neighbour's load on
  // this shared machine then weighs on both sides rather than on one.
  // Odd rounds measure with the viewers first, even rounds without them first (ABBA), so that
  // a drift over the run (the database growing, a neighbour starting) favours neither side.
  for (let round = 1; round <= closedLoopRounds; round += 1) {
    const order = round % 2 === 1 ? [true, false] : [false, true];
    console.error(
      `Round ${round} of ${closedLoopRounds}: ${closedLoopClients} clients for ${closedLoopSeconds} s ${order[0] ? "with the viewers, then without" : "without viewers, then with"}…`,
    );
    const measured: Partial<Record<"alone" | "watched", Load>> = {};
    for (const watching of order) {
      if (watching && viewers.length === 0) {
        viewers = (await crowd.connect(viewerTarget)).viewers;
      }
      if (!watching && viewers.length > 0) await disconnectAll(figures.socketsBefore);
      await sleep(settleMs);
      const label = watching ? `${viewers.length} viewers` : "no viewers";
      const load = await votes.measureLoad(`closed loop, ${label} (round ${round})`, () =>
        votes.closedLoop(),
      );
      measured[watching ? "watched" : "alone"] = load;
      ensureRunning();
    }
    if (measured.alone && measured.watched) {
      figures.rounds.push({ alone: measured.alone, watched: measured.watched });
    }
  }
} catch (error) {
  failure = error;
} finally {
  for (const viewer of viewers) viewer.request.destroy();
  votes.closeConnections();
  const stopped = server.stop();
  const killer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  await stopped;
  clearTimeout(killer);
  rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The table.

const mb = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : `${value.toFixed(1)} MB`;
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : `${value.toFixed(0)} ms`;
const n = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? "–"
    : value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const x = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : `×${value.toFixed(3)}`;
const verdict = (pass: boolean | undefined) =>
  pass === undefined ? "not measured" : pass ? "PASS" : "MISS";
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a / b;

const clientCpu = process.cpuUsage(clientCpuStart);
const runSeconds = (performance.now() - runStarted) / 1000;
const { pacedAlone, pacedWatched, pacedOutside, rounds, latency } = figures;

console.log(
  `\n## npm run bench:live: ${n(figures.connected)} of ${n(viewerTarget)} viewers, ${rate} votes/s for ${seconds} s, SQLite\n`,
);
console.log(
  "| load | counted votes | seconds | votes/s | server CPU | CPU per vote | answer median / p99 | this script's loop delay p99 |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
const loads = [
  pacedAlone,
  pacedOutside,
  pacedWatched,
  ...rounds.flatMap((round) =>
    round.watched.startedAt < round.alone.startedAt
      ? [round.watched, round.alone]
      : [round.alone, round.watched],
  ),
];
for (const load of loads) {
  if (!load) continue;
  const skipped = load.skipped ? ` (${n(load.skipped)} not sent: ${maxInFlight} unanswered)` : "";
  console.log(
    `| ${load.label} | ${n(load.counted)}${skipped} | ${n(load.seconds, 1)} | ${n(load.votesPerSecond)} | ${n(load.cpuMs)} ms | ${n(load.cpuMsPerVote, 3)} ms | ${ms(load.answerMedianMs)} / ${ms(load.answerP99Ms)} | ${ms(load.clientLoopP99Ms)} |`,
  );
}
const closed = compareRounds(rounds);
const closedRateRatio = closed.rateRatio;
const closedCpuRatio = closed.cpuRatio;
if (rounds.length > 0) {
  console.log(
    `| **closed loop, median of ${rounds.length} rounds: with ÷ without** | | | **${n(closed.watchedRate)} ÷ ${n(closed.aloneRate)} = ${x(closedRateRatio)}** | | **${n(closed.watchedCpu, 3)} ÷ ${n(closed.aloneCpu, 3)} = ${x(closedCpuRatio)}** |`,
  );
}
const pacedCpuRatio = ratio(pacedWatched?.cpuMsPerVote, pacedAlone?.cpuMsPerVote);
const pacedRateRatio = ratio(pacedWatched?.votesPerSecond, pacedAlone?.votesPerSecond);
if (pacedAlone && pacedWatched) {
  console.log(
    `| **${rate}/s paced: with ÷ without** | | | ${x(pacedRateRatio)} | | **${x(pacedCpuRatio)}** |`,
  );
}

const viewerMemory =
  figures.rssWith !== undefined && figures.rssBefore !== undefined
    ? figures.rssWith - figures.rssBefore
    : undefined;
/** The viewers' extra CPU in the paced load, per event written to one viewer. */
const viewerEventMicros =
  pacedAlone && pacedWatched && figures.eventsPerViewer && figures.connected
    ? ((pacedWatched.cpuMs - pacedAlone.cpuMs) * 1000) /
      (figures.eventsPerViewer * figures.connected)
    : undefined;
const viewersCpuPerSecond =
  pacedAlone && pacedWatched ? cpuPerSecond(pacedWatched) - cpuPerSecond(pacedAlone) : undefined;

console.log("\n| figure | value |");
console.log("|---|---:|");
const failures = [...(figures.connectFailures ?? [])]
  .map(([reason, count]) => `${count} × ${reason}`)
  .join(", ");
console.log(
  `| viewers connected (first event each) | ${n(figures.connected)} in ${n(figures.connectSeconds, 1)} s${failures ? `; failed: ${failures}` : ""} |`,
);
console.log(`| server RSS before any viewer | ${mb(figures.rssBefore)} |`);
console.log(
  `| server RSS with the viewers, idle | ${mb(figures.rssWith)} (+${mb(viewerMemory)}) |`,
);
console.log(
  `| server RSS during the paced votes with viewers, median / peak | ${mb(figures.rssDuring?.median)} / ${mb(figures.rssDuring?.peak)} |`,
);
console.log(`| server RSS after that load, viewers still there | ${mb(figures.rssLoaded)} |`);
console.log(
  `| server RSS ${vanishSettleMs / 1000} s after ${n(figures.left)} viewers vanished | ${mb(figures.rssAfter)} |`,
);
console.log(
  `| server RSS once as many new viewers took their place | ${mb(figures.rssRefilled)} |`,
);
console.log(
  `| server's open sockets: before viewers / with / before the drop / after | ${n(figures.socketsBefore)} / ${n(figures.socketsWith)} / ${n(figures.socketsBeforeDrop)} / ${n(figures.socketsAfter)} |`,
);
console.log(
  `| viewers who stayed and got the next vote | ${n(figures.remainingShown)} of ${n(figures.remaining)} |`,
);
console.log(
  `| 201 → viewer's event, median / p99 / max | ${ms(latency?.median)} / ${ms(latency?.p99)} / ${ms(latency?.max)} |`,
);
console.log(
  `| latency samples (votes × viewers); shown before its 201; never shown | ${n(latency?.samples)}; ${n(latency?.early)}; ${n(latency?.neverShown)} |`,
);
console.log(
  `| events per viewer during the paced load | ${n(figures.eventsPerViewer, 1)} (${n((figures.eventsPerViewer ?? Number.NaN) / (pacedWatched?.seconds ?? Number.NaN), 1)}/s) |`,
);
console.log(
  `| the viewers' extra server CPU in the paced load | ${n(viewersCpuPerSecond)} ms/s, ${n(viewerEventMicros, 1)} µs per event per viewer |`,
);
console.log(
  `| server CPU in the closed loop, with / without viewers, median of the rounds | ${n(closed.watchedCpuPerSecond)} / ${n(closed.aloneCpuPerSecond)} ms/s |`,
);
const statusList = votes
  .statuses()
  .map(([status, count]) => `${status}: ${n(count)}`)
  .join(", ");
console.log(`| vote answers | ${statusList} |`);
console.log(
  `| this script's CPU | ${n((clientCpu.user + clientCpu.system) / 1000)} ms over ${n(runSeconds, 0)} s |`,
);

const memoryPass = viewerMemory === undefined ? undefined : viewerMemory <= targets.viewerMemoryMB;
const latencyPass =
  latency === undefined ? undefined : latency.p99 <= targets.p99Ms && latency.neverShown === 0;
const ratePass =
  closedRateRatio === undefined ? undefined : closedRateRatio >= 1 - targets.slowdown;
const closedCpuPass =
  closedCpuRatio === undefined ? undefined : closedCpuRatio <= 1 + targets.slowdown;
const pacedCpuPass =
  pacedCpuRatio === undefined ? undefined : pacedCpuRatio <= 1 + targets.slowdown;
const dropped =
  figures.socketsBeforeDrop !== undefined && figures.socketsAfter !== undefined
    ? figures.socketsBeforeDrop - figures.socketsAfter
    : undefined;
const releasedPass =
  dropped === undefined
    ? undefined
    : dropped >= (figures.left ?? 0) && figures.remainingShown === figures.remaining;
/**
 * The issue's test: viewers who vanish leave no growth. RSS need not fall at once (V8 returns
 * memory to the system at a major collection, not when a socket closes); the newcomers' figure
 * is printed beside it, and server/live/live.test.ts checks the heap itself after a collection.
 */
const growthMarginMB = 2;
const noGrowthPass =
  figures.rssAfter === undefined || figures.rssLoaded === undefined
    ? undefined
    : figures.rssAfter <= figures.rssLoaded + growthMarginMB;

console.log(
  `\nTarget: the viewers' memory ≤ +${targets.viewerMemoryMB} MB: ${verdict(memoryPass)} (+${mb(viewerMemory)})`,
);
console.log(
  `Target: p99 201 → event ≤ ${targets.p99Ms / 1000} s, every vote shown: ${verdict(latencyPass)} (median ${ms(latency?.median)}, p99 ${ms(latency?.p99)}, never shown ${n(latency?.neverShown)})`,
);
console.log(
  `Target: votes/s unaffected, the closed loop's votes/s with viewers ≥ ${100 - targets.slowdown * 100} % of without (the answer): ${verdict(ratePass)} (${x(closedRateRatio)})`,
);
console.log(
  `        the same, by server CPU per vote in the closed loop, ≤ +${targets.slowdown * 100} %: ${verdict(closedCpuPass)} (${x(closedCpuRatio)})`,
);

console.log(
  `        the same, by server CPU per vote at ${rate}/s paced, ≤ +${targets.slowdown * 100} %: ${verdict(pacedCpuPass)} (${x(pacedCpuRatio)}; the viewers' ${n(viewersCpuPerSecond)} ms/s spread over ${rate} votes)`,
);
console.log(
  `Target: vanished viewers let go (their sockets closed, the others still served): ${verdict(releasedPass)} (${n(dropped)} sockets fewer for ${n(figures.left)} gone; ${n(figures.remainingShown)} of ${n(figures.remaining)} got the next vote)`,
);
console.log(
  `Target: no growth once they vanished (≤ +${growthMarginMB} MB ${vanishSettleMs / 1000} s later): ${verdict(noGrowthPass)} (${mb(figures.rssLoaded)} → ${mb(figures.rssAfter)}; with as many newcomers ${mb(figures.rssRefilled)})`,
);

// Issue 43: the viewers' cost is per tick, not per vote.
const crowdPass =
  figures.connected === undefined || !pacedWatched
    ? undefined
    : figures.connected >= viewerTarget && pacedWatched.skipped === 0;
const answerBound =
  pacedAlone === undefined
    ? undefined
    : Math.max(
        pacedAlone.answerP99Ms * targets.answerP99Ratio,
        pacedAlone.answerP99Ms + targets.answerP99PlusMs,
      );
const answerPass =
  answerBound === undefined || !pacedWatched ? undefined : pacedWatched.answerP99Ms <= answerBound;
const outsidePass =
  answerBound === undefined || !pacedOutside || (figures.outsideOpen ?? 0) < viewerTarget
    ? undefined
    : pacedOutside.answerP99Ms <= answerBound;
const viewersCpuPass =
  viewersCpuPerSecond === undefined
    ? undefined
    : viewersCpuPerSecond <= targets.viewersCpuMsPerSecond;
console.log(
  `Target: ${n(viewerTarget)} viewers at ${rate} votes/s, every vote sent on time: ${verdict(crowdPass)} (${n(figures.connected)} connected, ${n(pacedWatched?.votesPerSecond)} votes/s, ${n(pacedWatched?.skipped)} not sent)`,
);
console.log(
  `Target: a paced vote's p99 with the viewers ≤ ×${targets.answerP99Ratio} or +${targets.answerP99PlusMs} ms of without: ${verdict(answerPass)} (${ms(pacedWatched?.answerP99Ms)} against ${ms(pacedAlone?.answerP99Ms)}, bound ${ms(answerBound)}; medians ${ms(pacedWatched?.answerMedianMs)} / ${ms(pacedAlone?.answerMedianMs)})`,
);
console.log(
  `        the same, the viewers reading from another process: ${verdict(outsidePass)} (${ms(pacedOutside?.answerP99Ms)} against ${ms(pacedAlone?.answerP99Ms)}, ${n(figures.outsideOpen)} viewers; medians ${ms(pacedOutside?.answerMedianMs)} / ${ms(pacedAlone?.answerMedianMs)})`,
);
console.log(
  `Target: the viewers cost ≤ ${targets.viewersCpuMsPerSecond} ms of CPU a second at ${rate}/s paced: ${verdict(viewersCpuPass)} (${n(viewersCpuPerSecond)} ms/s)`,
);

if (failure !== undefined) {
  console.log(
    `\nThe bench stopped early: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`,
  );
  if (serverOutput.trim())
    console.log(`\nThe server's stderr (last 8,000 characters):\n${serverOutput}`);
  process.exitCode = 1;
}
