/**
 * npm run bench:publish — how long a publish from the console takes to reach a visitor on
 * every process, how long a preview takes to show the draft, whether a visitor ever notices a
 * switch, and what a render costs the votes and the memory of the process that runs it
 * (issue 27, decision 0042).
 *
 * Two real server processes (NODE_ENV=production, LOG_LEVEL=warn) serve the built site from
 * one fresh PostgreSQL schema (freshPostgres at TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and one releases folder (CONTENT_RELEASES_DIR),
 * each with its own DATA_DIR. The publisher has an editor account made by `npm run accounts`;
 * the follower only follows the live pointer, every CONTENT_FOLLOW_SECONDS, set to 1 (the
 * least) here, so the follower's figures include up to 1 s of that poll.
 *
 *   1. Publishes. While BENCH_READERS (default 20) keep-alive connections, half on each
 *      process, read public pages and their scripts as fast as they are answered, the editor
 *      publishes BENCH_PUBLISHES times (default 5), one after another: a new hero title saved
 *      in the draft, POST /api/panitia/content/releases, then GET / on both processes every
 *      50 ms until each holds the new title. Seconds from the POST's answer, per process.
 *   2. Previews. BENCH_PREVIEWS times (default 3): a new title saved in the draft, POST
 *      /api/panitia/content/preview ("Pratinjau"), then GET / with the session's and the
 *      preview's cookies every 50 ms until it holds the title. Seconds from the POST's request.
 *   3. Votes during renders. BENCH_VOTE_RATE votes a second (default 50), paced, each at a new
 *      address (no proof of work, rate limit or flagging, as `npm run bench` votes), on the
 *      publisher for BENCH_VOTE_SECONDS (default 15) without publishes, then as long again
 *      while it publishes one text edit after another. The answer's p99 of the votes sent
 *      without publishes and of those sent while a render ran (from a publish's POST to its
 *      title on /), and the publisher's RSS (VmRSS, every 50 ms): the peak with publishes less
 *      the peak without.
 *
 * Targets: publish → new text on / median ≤ 1 s and each ≤ 3 s, on each process; a preview
 * median ≤ 1 s; no reader answer outside 2xx; vote p99 during renders ≤ p99 without + 50 ms;
 * RSS peak ≤ the quiet peak + 150 MB. A MISS exits 1. Traffic goes to 127.0.0.1 only; every
 * loop is bounded in count and in time.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { siteContentSchema } from "../common/content-schema";
import { apiPaths, committeeApiPaths, paths } from "../common/paths";
import { dishes } from "../content";
import {
  loadAverage,
  percentile,
  residentBytes,
  seconds,
  spread,
  verdict,
} from "./support/bench-figures";
import { signInOverHttp, startServerWithAccount } from "./support/committee-server";
import { type DisposableStorage, freshPostgres } from "./support/databases";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  untilReady,
} from "./support/server-process";

function knob(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

const publishes = knob("BENCH_PUBLISHES", 5, 20);
const readers = knob("BENCH_READERS", 20, 200);
const previewCount = knob("BENCH_PREVIEWS", 3, 20);
const voteRate = knob("BENCH_VOTE_RATE", 50, 1_000);
const voteSeconds = knob("BENCH_VOTE_SECONDS", 15, 120);
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
if (new URL(postgresUrl).hostname !== "127.0.0.1") {
  throw new Error("TEST_DATABASE_URL must be on 127.0.0.1");
}

const targetMedianSeconds = 1;
const targetEachSeconds = 3;
const targetPreviewSeconds = 1;
const targetP99RiseMs = 50;
const targetRssRiseBytes = 150 * 1024 * 1024;
const followSeconds = 1;
/** A text edit renders in about a second; a whole build (new pictures) would take minutes. */
const waitLimitMs = 120_000;
const pollMs = 50;
const rssEveryMs = 50;
/** Readers before the first publish: the figures then include pages served by a quiet server. */
const warmUpMs = 3_000;
const maxRequestsPerReader = 2_000_000;
/** Publishes during the vote load: one after another, at most this many. */
const maxLoadPublishes = 200;

