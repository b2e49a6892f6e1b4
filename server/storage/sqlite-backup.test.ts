import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postVote, startServerProcess } from "../../scripts/support/server-process";
import { openSqliteConnection } from "./sqlite-connection";

/**
 * `npm run backup` while votes arrive, and `npm run restore` into a stopped server's data
 * folder: the restored database holds every vote acknowledged before the backup began, and
 * its totals equal its rows.
 */
const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "fb8-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const cli = (script: string, file: string, env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", script, file], { env: { ...process.env, ...env } });

function contents(file: string) {
  const db = openSqliteConnection(file, { readonly: true });
  try {
    const emails = db.prepare("select email from votes").pluck().all() as string[];
    const valid = db.prepare("select count(*) from votes where status = 'valid'").pluck().get();
    const total = db.prepare("select coalesce(sum(votes), 0) from vote_totals").pluck().get();
    return { emails: new Set(emails), valid, total };
  } finally {
    db.close();
  }
}

describe("backups of the embedded database", () => {
  it("snapshots a running server under load, and restores it with the server stopped", async () => {
    const dataDir = tempDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, VOTE_FLAGGING: "off" });
    const acknowledged: { email: string; at: number }[] = [];
    let stop = false;
    const voter = async (id: number) => {
      for (let n = 0; n < 300 && !stop; n += 1) {
        const email = `b${id}-${n}@example.com`;
        const response = await postVote(server.url, "domestic", "rendang", email);
        if (response.status === 201) acknowledged.push({ email, at: Date.now() });
      }
    };
    const voters = Promise.all(Array.from({ length: 8 }, (_, id) => voter(id)));
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Enough votes before the backup to check, however loaded the machine is.
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(40), {
        timeout: 20_000,
        interval: 50,
      });
      const snapshot = join(tempDir(), "cadangan.sqlite");
      const backupStartedAt = Date.now();
      const before = acknowledged.filter((vote) => vote.at < backupStartedAt);
      const { stdout } = await cli("scripts/backup.ts", snapshot, { DATA_DIR: dataDir });
      expect(stdout).toMatch(/Cadangan tersimpan/);
      expect(statSync(snapshot).mode & 0o777).toBe(0o600);

      // The restore refuses while a server answers on the configured address.
      const port = new URL(server.url).port;
      const refused = await cli("scripts/restore.ts", snapshot, { DATA_DIR: dataDir, PORT: port })
        .then(() => "restored")
        .catch((error: { stderr: string }) => error.stderr);
      expect(refused).toMatch(/Server masih berjalan/);

      stop = true;
      await voters;
      const restoredDir = tempDir();
      const restoredPort = String(40_000 + Math.floor(Math.random() * 20_000));
      await cli("scripts/restore.ts", snapshot, { DATA_DIR: restoredDir, PORT: restoredPort });
      const restored = contents(join(restoredDir, "fb8.sqlite"));
      expect(before.length).toBeGreaterThan(20);
      expect(before.filter((vote) => !restored.emails.has(vote.email))).toEqual([]);
      expect(restored.total).toBe(restored.valid);
      expect(restored.emails.size).toBeLessThanOrEqual(acknowledged.length + 8);
    } finally {
      stop = true;
      await voters;
      await server.stop();
    }
  });

  it("refuses a file that is not an FB8 database", async () => {
    const dir = tempDir();
    const other = join(dir, "lain.sqlite");
    openSqliteConnection(other).exec("create table t (x)").close();
    const error = await cli("scripts/restore.ts", other, { DATA_DIR: dir, PORT: "1" }).catch(
      (failure: { stderr: string }) => failure.stderr,
    );
    expect(error).toMatch(/Bukan database FB8/);
  });
});
