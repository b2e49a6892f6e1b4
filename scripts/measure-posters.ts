import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerWithAccount } from "./support/committee-server";

/**
 * The stands' posters measured against the real server (`server/server.ts`, API only, fresh
 * SQLite, PUBLIC_URL https) from outside: the first posters.pdf (drawn), the same again
 * (from disk), ten at once from disk and ten at once before anything is drawn. Prints wall
 * time, statuses, the server's peak RSS, the drawing process's peak RSS, and the slowest
 * answer of /api/health/live asked every 50 ms meanwhile (what a vote would wait).
 * Run: npx tsx scripts/measure-posters.ts [port]
 */
const port = Number(process.argv[2] ?? 3341);
const { server, committee, dataDir } = await startServerWithAccount(
  { PUBLIC_URL: "https://fb8.example.sch.id", LOG_LEVEL: "warn" },
  { role: "editor", port },
);
const pid = server.child.pid ?? 0;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const statusField = (of: number, field: string) => {
  try {
    const status = readFileSync(`/proc/${of}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
/** The peak RSS of the server's children (the drawing process). */
function childrenPeak(): number {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .reduce((sum, child) => sum + statusField(Number(child), "VmHWM"), 0);
  } catch {
    return 0;
  }
}

async function measure(label: string, parallel: number) {
  const before = statusField(pid, "VmRSS");
  let peak = before;
  let childPeak = 0;
  let slowestProbe = 0;
  let probing = true;
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusField(pid, "VmRSS"));
    childPeak = Math.max(childPeak, childrenPeak());
  }, 20);
  const probes = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${server.url}/api/health/live`).then((response) => response.arrayBuffer());
      slowestProbe = Math.max(slowestProbe, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: parallel }, async () => {
      const response = await committee("GET", "/api/panitia/posters.pdf");
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  probing = false;
  await probes;
  clearInterval(sampler);
  const ok = answers.filter((answer) => answer.status === 200).length;
  console.log(
    `${label}: ${seconds.toFixed(2)} s, ${ok}/${parallel} 200 (${[...new Set(answers.map((a) => a.status))].join("/")}), ${answers[0]?.bytes} bytes; server RSS ${mb(before)} → peak ${mb(peak)}; drawing process peak ${mb(childPeak)}; slowest /api/health/live meanwhile ${slowestProbe.toFixed(0)} ms`,
  );
}

/** Where the server keeps poster sets: beside the releases, else the temporary folder. */
const forgetDrawings = () => {
  rmSync(join(dataDir, "releases", "posters"), { recursive: true, force: true });
  rmSync(join(tmpdir(), "fb8-posters"), { recursive: true, force: true });
};
try {
  forgetDrawings();
  await measure("first posters.pdf (drawn)", 1);
  await measure("posters.pdf again (from disk)", 1);
  await measure("10 posters.pdf at once (from disk)", 10);
  forgetDrawings();
  await measure("10 posters.pdf at once, nothing drawn yet", 10);
} finally {
  await server.stop();
}
