import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type DisposableStorage, freshPostgres, postgresUrl } from "../scripts/support/databases";
import { postVote, startServerProcess } from "../scripts/support/server-process";
import type { Config } from "./config";
import { openDatabase } from "./storage/database";

/**
 * SIGTERM in the middle of a crowd of voters (a restart, a deploy): every request the server
 * had received is answered, every acknowledged vote is stored, and the process exits 0 within
 * its 10 seconds.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sqliteStorage(): Promise<{
  env: Record<string, string>;
  storage: Config["storage"];
}> {
  const dir = mkdtempSync(join(tmpdir(), "fb8-shutdown-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, storage: { kind: "sqlite", file: join(dir, "fb8.sqlite") } };
}

async function postgresStorage() {
  const database: DisposableStorage = await freshPostgres(postgresUrl ?? "");
  cleanups.push(() => database.dispose());
  if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
  const dir = mkdtempSync(join(tmpdir(), "fb8-shutdown-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir, DATABASE_URL: database.storage.url }, storage: database.storage };
}

const kinds = [
  { kind: "sqlite", enabled: true, prepare: sqliteStorage },
  { kind: "postgres", enabled: Boolean(postgresUrl), prepare: postgresStorage },
];

type Attempt = { email: string; startedAt: number; status?: number; error?: string };

describe.each(kinds)("SIGTERM under load on $kind", ({ enabled, prepare }) => {
  it.skipIf(!enabled)(
    "answers every request in flight, stores every acknowledged vote and exits 0",
    async () => {
      const { env, storage } = await prepare();
      const server = await startServerProcess(env);
      cleanups.push(() => server.stop());
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.child.once("exit", (code) => resolve({ code, at: Date.now() })),
      );

      const attempts: Attempt[] = [];
      let signalledAt = Number.POSITIVE_INFINITY;
      let stop = false;
      const client = async (id: number) => {
        // Bounded: at most 400 votes per client, and none once the server has gone.
        for (let n = 0; n < 400 && !stop; n += 1) {
          const attempt: Attempt = { email: `c${id}-${n}@example.com`, startedAt: Date.now() };
          attempts.push(attempt);
          try {
            const response = await postVote(server.url, "domestic", "rendang", attempt.email);
            attempt.status = response.status;
            await response.arrayBuffer();
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            attempt.error = cause?.code ?? String(error);
            if (attempt.startedAt > signalledAt) stop = true;
          }
        }
      };
      const clients = Promise.all(Array.from({ length: 20 }, (_, id) => client(id)));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // A crowd, not a second: on a loaded machine a second may hold only a few answered votes.
      await vi.waitFor(
        () =>
          expect(attempts.filter((attempt) => attempt.status === 201).length).toBeGreaterThan(40),
        { timeout: 20_000, interval: 50 },
      );
      signalledAt = Date.now();
      server.child.kill("SIGTERM");
      const { code, at } = await exited;
      stop = true;
      await clients;

      expect(code).toBe(0);
      expect(at - signalledAt).toBeLessThan(10_000);
      // Sent well before the signal, a request was in flight: it must have had its answer.
      const inFlight = attempts.filter((attempt) => attempt.startedAt < signalledAt - 50);
      expect(inFlight.length).toBeGreaterThan(20);
      expect(inFlight.filter((attempt) => attempt.status !== 201)).toEqual([]);
      // After the signal a client may find the door closed, never a vote half-taken.
      const refusedLater = attempts.filter((attempt) => attempt.error !== undefined);
      for (const attempt of refusedLater)
        expect(attempt.startedAt).toBeGreaterThan(signalledAt - 50);

      const acknowledged = attempts.filter((attempt) => attempt.status === 201);
      const database = await openDatabase(storage);
      try {
        const rows = await database.db.selectFrom("votes").select(["email", "status"]).execute();
        const stored = new Set(rows.map((row) => row.email));
        expect(acknowledged.filter((attempt) => !stored.has(attempt.email))).toEqual([]);
        // Past the burst threshold most are flagged (one network, one domain); totals match rows.
        const valid = rows.filter((row) => row.status === "valid").length;
        expect(await database.votes.countVotes("domestic", "rendang")).toBe(valid);
      } finally {
        await database.close();
      }
    },
  );
});