const draftSchema = z.object({ revision: z.number(), content: siteContentSchema });
const releasesSchema = z.array(z.object({ id: z.string(), status: z.string(), log: z.string() }));
const createdSchema = z.object({ id: z.string() });

const dish = dishes[0];
if (!dish) throw new Error("no dishes in the catalogue");
const pages = [paths.home, paths.about, paths.entrepreneur, paths.dish(dish.category, dish.slug)];
const votable = dishes.map((entry) => apiPaths.votes(entry.category, entry.slug));

/** The scripts a page loads (its entry, route modules and manifest), as a browser asks for them. */
const scriptsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];

type Tally = {
  requests: number;
  byStatus: Map<number, number>;
  /** "404 /assets/home-….js" → how many, and when first (seconds into the run). */
  failures: Map<string, { count: number; firstAt: number }>;
  errors: Map<string, { count: number; firstAt: number }>;
};
const newTally = (): Tally => ({
  requests: 0,
  byStatus: new Map(),
  failures: new Map(),
  errors: new Map(),
});

const runStarted = performance.now();
const sinceStart = () => (performance.now() - runStarted) / 1000;
const loadAtStart = loadAverage();

function count(failures: Tally["failures"], key: string) {
  const seen = failures.get(key);
  if (seen) seen.count += 1;
  else failures.set(key, { count: 1, firstAt: sinceStart() });
}

/** One request on a kept-alive connection; the body is read and dropped, as a browser would. */
function hit(
  agent: Agent,
  origin: string,
  path: string,
  options: { method?: string; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "accept-encoding": "br, gzip" };
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(options.body);
    }
    const outgoing = request(
      `${origin}${path}`,
      { agent, method: options.method ?? "GET", headers },
      (response) => {
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("no answer within 10 s")));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const errorName = (error: unknown) =>
  error instanceof Error && "code" in error && typeof error.code === "string"
    ? error.code
    : error instanceof Error
      ? error.message
      : String(error);

async function read(
  first: number,
  origin: string,
  agent: Agent,
  cycle: () => string[],
  until: { deadline: number; stopped: () => boolean },
  tally: Tally,
) {
  // Each reader starts at another point of the cycle, so that every path is always being read.
  for (let step = first; step < first + maxRequestsPerReader; step += 1) {
    if (until.stopped() || Date.now() > until.deadline) return;
    const list = cycle();
    const path = list[step % list.length] ?? paths.home;
    tally.requests += 1;
    try {
      const status = await hit(agent, origin, path);
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      if (status < 200 || status > 299) count(tally.failures, `${status} ${path}`);
    } catch (error) {
      count(tally.errors, `${errorName(error)} ${path}`);
    }
  }
}

/** Seconds from `from` (performance.now()) to the first GET / holding `text`; undefined: never. */
async function untilShows(
  origin: string,
  text: string,
  from: number,
  cookie?: string,
): Promise<number | undefined> {
  for (let tick = 0; tick < waitLimitMs / pollMs; tick += 1) {
    const tickStarted = performance.now();
    if (tickStarted - from > waitLimitMs) return undefined;
    const page = await fetch(`${origin}/`, { headers: cookie ? { cookie } : {} })
      .then((response) => response.text())
      .catch(() => "");
    if (page.includes(text)) return (performance.now() - from) / 1000;
    await sleep(Math.max(0, pollMs - (performance.now() - tickStarted)));
  }
  return undefined;
}

type Watched = {
  server: ServerProcess;
  label: string;
  output: string;
  ended?: string;
  stopping: boolean;
};
/** Its warnings and errors, and how it ended if it ends before the bench stops it. */
function watch(server: ServerProcess, label: string): Watched {
  const watched: Watched = { server, label, output: "", stopping: false };
  const keep = (chunk: Buffer) => {
    watched.output = (watched.output + chunk.toString("utf8")).slice(-4_000);
  };
  server.child.stdout?.on("data", keep);
  server.child.stderr?.on("data", keep);
  server.child.once("exit", (code, signal) => {
    if (!watched.stopping)
      watched.ended = `exit code ${code}, signal ${signal}, ${sinceStart().toFixed(1)} s into the run`;
  });
  return watched;
}

