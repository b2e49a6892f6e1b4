/**
 * npm run bench:switch-back — readiness while "Kembalikan" goes back to a release this machine
 * must rebuild (issue 33, finding A2), with the real build.
 *
 * One real server process (NODE_ENV=production, a fresh DATA_DIR, an editor account) serves
 * the built site; its first release is the build `npm start` serves. The editor publishes a new
 * home title (one real build). Then the first release's folder is removed from
 * DATA_DIR/releases, as after an upgrade (folders are keyed by the code's digest), and the
 * editor presses Kembalikan on it: the server must rebuild it before it can go live. From just
 * before that POST until GET releases says it is live, GET /api/health/ready and GET / are
 * asked every 200 ms. It prints how fast the POST was answered, the rebuild's seconds, and the readiness
 * answers by status.
 *
 * Targets: the POST answered within 2 s, and no readiness answer other than 200. A MISS exits 1.
 * Traffic goes to 127.0.0.1 only; every loop is bounded in count and in time.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { committeeApiPaths } from "../common/paths";
import { startServerWithAccount } from "./support/committee-server";
import { freePort } from "./support/server-process";

const pollMs = 200;
const buildLimitMs = 10 * 60_000;
const newTitle = "Judul untuk mengukur Kembalikan";

const releasesSchema = z.array(
  z.object({ id: z.string(), status: z.string(), createdAt: z.string(), log: z.string() }),
);
const draftSchema = z.object({
  revision: z.number(),
  content: z.object({ pages: z.record(z.string(), z.unknown()) }).loose(),
});

const dataDir = mkdtempSync(join(tmpdir(), "fb8-switch-back-"));
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const { server, committee } = await startServerWithAccount(
  { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir },
  // A machine busy with builds can take half a minute to start a server.
  { site: true, port, role: "editor", startTimeoutMs: 120_000 },
);
const origin = server.url;
let misses = 0;

async function releases() {
  return releasesSchema.parse(
    await (await committee("GET", committeeApiPaths.contentReleases)).json(),
  );
}

async function untilStatus(id: string, wanted: string) {
  const deadline = Date.now() + buildLimitMs;
  while (Date.now() < deadline) {
    const release = (await releases()).find((entry) => entry.id === id);
    if (release?.status === wanted) return release;
    if (release?.status === "failed") throw new Error(`release ${id} failed:\n${release.log}`);
    await sleep(pollMs);
  }
  throw new Error(`release ${id} not ${wanted} after ${buildLimitMs} ms`);
}

try {
  const [first] = await releases();
  if (!first) throw new Error("no first release");
  const draft = draftSchema.parse(
    await (await committee("GET", committeeApiPaths.contentDraft)).json(),
  );
  const pages = structuredClone(draft.content.pages);
  const home = z
    .object({ hero: z.object({ title: z.string() }).loose() })
    .loose()
    .parse(pages.home);
  home.hero.title = newTitle;
  pages.home = home;
  const saved = await committee("PUT", committeeApiPaths.contentSection("pages"), {
    baseRevision: draft.revision,
    value: pages,
  });
  if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const posted = await committee("POST", committeeApiPaths.contentReleases);
  const { id: published } = z.object({ id: z.string() }).parse(await posted.json());
  console.error(`Publishing ${published} (a real build)…`);
  await untilStatus(published, "live");

  // As after an upgrade: this machine has no folder of the first release for this code.
  const releasesDir = join(dataDir, "releases");
  for (const name of readdirSync(releasesDir).filter((entry) => entry.startsWith(first.id))) {
    rmSync(join(releasesDir, name), { recursive: true, force: true });
  }

  const byStatus = new Map<number, number>();
  let liveKeptServing = 0;
  let polls = 0;
  const pollReadiness = async () => {
    polls += 1;
    const ready = await fetch(`${origin}/api/health/ready`);
    byStatus.set(ready.status, (byStatus.get(ready.status) ?? 0) + 1);
    await ready.arrayBuffer();
    if ((await (await fetch(`${origin}/`)).text()).includes(newTitle)) liveKeptServing += 1;
  };
  // Readiness is asked from before the POST until the release is live, whatever the POST does.
  let switched = false;
  const polling = (async () => {
    const deadline = Date.now() + buildLimitMs;
    while (!switched && Date.now() < deadline) {
      await pollReadiness();
      await sleep(pollMs);
    }
  })();
  const asked = performance.now();
  const back = await committee("POST", committeeApiPaths.contentReleaseLive(first.id));
  const answeredMs = performance.now() - asked;
  const answer = await back.text();
  console.error(`Kembalikan answered ${back.status} in ${answeredMs.toFixed(0)} ms: ${answer}`);
  try {
    await untilStatus(first.id, "live");
  } finally {
    switched = true;
  }
  const switchedSeconds = (performance.now() - asked) / 1000;
  await polling;

  const statuses = [...byStatus].map(([status, count]) => `${status}: ${count}`).join(", ");
  const non200 = polls - (byStatus.get(200) ?? 0);
  console.log("| measure | value |\n|---|---|");
  console.log(`| Kembalikan answered | ${back.status} in ${answeredMs.toFixed(0)} ms |`);
  console.log(`| rebuilt and live after | ${switchedSeconds.toFixed(1)} s |`);
  console.log(`| readiness polls (every ${pollMs} ms) | ${polls} (${statuses}) |`);
  console.log(`| readiness answers other than 200 | ${non200} |`);
  console.log(
    `| GET / still showing the live release during the rebuild | ${liveKeptServing} of ${polls} |`,
  );
  if (answeredMs > 2_000) {
    misses += 1;
    console.log("MISS: Kembalikan was not answered within 2 s");
  }
  if (non200 > 0) {
    misses += 1;
    console.log("MISS: readiness answered other than 200 during the rebuild");
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(misses > 0 ? 1 : 0);
