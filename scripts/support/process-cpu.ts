/**
 * CPU time of other processes, read from Linux's /proc: what `npm run bench` charges each
 * request. A process's user + system time covers all its threads (libuv's pool, V8's garbage
 * collector), so nothing a request causes in the server escapes it. Also, for `npm run
 * bench:live`, a process's resident memory and its open sockets.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import pg from "pg";

/** Clock ticks per second, the unit of /proc/<pid>/stat's times (100 on every usual kernel). */
const ticksPerSecond = (() => {
  try {
    const value = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
})();

/** The resolution of every figure below, in µs. */
export const cpuTickMicros = 1e6 / ticksPerSecond;

/** User + system CPU of one process so far, in µs; undefined once it is gone. */
export function processCpuMicros(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of proc(5), utime and stime; index 0 here is field 3.
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return (user + system) * cpuTickMicros;
}

/**
 * A process and every process below it (`npm run serve` is tsx's command line, which runs the
 * server as its child), from /proc/<pid>/task/<tid>/children; a process that ended meanwhile is
 * skipped.
 */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0 && found.length < 1000) {
    const next = pending.pop() ?? 0;
    found.push(next);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${next}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${next}/task/${task}/children`, "utf8").trim();
        if (children) pending.push(...children.split(" ").map(Number));
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return found;
}

/** Resident memory of one process (VmRSS, /proc/<pid>/status), in MB. */
export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = status.match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Samples a process's RSS every `everyMs` until the returned function stops it. */
export function sampleRss(pid: number, everyMs: number) {
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMB(pid)), everyMs);
  return () => {
    clearInterval(sampler);
    const sorted = samples.sort((a, b) => a - b);
    return {
      peak: sorted.at(-1) ?? Number.NaN,
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    };
  };
}

/** Open sockets of one process (/proc/<pid>/fd): a server's listening socket and its clients'. */
export function socketCount(pid: number): number {
  let sockets = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:")) sockets += 1;
    } catch {
      // Closed between the listing and the look.
    }
  }
  return sockets;
}

/** CPU so far per process id, for the processes that still exist. */
export type CpuSnapshot = Map<number, number>;

export function snapshot(pids: Iterable<number>): CpuSnapshot {
  const taken: CpuSnapshot = new Map();
  for (const pid of pids) {
    const micros = processCpuMicros(pid);
    if (micros !== undefined) taken.set(pid, micros);
  }
  return taken;
}

/**
 * CPU spent between two snapshots. A process only in `after` began in between (a new pool
 * connection's backend): all of its time counts. One only in `before` ended in between and its
 * last moments are lost; the bench's connections live longer than a run, so that is rare.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

/**
 * The PostgreSQL backends serving one application_name (set in the server's DATABASE_URL):
 * the bench shares its PostgreSQL server with other databases and schemas, and only this
 * server's connections are charged to its requests.
 */
export async function postgresBackends(adminUrl: string, applicationName: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const result = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where application_name = $1",
    [applicationName],
  );
  await client.end();
  return result.rows.map((row) => row.pid);
}
