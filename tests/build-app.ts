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
import type { MailLimits } from "../server/voting/mail-quota";

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
  /** Confirmation mails go through this SMTP server (scripts/support/smtp-server.ts). */
  smtpUrl?: string;
  /** The origin of the mails' links and the posters' codes (PUBLIC_URL); default `testPublicUrl`. */
  publicUrl?: string;
  /** The confirmation mails' limits; default the shipped ones. */
  mailLimits?: MailLimits;
  /** Off unless a test is about the proof of work: other tests cast votes without one. */
  proofOfWork?: boolean;
  /** Serves GET /api/metrics to this bearer token. */
  metricsToken?: string;
  /** Off unless a test is about it: small e-mail domains are looked up in this DNS. */
  domainLookup?: AppOptions["domainLookup"];
  /** Redis for the shared limits (server/shared-state/redis.ts); closed with the app. */
  sharedState?: AppOptions["sharedState"];
  /** How long a CSV export waits for a reader who takes nothing (default 30 s). */
  exportReaderTimeoutMs?: number;
  /** The content's first edition; default the repository's content/ folder. */
  firstEdition?: AppOptions["firstEdition"];
  /** Publishing content (needs `staticDir`): where releases are built and kept. */
  content?: AppOptions["content"];
  /** The live ranking's limits: a small cap, a short heartbeat. */
  liveViewers?: AppOptions["liveViewers"];
  /** Uploads' quotas and decoding limits; the hourly sweep is off unless given. */
  media?: AppOptions["media"];
};

/** Where the test apps say they are published: the origin of every link they mail. */
export const testPublicUrl = "https://fb8.example.sch.id";

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
  const database = await openDatabase(storage.storage);
  await untilMigrated(database);
  const app = await buildApp({
    database,
    staticDir: options.staticDir,
    logger: { level: options.logLevel ?? "info", stream },
    voteRateLimitPerMinute: options.voteRateLimitPerMinute ?? 0,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl ?? testPublicUrl,
    voteFlagging: options.voteFlagging,
    flagThresholds: options.flagThresholds,
    mail: options.smtpUrl
      ? {
          mailer: createMailer({ smtpUrl: options.smtpUrl, from: "panitia@fb8.test" }),
          publicUrl: options.publicUrl ?? testPublicUrl,
          limits: options.mailLimits,
        }
      : undefined,
    proofOfWork: options.proofOfWork ?? false,
    metricsToken: options.metricsToken,
    domainLookup: options.domainLookup,
    sharedState: options.sharedState,
    exportReaderTimeoutMs: options.exportReaderTimeoutMs,
    firstEdition: options.firstEdition,
    content: options.content,
    liveViewers: options.liveViewers,
    media: { sweepIntervalMs: 0, ...options.media },
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

/**
 * PostgreSQL is migrated in the background when the first attempt fails (a busy test machine
 * can time it out): a test starts once its database is ready, as a real server would be
 * before its readiness check passes.
 */
async function untilMigrated(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (database.kind !== "postgres") return;
  const deadline = Date.now() + 30_000;
  while (!(await database.isReachable())) {
    if (Date.now() > deadline)
      throw new Error("the test's PostgreSQL database was not ready in 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
