import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../server/app";
import { migrateToLatest, openDatabase } from "../server/storage/database";
import { addCommitteeAccounts, signIn } from "../tests/committee";

/**
 * The stands' posters measured over HTTP against the real app: the first posters.pdf (drawn),
 * the same again (from disk), and 10 at once, cold and warm. Prints wall time, the server's
 * peak RSS, the drawing process's peak RSS and the event loop's longest delay.
 * Run: npx tsx scripts/measure-posters.ts [port]
 */
const port = Number(process.argv[2] ?? 3341);
const cacheDir = join(tmpdir(), "fb8-posters");
const dataDir = mkdtempSync(join(tmpdir(), "fb8-measure-posters-"));
const database = await openDatabase({ kind: "sqlite", file: join(dataDir, "fb8.sqlite") });
await migrateToLatest(database.db);
const app = await buildApp({
  database,
  logger: { level: "warn" },
  voteRateLimitPerMinute: 0,
  publicUrl: "https://fb8.example.sch.id",
  proofOfWork: false,
});
await addCommitteeAccounts(app);
const { cookie } = await signIn(app);
await app.listen({ port, host: "127.0.0.1" });
const url = `http://127.0.0.1:${port}/api/panitia/posters.pdf`;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** The peak RSS of the processes this one started (the drawing), from /proc. */
function childrenRss(): number {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean);
    return children.reduce((sum, pid) => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return sum + Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    }, 0);
  } catch {
    return 0;
  }
}

async function measure(label: string, parallel: number) {
  let peak = process.memoryUsage.rss();
  let childPeak = 0;
  const before = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    childPeak = Math.max(childPeak, childrenRss());
  }, 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: parallel }, async () => {
      const response = await fetch(url, { headers: { cookie } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, bytes };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  clearInterval(sampler);
  const statuses = answers.map((answer) => answer.status);
  console.log(
    `${label}: ${seconds.toFixed(2)} s, statuses ${[...new Set(statuses)].join("/")} (${statuses.filter((status) => status === 200).length}/${parallel} 200), ${answers[0]?.bytes} bytes, server RSS ${mb(before)} → peak ${mb(peak)}, drawing process peak ${mb(childPeak)}, event loop longest delay ${(delay.max / 1e6).toFixed(0)} ms`,
  );
}

rmSync(cacheDir, { recursive: true, force: true });
await measure("first posters.pdf (drawn)", 1);
await measure("posters.pdf again (from disk)", 1);
await measure("10 posters.pdf in parallel (from disk)", 10);
rmSync(cacheDir, { recursive: true, force: true });
await measure("10 posters.pdf in parallel, nothing drawn yet", 10);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
