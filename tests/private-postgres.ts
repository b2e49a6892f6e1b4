import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { unusedPort } from "./tcp-proxy";

const run = promisify(execFile);

export type PrivatePostgres = {
  /** The cluster's `postgres` database, as the server's DATABASE_URL. */
  url: string;
  start(): Promise<void>;
  /** Stops the cluster the way an outage does: connections are cut, nothing waits for them. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
};

/** The newest PostgreSQL binaries Debian installed, or undefined when there are none. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

/** Whether this process may run initdb as the `postgres` user (root with runuser). */
export function canRunPrivatePostgres(): boolean {
  return (
    process.getuid?.() === 0 && postgresBinaries() !== undefined && existsSync("/usr/sbin/runuser")
  );
}

/**
 * A PostgreSQL cluster of the test's own, on a temporary directory and port, that the test can
 * stop and start like a real outage: the machine's shared server is never touched. initdb
 * refuses to run as root, so every command runs as `postgres` through runuser.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql");
  const { stdout } = await run("id", ["-u", "postgres"]);
  const uid = Number(stdout.trim());
  const dir = mkdtempSync(join(tmpdir(), "fb8-pg-"));
  chownSync(dir, uid, uid);
  const data = join(dir, "data");
  const port = await unusedPort();
  const asPostgres = (command: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", join(bin, command), ...args], { timeout: 60_000 });

  await asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    // Every commit still reaches the operating system before it returns (an immediate stop
    // kills processes, not the machine); only the flush to disk is skipped, for speed.
    "-c fsync=off",
  ].join(" ");
  const start = async () => {
    await asPostgres("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  };
  const stop = async () => {
    await asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async dispose() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
