/**
 * npm run bench:switch-back — "Kembalikan" to a release whose folder this machine no longer
 * has: how soon it is live, and whether readiness and the public pages hold meanwhile (issue
 * 33, finding A2; decision 0042: such a release is rendered again, not built).
 *
 * One real server process (NODE_ENV=production, LOG_LEVEL=warn, a fresh DATA_DIR, an editor
 * account) serves the built site. The editor publishes two home titles, one after another.
 * Then BENCH_SWITCHES times (default 6) the release that is not live of those two has its
 * folder removed from DATA_DIR/releases, as after an upgrade (folders are keyed by the code's
 * digest), and the editor presses Kembalikan on it: the server must render it again before it
 * goes live. From just before each POST until GET / shows that release's title and GET
 * releases says it is live, GET / and GET /api/health/ready are asked every 50 ms.
 *
 * It prints, per switch, how fast the POST was answered and the seconds from the POST's
 * request to the first GET / showing the release, with the median, min and max; the readiness
 * answers by status; and every GET / that showed neither the release live before nor the one
 * switched to, or answered other than 200.
 *
 * Targets: live on / median ≤ 1 s and each ≤ 3 s; each POST answered within 2 s; no readiness
 * answer other than 200; every GET / a 200 showing one of the two releases. A MISS exits 1.
 * Traffic goes to 127.0.0.1 only; every loop is bounded in count and in time.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { committeeApiPaths } from "../common/paths";
import { loadAverage, seconds, spread, verdict } from "./support/bench-figures";
import { startServerWithAccount } from "./support/committee-server";
import { freePort } from "./support/server-process";

const switches = (() => {
  const value = Number(process.env.BENCH_SWITCHES ?? 6);
  if (!Number.isInteger(value) || value < 1 || value > 50) {
    throw new Error("BENCH_SWITCHES must be a whole number from 1 to 50");
  }
  return value;
})();
const pollMs = 50;
/** A render takes about a second; a whole build (new pictures) would take minutes. */
const waitLimitMs = 5 * 60_000;
const targetMedianSeconds = 1;
const targetEachSeconds = 3;
const targetAnswerMs = 2_000;
const titles = ["Judul Kembalikan pertama", "Judul Kembalikan kedua"] as const;

const releasesSchema = z.array(
  z.object({ id: z.string(), status: z.string(), createdAt: z.string(), log: z.string() }),
);
const draftSchema = z.object({
  revision: z.number(),
  content: z.object({ pages: z.record(z.string(), z.unknown()) }).loose(),
});

const loadAtStart = loadAverage();
const dataDir = mkdtempSync(join(tmpdir(), "fb8-switch-back-"));
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const { server, committee } = await startServerWithAccount(
  { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir, DATABASE_URL: "" },
  // A machine busy with builds can take half a minute to start a server.
  { site: true, port, role: "editor", startTimeoutMs: 120_000 },
);
const origin = server.url;

async function releases() {
  return releasesSchema.parse(
    await (await committee("GET", committeeApiPaths.contentReleases)).json(),
  );
}

async function untilStatus(id: string, wanted: string) {
  const deadline = Date.now() + waitLimitMs;
  while (Date.now() < deadline) {
    const release = (await releases()).find((entry) => entry.id === id);
    if (release?.status === wanted) return release;
    if (release?.status === "failed") throw new Error(`release ${id} failed:\n${release.log}`);
    await sleep(200);
  }
  throw new Error(`release ${id} not ${wanted} after ${waitLimitMs} ms`);
}

async function publish(title: string) {
  const draft = draftSchema.parse(
    await (await committee("GET", committeeApiPaths.contentDraft)).json(),
  );
  const pages = structuredClone(draft.content.pages);
  const home = z
    .object({ hero: z.object({ title: z.string() }).loose() })
    .loose()
    .parse(pages.home);
  home.hero.title = title;
  pages.home = home;
  const saved = await committee("PUT", committeeApiPaths.contentSection("pages"), {
    baseRevision: draft.revision,
    value: pages,
  });
  if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const posted = await committee("POST", committeeApiPaths.contentReleases);
  const { id } = z.object({ id: z.string() }).parse(await posted.json());
  console.error(`Publishing ${id}…`);
  await untilStatus(id, "live");
  return id;
}

type Switch = {
  id: string;
  status: number;
  answer: string;
  answeredMs: number;
  /** From the POST's request to the first GET / showing the release; undefined: never. */
  seconds?: number;
  /** From the POST's request to GET releases saying live. */
  listedSeconds?: number;
};

const outcomes: Switch[] = [];
const readiness = new Map<number, number>();
const pageAnswers = { polls: 0, before: 0, after: 0, other: new Map<string, number>() };
let failure: unknown;