type PublishOutcome = {
  id: string;
  status: string;
  /** From the POST's answer to the first GET / holding the new title, per process. */
  publisher?: number;
  follower?: number;
  postMs: number;
  /** The release's log, last line: the server's own render time and pages written. */
  log: string;
};
type PreviewOutcome = { status: number; answerMs: number; seconds?: number };
type Vote = { sentAt: number; ms: number; status: string };

const scratch = mkdtempSync(join(tmpdir(), "fb8-bench-publish-"));
const releasesDir = join(scratch, "releases");
mkdirSync(releasesDir);
const servers: Watched[] = [];
const outcomes: PublishOutcome[] = [];
const previewOutcomes: PreviewOutcome[] = [];
const tallies = { publisher: newTally(), follower: newTally() };
const quietVotes: Vote[] = [];
const loadVotes: Vote[] = [];
const loadOutcomes: PublishOutcome[] = [];
const renderWindows: { from: number; to: number }[] = [];
let loadPublishes = 0;
let rssQuietPeak = 0;
let rssLoadPeak = 0;
let rssBefore = 0;
let readersSeconds = 0;
let failure: unknown;
let storage: DisposableStorage | undefined;

try {
  storage = await freshPostgres(postgresUrl);
  if (storage.storage.kind !== "postgres") throw new Error("not PostgreSQL");
  const shared = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: storage.storage.url,
    REDIS_URL: "",
    CONTENT_RELEASES_DIR: releasesDir,
    CONTENT_FOLLOW_SECONDS: String(followSeconds),
    VOTE_FLAGGING: "off",
  };
  const publisherPort = await freePort();
  console.error(
    `Starting the publisher on 127.0.0.1:${publisherPort}, releases in ${releasesDir}…`,
  );
  const started = await startServerWithAccount(
    { ...shared, DATA_DIR: join(scratch, "data-publisher") },
    { site: true, port: publisherPort, role: "editor", startTimeoutMs: 120_000 },
  );
  const { committee, account } = started;
  const publisher = watch(started.server, "publisher");
  servers.push(publisher);
  await untilReady(publisher.server, 120_000);
  const followerPort = await freePort();
  console.error(`Starting the follower on 127.0.0.1:${followerPort}…`);
  const follower = watch(
    await startServerProcess(
      { ...shared, DATA_DIR: join(scratch, "data-follower") },
      { site: true, port: followerPort, startTimeoutMs: 120_000 },
    ),
    "follower",
  );
  servers.push(follower);
  await untilReady(follower.server, 120_000);
  const publisherPid = publisher.server.child.pid ?? 0;

  async function saveTitle(title: string) {
    const draft = draftSchema.parse(
      await (await committee("GET", committeeApiPaths.contentDraft)).json(),
    );
    const { home } = draft.content.pages;
    const value = { ...draft.content.pages, home: { ...home, hero: { ...home.hero, title } } };
    const saved = await committee("PUT", committeeApiPaths.contentSection("pages"), {
      baseRevision: draft.revision,
      value,
    });
    if (!saved.ok)
      throw new Error(`saving the draft answered ${saved.status}: ${await saved.text()}`);
  }

  /** Saves a new title, publishes it, and times it to / on the publisher (and the follower). */
  async function publishOnce(title: string, withFollower: boolean): Promise<PublishOutcome> {
    await saveTitle(title);
    const asked = performance.now();
    const posted = await committee("POST", committeeApiPaths.contentReleases);
    if (posted.status !== 202) {
      throw new Error(`publishing answered ${posted.status}: ${await posted.text()}`);
    }
    const { id } = createdSchema.parse(await posted.json());
    const answeredAt = performance.now();
    const [onPublisher, onFollower] = await Promise.all([
      untilShows(publisher.server.url, title, answeredAt),
      withFollower ? untilShows(follower.server.url, title, answeredAt) : undefined,
    ]);
    renderWindows.push({ from: asked, to: answeredAt + (onPublisher ?? 0) * 1000 });
    const listed = releasesSchema.parse(
      await (await committee("GET", committeeApiPaths.contentReleases)).json(),
    );
    const release = listed.find((candidate) => candidate.id === id);
    if (release?.status === "failed") console.error(`${id} failed:\n${release.log.slice(-2_000)}`);
    return {
      id,
      status: release?.status ?? "unknown",
      publisher: onPublisher,
      follower: onFollower,
      postMs: answeredAt - asked,
      log: release?.log.trim().split("\n").at(-1) ?? "",
    };
  }

  // 1. Publishes while readers read both processes.
  const home = await (await fetch(`${publisher.server.url}/`)).text();
  let assets = scriptsOf(home);
  let earlierAssets: string[] = [];
  // A page loaded just before a switch still asks for its scripts after it: the readers keep
  // asking for the previous scripts too, which the server must go on serving.
  const cycle = () => [...pages, ...assets, ...earlierAssets.filter((a) => !assets.includes(a))];
  console.error(`Readers: ${readers} connections over ${cycle().length} paths, half on each`);
  let stopped = false;
  const until = {
    deadline: Date.now() + warmUpMs + publishes * (waitLimitMs + 10_000),
    stopped: () => stopped,
  };
  const agents = [publisher, follower].map(
    () => new Agent({ keepAlive: true, maxSockets: readers }),
  );
  const readersStarted = performance.now();
  const reading = Promise.all(
    Array.from({ length: readers }, (_, index) => {
      const onPublisher = index % 2 === 0;
      return read(
        index,
        (onPublisher ? publisher : follower).server.url,
        agents[onPublisher ? 0 : 1] as Agent,
        cycle,
        until,
        onPublisher ? tallies.publisher : tallies.follower,
      );
    }),
  );
  try {
    await sleep(warmUpMs);
    for (let publish = 1; publish <= publishes; publish += 1) {
      const title = `Uji terbit ${publish} dari ${publishes} (${randomBytes(3).toString("hex")})`;
      const outcome = await publishOnce(title, true);
      outcomes.push(outcome);
      const page = await (await fetch(`${publisher.server.url}/`)).text();
      const now = scriptsOf(page);
      if (now.join() !== assets.join()) [earlierAssets, assets] = [assets, now];
      console.error(
        `Publish ${publish}: ${outcome.id} ${outcome.status}, publisher ${seconds(outcome.publisher)}, follower ${seconds(outcome.follower)}`,
      );
    }
  } finally {
    stopped = true;
    await reading;
    readersSeconds = (performance.now() - readersStarted) / 1000;
    for (const agent of agents) agent.destroy();
  }

  // 2. Previews ("Pratinjau"), in a session of their own, as a second browser tab would be.
  const session = await signInOverHttp(publisher.server.url, account);
  for (let preview = 1; preview <= previewCount; preview += 1) {
    const title = `Uji pratinjau ${preview} dari ${previewCount} (${randomBytes(3).toString("hex")})`;
    await saveTitle(title);
    const asked = performance.now();
    const answer = await fetch(`${publisher.server.url}${committeeApiPaths.contentPreview}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: publisher.server.url,
        cookie: session.cookie,
        "x-csrf-token": session.csrfToken,
      },
      body: "{}",
    });
    const answerMs = performance.now() - asked;
    await answer.arrayBuffer();
    const previewCookies = answer.headers.getSetCookie().map((header) => header.split(";")[0]);
    const outcome: PreviewOutcome = { status: answer.status, answerMs };
    if (answer.status === 202) {
      const cookie = [session.cookie, ...previewCookies].join("; ");
      outcome.seconds = await untilShows(publisher.server.url, title, asked, cookie);
    }
    previewOutcomes.push(outcome);
    console.error(`Preview ${preview}: ${answer.status}, ${seconds(outcome.seconds)} to /`);
  }

  // 3. Paced votes on the publisher, without publishes and then while it publishes.
  const voteAgent = new Agent({ keepAlive: true, maxSockets: 64, scheduling: "fifo" });
  const runId = Date.now().toString(36);
  let emailCounter = 0;
  const castVote = async (into: Vote[]) => {
    emailCounter += 1;
    const path = votable[emailCounter % votable.length] ?? "";
    const body = JSON.stringify({ email: `terbit${runId}n${emailCounter}@gmail.com` });
    const sentAt = performance.now();
    const status = await hit(voteAgent, publisher.server.url, path, { method: "POST", body })
      .then(String)
      .catch(errorName);
    into.push({ sentAt, ms: performance.now() - sentAt, status });
  };
  /** `voteRate` votes a second for `voteSeconds`, each sent on time whatever the others do. */
  const pacedVotes = async (into: Vote[]) => {
    const total = voteRate * voteSeconds;
    const startedAt = performance.now();
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    while (sent < total && performance.now() - startedAt < voteSeconds * 1000 + 5_000) {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * voteRate) / 1000));
      while (sent < due && inFlight.size < 1_000) {
        sent += 1;
        const vote = castVote(into).finally(() => inFlight.delete(vote));
        inFlight.add(vote);
      }
      await sleep(2);
    }
    await Promise.race([Promise.all(inFlight), sleep(15_000)]);
  };
  /** The publisher's RSS peak while `during` runs. */
  const rssPeakWhile = async (during: Promise<unknown>) => {
    let peak = residentBytes(publisherPid) ?? 0;
    let done = false;
    const finished = () => {
      done = true;
    };
    during.then(finished, finished);
    const limit = Date.now() + voteSeconds * 1000 + 60_000;
    while (!done && Date.now() < limit) {
      peak = Math.max(peak, residentBytes(publisherPid) ?? 0);
      await sleep(rssEveryMs);
    }
    await during;
    return peak;
  };

  // A short warm-up of the vote path, not measured.
  await Promise.all(Array.from({ length: 50 }, () => castVote([])));
  rssBefore = residentBytes(publisherPid) ?? 0;
  console.error(`Votes at ${voteRate}/s for ${voteSeconds} s, no publish…`);
  rssQuietPeak = await rssPeakWhile(pacedVotes(quietVotes));
  console.error(`Votes at ${voteRate}/s for ${voteSeconds} s, publishing one edit after another…`);
  let voting = true;
  const publishing = (async () => {
    for (let round = 1; voting && round <= maxLoadPublishes; round += 1) {
      const outcome = await publishOnce(
        `Uji terbit di bawah suara ${round} (${randomBytes(3).toString("hex")})`,
        false,
      );
      loadPublishes += 1;
      loadOutcomes.push(outcome);
      if (outcome.publisher === undefined) throw new Error(`${outcome.id} never reached /`);
    }
  })();
  // Awaited below, once the votes end; meanwhile a failure must not count as unhandled.
  publishing.catch(() => {});
  rssLoadPeak = await rssPeakWhile(
    pacedVotes(loadVotes).finally(() => {
      voting = false;
    }),
  );
  await publishing;
  voteAgent.destroy();
} catch (error) {
  // The figures so far are still printed below, with what stopped the bench.
  failure = error;
} finally {
  for (const server of servers) {
    server.stopping = true;
    await server.server.stop();
  }
  await storage?.dispose().catch((error) => console.error(`dropping the schema: ${error}`));
  rmSync(scratch, { recursive: true, force: true });
}

// The figures.
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const onPublisher = spread(outcomes.map((o) => o.publisher ?? Number.POSITIVE_INFINITY));
const onFollower = spread(outcomes.map((o) => o.follower ?? Number.POSITIVE_INFINITY));
console.log(`Machine load (1, 5, 15 min) at start: ${loadAtStart}`);
console.log(
  `\n### Publish → new text on / (two processes, one PostgreSQL, one releases folder; the follower polls the live pointer every ${followSeconds} s, CONTENT_FOLLOW_SECONDS, and its figures include that poll)\n`,
);
console.log(
  [
    "| publish | release | status | the release's log | POST answered in | → on the publisher | → on the follower (incl. ≤ 1 s poll) |",
    "|---:|---|---|---|---:|---:|---:|",
    ...outcomes.map(
      (o, index) =>
        `| ${index + 1} | ${o.id} | ${o.status} | ${o.log} | ${o.postMs.toFixed(0)} ms | ${seconds(o.publisher)} | ${seconds(o.follower)} |`,
    ),
    `| **median** | | | | | **${seconds(onPublisher.median)}** | **${seconds(onFollower.median)}** |`,
    `| min / max | | | | | ${seconds(onPublisher.min)} / ${seconds(onPublisher.max)} | ${seconds(onFollower.min)} / ${seconds(onFollower.max)} |`,
  ].join("\n"),
);

const nonSuccessOf = (tally: Tally) =>
  [...tally.byStatus]
    .filter(([status]) => status < 200 || status > 299)
    .reduce((sum, [, times]) => sum + times, 0);
const errorsOf = (tally: Tally) => [...tally.errors.values()].reduce((sum, e) => sum + e.count, 0);
let nonSuccess = 0;
let readerRequests = 0;
console.log(
  `\nReaders: ${readers} keep-alive connections (half on each process) for ${readersSeconds.toFixed(0)} s, during the publishes above:`,
);
for (const [label, tally] of Object.entries(tallies)) {
  const statuses = [...tally.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${status}: ${times.toLocaleString("en")}`)
    .join(", ");
  nonSuccess += nonSuccessOf(tally) + errorsOf(tally);
  readerRequests += tally.requests;
  console.log(
    `  ${label}: ${tally.requests.toLocaleString("en")} requests (${(tally.requests / Math.max(readersSeconds, 1)).toFixed(0)}/s); ${statuses || "no answers"}; non-2xx: ${nonSuccessOf(tally)}; network errors: ${errorsOf(tally)}`,
  );
  for (const [key, seen] of [...tally.failures, ...tally.errors]) {
    console.log(`    ${key} × ${seen.count}, first ${seen.firstAt.toFixed(1)} s into the run`);
  }
}

const previews = spread(previewOutcomes.map((o) => o.seconds ?? Number.POSITIVE_INFINITY));
console.log(
  "\n### Pratinjau: POST /api/panitia/content/preview → GET / with the preview cookie shows the draft\n",
);
console.log(
  [
    "| preview | POST answered | → draft on / |",
    "|---:|---:|---:|",
    ...previewOutcomes.map(
      (o, index) =>
        `| ${index + 1} | ${o.status} in ${o.answerMs.toFixed(0)} ms | ${seconds(o.seconds)} |`,
    ),
    `| **median** | | **${seconds(previews.median)}** |`,
    `| min / max | | ${seconds(previews.min)} / ${seconds(previews.max)} |`,
  ].join("\n"),
);

const inRender = (vote: Vote) =>
  renderWindows.some((window) => vote.sentAt >= window.from && vote.sentAt <= window.to);
const duringRenders = loadVotes.filter(inRender);
const p99Quiet = percentile(
  quietVotes.map((v) => v.ms),
  0.99,
);
const p99Renders = percentile(
  duringRenders.map((v) => v.ms),
  0.99,
);
const p99Load = percentile(
  loadVotes.map((v) => v.ms),
  0.99,
);
const statusesOf = (votes: Vote[]) => {
  const counted = new Map<string, number>();
  for (const vote of votes) counted.set(vote.status, (counted.get(vote.status) ?? 0) + 1);
  return [...counted].map(([status, times]) => `${status}: ${times}`).join(", ") || "none";
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");
console.log(`\n### Votes at ${voteRate}/s on the publisher, ${voteSeconds} s each\n`);
console.log(
  [
    "| votes | sent | answers | median | p99 |",
    "|---|---:|---|---:|---:|",
    `| without publishes | ${quietVotes.length} | ${statusesOf(quietVotes)} | ${ms(
      percentile(
        quietVotes.map((v) => v.ms),
        0.5,
      ),
    )} | ${ms(p99Quiet)} |`,
    `| sent while a render ran (${loadPublishes} publishes) | ${duringRenders.length} | ${statusesOf(duringRenders)} | ${ms(
      percentile(
        duringRenders.map((v) => v.ms),
        0.5,
      ),
    )} | ${ms(p99Renders)} |`,
    `| all of the publishing phase | ${loadVotes.length} | ${statusesOf(loadVotes)} | ${ms(
      percentile(
        loadVotes.map((v) => v.ms),
        0.5,
      ),
    )} | ${ms(p99Load)} |`,
  ].join("\n"),
);
const quietPublishes = spread(loadOutcomes.map((o) => o.publisher ?? Number.POSITIVE_INFINITY));
console.log(
  `\nThe ${loadOutcomes.length} publishes under votes (no readers), POST answered → text on the publisher: median ${seconds(quietPublishes.median)}, min ${seconds(quietPublishes.min)}, max ${seconds(quietPublishes.max)} (not a target: the readers' share of the machine, for comparison)`,
);
const rssRise = rssLoadPeak - rssQuietPeak;
console.log(
  `\nPublisher RSS (VmRSS every ${rssEveryMs} ms): ${mb(rssBefore)} before the votes; peak ${mb(rssQuietPeak)} without publishes, ${mb(rssLoadPeak)} while publishing; delta ${mb(rssRise)}`,
);

if (failure !== undefined) {
  console.log(`\nThe bench stopped early: ${errorName(failure)}`);
  if (failure instanceof Error && failure.cause)
    console.log(`  cause: ${errorName(failure.cause)}`);
}
for (const server of servers) {
  if (server.ended) console.log(`\nThe ${server.label} ended by itself: ${server.ended}`);
  if (server.output.trim())
    console.log(
      `\nThe ${server.label}'s warnings and errors (last 4,000 characters):\n${server.output}`,
    );
}
console.log(`\nMachine load (1, 5, 15 min) at end: ${loadAverage()}`);

const ran = failure === undefined;
const publishPass = (figures: ReturnType<typeof spread>) =>
  ran &&
  outcomes.length === publishes &&
  figures.median <= targetMedianSeconds &&
  figures.max <= targetEachSeconds;
const checks: [string, boolean, string][] = [
  [
    `publish → text on the publisher: median ≤ ${targetMedianSeconds} s, each ≤ ${targetEachSeconds} s`,
    publishPass(onPublisher),
    `${seconds(onPublisher.median)}, max ${seconds(onPublisher.max)}`,
  ],
  [
    `publish → text on the follower (incl. its ${followSeconds} s poll): median ≤ ${targetMedianSeconds} s, each ≤ ${targetEachSeconds} s`,
    publishPass(onFollower),
    `${seconds(onFollower.median)}, max ${seconds(onFollower.max)}`,
  ],
  [
    `preview → draft on /: median ≤ ${targetPreviewSeconds} s`,
    ran && previewOutcomes.length === previewCount && previews.median <= targetPreviewSeconds,
    `${seconds(previews.median)}, max ${seconds(previews.max)}`,
  ],
  [
    "readers: no answer outside 2xx, no network error",
    nonSuccess === 0 && readerRequests > 0,
    `${nonSuccess}`,
  ],
  [
    `vote p99 while rendering ≤ p99 without + ${targetP99RiseMs} ms`,
    ran && duringRenders.length > 0 && p99Renders - p99Quiet <= targetP99RiseMs,
    `${ms(p99Renders)} vs ${ms(p99Quiet)}: ${ms(p99Renders - p99Quiet)}`,
  ],
  [
    `publisher RSS peak while publishing ≤ quiet peak + ${mb(targetRssRiseBytes)}`,
    ran && rssLoadPeak > 0 && rssRise <= targetRssRiseBytes,
    `${mb(rssRise)}`,
  ],
];
console.log("");
for (const [label, pass, figure] of checks) console.log(`${verdict(pass)}: ${label} (${figure})`);
if (checks.some(([, pass]) => !pass)) process.exitCode = 1;
