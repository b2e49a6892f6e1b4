/**
 * npm run bench:publish — how long a publish from the console takes to reach a visitor, and
 * whether a visitor ever notices the switch (issue 27).
 *
 * One real server process serves the built site (NODE_ENV=production, a fresh DATA_DIR, an
 * editor account made by `npm run accounts`). While BENCH_READERS (default 20) keep-alive
 * connections read public pages and their scripts as fast as they are answered, the editor
 * publishes BENCH_PUBLISHES times (default 5), one after another: a new hero title on the
 * home page saved in the draft, POST /api/panitia/content/releases, then GET / every 100 ms
 * until the page holds the new title. It prints each publish's seconds from the POST's answer
 * to that page, the build's duration as GET releases shows it, the median, min and max, and
 * what the readers got, by status.
 *
 * Targets: median ≤ 60 s, and no reader answer outside 2xx. A MISS exits 1. Traffic goes to
 * 127.0.0.1 only; every loop is bounded in count and in time.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { siteContentSchema } from "../common/content-schema";
import { committeeApiPaths, paths } from "../common/paths";
import { dishes } from "../content";
import { startServerWithAccount } from "./support/committee-server";
import { freePort } from "./support/server-process";

function knob(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

const publishes = knob("BENCH_PUBLISHES", 5, 20);
const readers = knob("BENCH_READERS", 20, 200);
const targetMedianSeconds = 60;
/** The server gives a build 300 s (CONTENT_BUILD_TIMEOUT_SECONDS); a little more to see it end. */
const publishTimeoutMs = 330_000;
const pollMs = 100;
/** GET releases is asked less often than the page: its answer holds every build's log. */
const releasePollMs = 500;
/** Readers before the first publish: the figures then include pages served by a quiet server. */
const warmUpMs = 3_000;
const maxRequestsPerReader = 2_000_000;

const draftSchema = z.object({ revision: z.number(), content: siteContentSchema });
const releasesSchema = z.array(
  z.object({
    id: z.string(),
    status: z.enum(["building", "live", "failed", "previous", "switching"]),
    createdAt: z.string(),
    log: z.string(),
  }),
);
const createdSchema = z.object({ id: z.string() });

const dish = dishes[0];
if (!dish) throw new Error("no dishes in the catalogue");
const pages = [paths.home, paths.about, paths.entrepreneur, paths.dish(dish.category, dish.slug)];

/** The scripts a page loads (its entry, route modules and manifest), as a browser asks for them. */
const scriptsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];

type Tally = {
  requests: number;
  byStatus: Map<number, number>;
  /** "404 /assets/home-….js" → how many, and when first (seconds into the run). */
  failures: Map<string, { count: number; firstAt: number }>;
};

const runStarted = performance.now();
const sinceStart = () => (performance.now() - runStarted) / 1000;

function count(failures: Tally["failures"], key: string) {
  const seen = failures.get(key);
  if (seen) seen.count += 1;
  else failures.set(key, { count: 1, firstAt: sinceStart() });
}

/** One GET on a kept-alive connection; the body is read and dropped, as a browser would. */
function hit(agent: Agent, origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      { agent, headers: { "accept-encoding": "br, gzip" } },
      (response) => {
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("no answer within 10 s")));
    outgoing.on("error", reject);
    outgoing.end();
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
  errors: Tally["failures"],
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
      count(errors, `${errorName(error)} ${path}`);
    }
  }
}

type Outcome = {
  id: string;
  status: string;
  /** From the POST's answer to the first GET / holding the new title; undefined: never. */
  seconds?: number;
  /** From the release's createdAt to the first GET releases not saying "building". */
  buildSeconds?: number;
  switchedAt?: number;
};

const dataDir = mkdtempSync(join(tmpdir(), "fb8-bench-publish-"));
const port = await freePort();
console.error(`Starting the server on 127.0.0.1:${port}, data in ${dataDir}…`);
const { server, committee } = await startServerWithAccount(
  { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir },
  { site: true, port, role: "editor" },
);