try {
  const ids = [await publish(titles[0]), await publish(titles[1])];
  const releasesDir = join(dataDir, "releases");
  for (let round = 0; round < switches; round += 1) {
    // The live one is the other title's; the one switched back to alternates.
    const target = round % 2;
    const id = ids[target] ?? "";
    const title = titles[target] ?? "";
    const before = titles[1 - target] ?? "";
    // As after an upgrade: this machine has no folder of that release for this code.
    for (const name of readdirSync(releasesDir).filter((entry) => entry.startsWith(id))) {
      rmSync(join(releasesDir, name), { recursive: true, force: true });
    }
    let live = false;
    const asked = performance.now();
    const outcome: Switch = { id, status: 0, answer: "", answeredMs: 0 };
    // GET / and readiness from before the POST until the page and the list both say live.
    const polling = (async () => {
      for (let tick = 0; tick < waitLimitMs / pollMs && !live; tick += 1) {
        const tickStarted = performance.now();
        if (tickStarted - asked > waitLimitMs) return;
        const [ready, page] = await Promise.all([
          fetch(`${origin}/api/health/ready`).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            () => 0,
          ),
          fetch(`${origin}/`).then(
            async (response) => ({
              status: response.status,
              body: await response.text(),
            }),
            () => ({ status: 0, body: "" }),
          ),
        ]);
        readiness.set(ready, (readiness.get(ready) ?? 0) + 1);
        pageAnswers.polls += 1;
        if (page.status === 200 && page.body.includes(title)) {
          pageAnswers.after += 1;
          outcome.seconds ??= (performance.now() - asked) / 1000;
        } else if (page.status === 200 && page.body.includes(before)) pageAnswers.before += 1;
        else {
          const key = page.status === 200 ? "200 showing neither title" : String(page.status);
          pageAnswers.other.set(key, (pageAnswers.other.get(key) ?? 0) + 1);
        }
        await sleep(Math.max(0, pollMs - (performance.now() - tickStarted)));
      }
    })();
    try {
      const back = await committee("POST", committeeApiPaths.contentReleaseLive(id));
      outcome.answeredMs = performance.now() - asked;
      outcome.status = back.status;
      outcome.answer = (await back.text()).slice(0, 200);
      await untilStatus(id, "live");
      outcome.listedSeconds = (performance.now() - asked) / 1000;
      // The page, bounded by the poller's own limits.
      for (let wait = 0; wait < waitLimitMs / pollMs && outcome.seconds === undefined; wait += 1) {
        await sleep(pollMs);
      }
    } finally {
      live = true;
      await polling;
      outcomes.push(outcome);
    }
    console.error(
      `Kembalikan ${round + 1}: ${id} answered ${outcome.status} in ${outcome.answeredMs.toFixed(0)} ms, on / after ${seconds(outcome.seconds)}`,
    );
  }
} catch (error) {
  failure = error;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const onPage = spread(outcomes.map((o) => o.seconds ?? Number.POSITIVE_INFINITY));
const listed = spread(outcomes.map((o) => o.listedSeconds ?? Number.POSITIVE_INFINITY));
const slowestAnswer = Math.max(0, ...outcomes.map((o) => o.answeredMs));
console.log(`Machine load (1, 5, 15 min) at start: ${loadAtStart}\n`);
console.log(
  [
    "| Kembalikan | release (folder removed) | POST answered | → on / | → live per GET releases (±0.2 s) |",
    "|---:|---|---|---:|---:|",
    ...outcomes.map(
      (o, index) =>
        `| ${index + 1} | ${o.id} | ${o.status} in ${o.answeredMs.toFixed(0)} ms | ${seconds(o.seconds)} | ${seconds(o.listedSeconds)} |`,
    ),
    `| **median** | | | **${seconds(onPage.median)}** | ${seconds(listed.median)} |`,
    `| min / max | | | ${seconds(onPage.min)} / ${seconds(onPage.max)} | ${seconds(listed.min)} / ${seconds(listed.max)} |`,
  ].join("\n"),
);
const first = outcomes[0];
if (first) console.log(`\nThe first POST's answer: ${first.answer}`);
const statuses = [...readiness].map(([status, times]) => `${status}: ${times}`).join(", ");
const polls = [...readiness.values()].reduce((sum, times) => sum + times, 0);
const non200 = polls - (readiness.get(200) ?? 0);
const otherPages = [...pageAnswers.other.values()].reduce((sum, times) => sum + times, 0);
console.log(`\nReadiness, asked every ${pollMs} ms during the switches: ${polls} (${statuses})`);
console.log(
  `GET /, as often: ${pageAnswers.polls}; the release live before: ${pageAnswers.before}; the one switched to: ${pageAnswers.after}; anything else: ${otherPages}${
    otherPages
      ? ` (${[...pageAnswers.other].map(([key, times]) => `${key}: ${times}`).join(", ")})`
      : ""
  }`,
);
if (failure !== undefined) {
  console.log(`\nThe bench stopped early: ${failure instanceof Error ? failure.message : failure}`);
}
console.log(`\nMachine load (1, 5, 15 min) at end: ${loadAverage()}\n`);

const ran = failure === undefined && outcomes.length === switches;
const checks: [string, boolean, string][] = [
  [
    `Kembalikan (folder gone) → on /: median ≤ ${targetMedianSeconds} s, each ≤ ${targetEachSeconds} s`,
    ran && onPage.median <= targetMedianSeconds && onPage.max <= targetEachSeconds,
    `${seconds(onPage.median)}, max ${seconds(onPage.max)}`,
  ],
  [
    `each POST answered within ${targetAnswerMs / 1000} s`,
    ran && slowestAnswer <= targetAnswerMs,
    `slowest ${slowestAnswer.toFixed(0)} ms`,
  ],
  ["readiness: no answer other than 200", ran && polls > 0 && non200 === 0, `${non200}`],
  [
    "GET /: every answer a 200 showing one of the two releases",
    ran && otherPages === 0,
    `${otherPages}`,
  ],
];
for (const [label, pass, figure] of checks) console.log(`${verdict(pass)}: ${label} (${figure})`);
process.exit(checks.some(([, pass]) => !pass) ? 1 : 0);
