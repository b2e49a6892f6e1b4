import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { onTestFinished } from "vitest";
import {
  type DisposableStorage,
  freshPostgres,
  freshSqlite,
  postgresUrl,
} from "../scripts/support/databases";
import { type AppOptions, buildApp } from "../server/app";
import type { Config } from "../server/config";
import { createMailer } from "../server/mail/mailer";
import { openDatabase } from "../server/storage/database";

export type TestAppOptions = {
  /** A fresh SQLite (default) or PostgreSQL database, or one the test prepared itself. */
  storage?: "sqlite" | "postgres" | DisposableStorage;
  /** Folder of a built site; leave out to serve only the API. */
  staticDir?: string;
  /** Off (0) unless a test is about the limit. */
  voteRateLimitPerMinute?: number;
  trustProxy?: AppOptions["trustProxy"];
  logLevel?: Config["logLevel"];
  voteFlagging?: boolean;
  flagThresholds?: AppOptions["flagThresholds"];
  /** Confirmation mails go through this SMTP server (tests/smtp.ts). */
  smtpUrl?: string;
  /** Off unless a test is about the proof of work: other tests cast votes without one. */
  proofOfWork?: boolean;
  /** Serves GET /api/metrics to this bearer token. */
  metricsToken?: string;
  /** How long a CSV export waits for a reader who takes nothing (default 30 s). */
  exportReaderTimeoutMs?: number;
};

export type TestApp = {
  app: FastifyInstance;
  /** Every log line the app wrote, as written (JSON). */
  logs: string[];
  storage: DisposableStorage;
  /** Listens on a free port of 127.0.0.1 and returns its base URL, for tests needing sockets. */
  listen(): Promise<string>;
};

async function createStorage(choice: TestAppOptions["storage"]): Promise<DisposableStorage> {
  if (choice === undefined || choice === "sqlite") return freshSqlite();
  if (choice === "postgres") {
    if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
    return freshPostgres(postgresUrl);
  }
  return choice;
}

/**
 * The real app (server/app.ts) on a fresh database with test configuration. It is closed, and
 * its database removed, when the calling test ends: call it inside a test, not in a hook.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const storage = await createStorage(options.storage);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    database: await openDatabase(storage.storage),
    staticDir: options.staticDir,
    logger: { level: options.logLevel ?? "info", stream },
    voteRateLimitPerMinute: options.voteRateLimitPerMinute ?? 0,
    trustProxy: options.trustProxy,
    voteFlagging: options.voteFlagging,
    flagThresholds: options.flagThresholds,
    mail: options.smtpUrl
      ? createMailer({ smtpUrl: options.smtpUrl, from: "panitia@fb8.test" })
      : undefined,
    proofOfWork: options.proofOfWork ?? false,
    metricsToken: options.metricsToken,
    exportReaderTimeoutMs: options.exportReaderTimeoutMs,
  });
  onTestFinished(async () => {
    await app.close();
    await storage.dispose();
  });
  return {
    app,
    logs,
    storage,
    listen: () => app.listen({ port: 0, host: "127.0.0.1" }),
  };
}
