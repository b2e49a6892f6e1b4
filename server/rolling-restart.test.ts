import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshPostgres, postgresUrl } from "../scripts/support/databases";
import {
  postVote,
  type ServerProcess,
  startServerProcess,
} from "../scripts/support/server-process";
import { startHttpProxy } from "../tests/http-proxy";
import { unusedPort } from "../tests/tcp-proxy";
import { openDatabase } from "./storage/database";

/**
 * A deploy as the README's "Deploy" section describes it: two processes on one PostgreSQL
 * database behind a round-robin proxy with health checks, restarted one after the other while
 * voters keep voting. Not one vote may fail, and every acknowledged vote must be stored.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt = { email: string; at: number; status?: number; body?: string; error?: string };

describe.skipIf(!postgresUrl)("a rolling restart behind a proxy", () => {
  it("loses no vote while each process in turn stops and starts again", async () => {
    const database = await freshPostgres(postgresUrl ?? "");
    cleanups.push(() => database.dispose());
    if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
    const shared = {
      DATABASE_URL: database.storage.url,
      VOTE_IP_HASH_KEY: randomBytes(32).toString("base64url"),
    };
    const ports = [await unusedPort(), await unusedPort()];
    const start = async (port: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), "fb8-rolling-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess({
        ...shared,
        DATA_DIR: dataDir,
        PORT: String(port),
        // Ten of the proxy's health checks: it has taken the process out before it stops.
        SHUTDOWN_DRAIN_MS: "1000",
      });
      cleanups.push(() => server.stop());
      return server;
    };
    const servers: ServerProcess[] = [];
    for (const port of ports) servers.push(await start(port));
    const proxy = await startHttpProxy(servers.map((server) => server.url));
    cleanups.push(() => proxy.close());

    const attempts: Attempt[] = [];
    let stop = false;
    const voter = async (id: number) => {
      // Bounded: at most 3,000 votes per voter, and none once the restarts are over.
      for (let n = 0; n < 3_000 && !stop; n += 1) {
        const attempt: Attempt = { email: `r${id}-${n}@example.com`, at: Date.now() };
        attempts.push(attempt);
        try {
          const response = await postVote(proxy.url, "domestic", "rendang", attempt.email);
          attempt.status = response.status;
          const body = await response.text();
          if (response.status !== 201) attempt.body = body;
        } catch (error) {
          attempt.error = String((error as { cause?: unknown }).cause ?? error);
        }
      }
    };
    const voters = Promise.all(Array.from({ length: 10 }, (_, id) => voter(id)));

    const exitCodes: (number | null)[] = [];
    const restarts: { from: number; to: number }[] = [];
    for (const [index, port] of ports.entries()) {
      await sleep(500);
      const old = servers[index];
      if (!old) throw new Error("a server expected");
      const exited = new Promise<number | null>((resolve) => old.child.once("exit", resolve));
      const from = Date.now();
      old.child.kill("SIGTERM");
      exitCodes.push(await exited);
      servers[index] = await start(port);
      restarts.push({ from, to: Date.now() });
    }
    await sleep(500);
    stop = true;
    await voters;

    expect(exitCodes).toEqual([0, 0]);
    expect(attempts.length).toBeGreaterThan(200);
    expect(attempts.filter((attempt) => attempt.status !== 201)).toEqual([]);
    // Voters kept voting while each process was down: the restarts happened under load.
    for (const { from, to } of restarts) {
      const during = attempts.filter((attempt) => attempt.at > from && attempt.at < to);
      expect(during.length).toBeGreaterThan(20);
    }

    const check = await openDatabase(database.storage);
    try {
      const rows = await check.db.selectFrom("votes").select(["email", "status"]).execute();
      expect(rows).toHaveLength(attempts.length);
      const stored = new Set(rows.map((row) => row.email));
      expect(attempts.filter((attempt) => !stored.has(attempt.email))).toEqual([]);
      const valid = rows.filter((row) => row.status === "valid").length;
      expect(await check.votes.countVotes("domestic", "rendang")).toBe(valid);
    } finally {
      await check.close();
    }
  });
});