const origin = server.url;
// Its warnings and errors, and how it ended if it ends before the bench stops it: a server
// gone mid-run is the finding, not a detail of the bench's own failure.
let serverOutput = "";
const keepOutput = (chunk: Buffer) => {
  serverOutput = (serverOutput + chunk.toString("utf8")).slice(-8_000);
};
server.child.stdout?.on("data", keepOutput);
server.child.stderr?.on("data", keepOutput);
let serverEnded: string | undefined;
let stopping = false;
server.child.once("exit", (code, signal) => {
  if (!stopping)
    serverEnded = `exit code ${code}, signal ${signal}, ${sinceStart().toFixed(1)} s into the run`;
});
const tally: Tally = { requests: 0, byStatus: new Map(), failures: new Map() };
const errors: Tally["failures"] = new Map();
const outcomes: Outcome[] = [];
let stopped = false;
let readersStarted = performance.now();
let failure: unknown;
let readersSeconds = 0;

try {
  const home = await (await fetch(`${origin}/`)).text();
  let assets = scriptsOf(home);
  let earlierAssets: string[] = [];
  // A page loaded just before a switch still asks for its scripts after it: the readers keep
  // asking for the previous build's too, which the server must go on serving.
  const cycle = () => [...pages, ...assets, ...earlierAssets.filter((a) => !assets.includes(a))];
  console.error(`Readers: ${readers} connections over ${cycle().length} paths`);

  const agent = new Agent({ keepAlive: true, maxSockets: readers });
  const until = {
    deadline: Date.now() + warmUpMs + publishes * (publishTimeoutMs + 30_000),
    stopped: () => stopped,
  };
  readersStarted = performance.now();
  const reading = Promise.all(
    Array.from({ length: readers }, (_, index) =>
      read(index, origin, agent, cycle, until, tally, errors),
    ),
  );
  await sleep(warmUpMs);

  for (let publish = 1; publish <= publishes; publish += 1) {
    const draft = draftSchema.parse(
      await (await committee("GET", committeeApiPaths.contentDraft)).json(),
    );
    const title = `Uji terbit ${publish} dari ${publishes} (${randomBytes(3).toString("hex")})`;
    const { home: homePage } = draft.content.pages;
    const value = {
      ...draft.content.pages,
      home: { ...homePage, hero: { ...homePage.hero, title } },
    };
    const saved = await committee("PUT", committeeApiPaths.contentSection("pages"), {
      baseRevision: draft.revision,
      value,
    });
    if (!saved.ok)
      throw new Error(`saving the draft answered ${saved.status}: ${await saved.text()}`);

    const posted = await committee("POST", committeeApiPaths.contentReleases);
    if (posted.status !== 202) {
      throw new Error(`publishing answered ${posted.status}: ${await posted.text()}`);
    }
    const { id } = createdSchema.parse(await posted.json());
    const answeredAt = performance.now();
    console.error(`Publish ${publish}: ${id}, waiting for "${title}" on /…`);

    const outcome: Outcome = { id, status: "building" };
    let nextReleaseCheck = 0;
    for (let tick = 0; tick < publishTimeoutMs / pollMs; tick += 1) {
      const tickStarted = performance.now();
      if (tickStarted - answeredAt > publishTimeoutMs) break;
      if (outcome.seconds === undefined) {
        const page = await fetch(`${origin}/`)
          .then((response) => response.text())
          .catch(() => "");
        if (page.includes(title)) {
          outcome.seconds = (performance.now() - answeredAt) / 1000;
          outcome.switchedAt = sinceStart();
          earlierAssets = assets;
          assets = scriptsOf(page);
        }
      }
      if (tickStarted >= nextReleaseCheck) {
        nextReleaseCheck = tickStarted + releasePollMs;
        const listed = releasesSchema.parse(
          await (await committee("GET", committeeApiPaths.contentReleases)).json(),
        );
        const release = listed.find((candidate) => candidate.id === id);
        if (release && release.status !== "building") {
          outcome.status = release.status;
          outcome.buildSeconds ??= (Date.now() - Date.parse(release.createdAt)) / 1000;
          if (release.status === "failed") {
            console.error(`Publish ${publish} failed:\n${release.log.slice(-2_000)}`);
          }
        }
      }
      if (outcome.status === "failed") break;
      if (outcome.seconds !== undefined && outcome.status !== "building") break;
      await sleep(Math.max(0, pollMs - (performance.now() - tickStarted)));
    }
    outcomes.push(outcome);
    console.error(
      `Publish ${publish}: ${outcome.status}, ${outcome.seconds?.toFixed(1) ?? "never"} s to the page`,
    );
  }

  stopped = true;
  await reading;
  agent.destroy();
} catch (error) {
  // The figures so far are still printed below, with what stopped the bench.
  failure = error;
} finally {
  stopped = true;
  readersSeconds = (performance.now() - readersStarted) / 1000;
  stopping = true;
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = outcomes.map((outcome) => outcome.seconds ?? Number.POSITIVE_INFINITY);
const sorted = [...seconds].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median =
  sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
const min = sorted[0] ?? Number.NaN;
const max = sorted.at(-1) ?? Number.NaN;
const nonSuccess = [...tally.byStatus]
  .filter(([status]) => status < 200 || status > 299)
  .reduce((sum, [, times]) => sum + times, 0);
const networkErrors = [...errors.values()].reduce((sum, error) => sum + error.count, 0);
const s = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? "never" : `${value.toFixed(1)} s`;

console.log(
  [
    "| publish | release | status | build, per GET releases (±0.5 s) | POST answered → new title on / | switched at |",
    "|---:|---|---|---:|---:|---:|",
    ...outcomes.map(
      (outcome, index) =>
        `| ${index + 1} | ${outcome.id} | ${outcome.status} | ${s(outcome.buildSeconds)} | ${s(outcome.seconds)} | ${s(outcome.switchedAt)} into the run |`,
    ),
    `| **median** | | | | **${s(median)}** | |`,
    `| min / max | | | | ${s(min)} / ${s(max)} | |`,
  ].join("\n"),
);
const statuses = [...tally.byStatus]
  .sort(([a], [b]) => a - b)
  .map(([status, times]) => `${status}: ${times.toLocaleString("en")}`)
  .join(", ");
console.log(
  `\nReaders: ${readers} keep-alive connections, ${tally.requests.toLocaleString("en")} requests in ${readersSeconds.toFixed(0)} s (${(tally.requests / Math.max(readersSeconds, 1)).toFixed(0)}/s); ${statuses || "no answers"}; non-2xx: ${nonSuccess}; network errors: ${networkErrors}`,
);
// Every path and status that was not a success, named: a switch must show none.
const detail = (label: string, list: Tally["failures"]) => {
  for (const [key, seen] of list) {
    console.log(
      `  ${label}: ${key} × ${seen.count}, first ${seen.firstAt.toFixed(1)} s into the run`,
    );
  }
};
detail("non-2xx", tally.failures);
detail("network error", errors);

if (failure !== undefined) {
  console.log(`\nThe bench stopped early: ${errorName(failure)}`);
  if (failure instanceof Error && failure.cause)
    console.log(`  cause: ${errorName(failure.cause)}`);
}
if (serverEnded) console.log(`\nThe server ended by itself: ${serverEnded}`);
if (serverOutput.trim())
  console.log(`\nThe server's warnings and errors (last 8,000 characters):\n${serverOutput}`);

const medianPass = median <= targetMedianSeconds && failure === undefined;
const readersPass = nonSuccess === 0 && tally.requests > 0;
console.log(
  `\nTarget: median ≤ ${targetMedianSeconds} s: ${medianPass ? "PASS" : "MISS"} (${s(median)}); non-2xx = 0: ${readersPass ? "PASS" : "MISS"} (${nonSuccess})`,
);
if (!medianPass || !readersPass) process.exitCode = 1;
