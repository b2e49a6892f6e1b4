import { randomBytes } from "node:crypto";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import { apiError } from "../common/api-errors";
import type { FlaggingThresholds } from "../common/committee-api";
import type { SiteContent } from "../common/content-schema";
import { isApiPath } from "./api-path";
import { prepareEditions } from "./committee/edition-startup";
import { type ContentOptions, contentPlugin, pluginTimeoutMsFor } from "./content/content-plugin";
import { firstEditionOfRepository } from "./content/first-edition";
import { createFastify } from "./fastify-server";
import { livePlugin } from "./live/live-plugin";
import type { ViewerOptions } from "./live/viewers";
import type { Mailer } from "./mail/mailer";
import { createMetrics } from "./observability/metrics";
import { requestMetrics } from "./observability/request-metrics";
import { clientAddress } from "./plugins/client-address";
import { errorAnswers } from "./plugins/error-answers";
import { type RateLimitStore, rateLimits } from "./plugins/rate-limit";
import { securityHeaders } from "./plugins/security-headers";
import { sitePages } from "./plugins/site-pages";
import { loadStaticSite } from "./plugins/static-site";
import { apiRoutes } from "./routes/api/index";
import type { MediaRouteOptions } from "./routes/api/panitia/content-media";
import { databaseRateLimitStore } from "./shared-state/database-rate-limit-store";
import { redisWithFallback } from "./shared-state/fallback-rate-limit-store";
import type { SharedState } from "./shared-state/redis";
import type { Database } from "./storage/database";
import { createStorageHealth } from "./storage/storage-health";
import { type ClientHashes, createClientHasher } from "./voting/client-network";
import type { DomainLookupOptions } from "./voting/domain-lookup";
import type { MailLimits } from "./voting/mail-quota";
import { unconfirmedPurge } from "./voting/unconfirmed-purge";

export {
  connectionTimeoutMs,
  keepAliveTimeoutMs,
  requestTimeoutMs,
  shutdownDelayMs,
} from "./fastify-server";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    /** Set once a shutdown has begun: readiness answers 503 while requests are still served. */
    draining: boolean;
  }
}

export type AppOptions = {
  database: Database;
  /** Folder of the built site; leave out to serve only the API (development, API tests). */
  staticDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Votes and clicks per client IP per minute; 0 turns the limit off. Default 120. */
  voteRateLimitPerMinute?: number;
  /** Trusted proxies: a hop count or their addresses; leave out to ignore X-Forwarded-For. */
  trustProxy?: number | string[];
  /** The committee's session cookie is `Secure` (true when PUBLIC_URL is https). */
  secureCookies?: boolean;
  /**
   * PUBLIC_URL's origin, where the stands' posters point; they are refused unless it is
   * https, and a request's Host is never used instead.
   */
  publicUrl?: string;
  /** Burst flagging (VOTE_FLAGGING); default on. */
  voteFlagging?: boolean;
  /** Default flagging thresholds until the committee sets its own (VOTE_FLAG_*). */
  flagThresholds?: FlaggingThresholds;
  /** Key of the client IPs' keyed hashes (server/voting/client-network.ts); default random. */
  ipHashKey?: Buffer;
  /**
   * Sends confirmation mails (SMTP_URL, MAIL_FROM) whose links point at `publicUrl`
   * (PUBLIC_URL's origin, never a request's Host), within `limits`; without it confirmation
   * stays off.
   */
  mail?: { mailer: Mailer; publicUrl: string; limits?: MailLimits };
  /** Every vote carries a solved ALTCHA challenge (VOTE_PROOF_OF_WORK); default on. */
  proofOfWork?: boolean;
  /** Serves GET /api/metrics to this bearer token (METRICS_TOKEN); no metrics without it. */
  metricsToken?: string;
  /** Redis (REDIS_URL): the rate limit and spent proofs of work, shared by every process. */
  sharedState?: SharedState;
  /**
   * Small e-mail domains are looked up in DNS (VOTE_DNS_SERVERS); leave out to look up
   * none (tests, VOTE_DNS_SERVERS=off).
   */
  domainLookup?: DomainLookupOptions;
  /** How long a CSV export waits for a reader who takes nothing; default 30 s (tests: less). */
  exportReaderTimeoutMs?: number;
  /**
   * Publishing the content edited in the console (server/content/content-plugin.ts); needs
   * `staticDir`. One builder (`builder`, default the project's own build) makes releases and
   * previews alike.
   */
  content?: ContentOptions;
  /**
   * The content the committee's draft starts from: by default the repository's content/
   * folder, read and checked once at start-up (server/content/first-edition.ts).
   */
  firstEdition?: SiteContent;
  /** The live ranking's limits (server/live/viewers.ts); tests shorten the heartbeat. */
  liveViewers?: Partial<ViewerOptions>;
  /** Uploads: quotas per account (MEDIA_QUOTA_*), decodes at once, sweeps of unused media. */
  media?: MediaRouteOptions;
};

/**
 * Redis when configured, else the database when it is shared (PostgreSQL), else memory; while
 * Redis is unreachable, whichever of the other two applies.
 */
function rateLimitStoreFor(
  options: AppOptions,
  hashClient: (ip: string) => ClientHashes,
): RateLimitStore {
  const database =
    options.database.kind === "postgres"
      ? databaseRateLimitStore(options.database.db, (ip) => hashClient(ip).ipHash)
      : undefined;
  if (options.sharedState) {
    return { store: redisWithFallback(options.sharedState.redis, database) };
  }
  return database ? { store: database } : {};
}

/** The whole server as one Fastify instance; server.ts only adds configuration and listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const firstEdition = options.firstEdition ?? (await firstEditionOfRepository());
  // The preview of the draft is chosen per request: a committee member's cookie (preview.ts).
  const site = options.staticDir
    ? loadStaticSite(options.staticDir, {
        previewFor: (request) => app.publishing?.previews.rootFor(request),
      })
    : undefined;
  const answerBadUrl = (url: string, reply: FastifyReply) => {
    if (isApiPath(url)) return reply.code(400).send(apiError("bad_url"));
    return site ? site.sendNotFoundPage(reply, 404) : reply.code(404).send(apiError("not_found"));
  };
  const app = createFastify({
    logger: options.logger,
    trustProxy: options.trustProxy,
    answerBadUrl,
    pluginTimeoutMs: pluginTimeoutMsFor(options.content),
  });
  app.decorate("database", options.database);
  app.decorate("draining", false);
  options.database.setLogger(app.log);
  options.sharedState?.setLogger(app.log);
  const storageHealth = createStorageHealth(options.database, app.log);
  const metrics = options.metricsToken ? createMetrics() : undefined;
  const hashClient = createClientHasher(options.ipHashKey ?? randomBytes(32));

  // First: its preview hook answers before any other, and the plugins below read its catalogue.
  // It serves the live release (building it if need be) before buildApp returns.
  await app.register(contentPlugin, {
    firstEdition,
    site,
    content: options.content,
    sharedState: options.sharedState,
  });
  // The first edition's row and legacy announcements: startup steps, so a GET never writes.
  await prepareEditions(app);
  await app.register(errorAnswers, { storageHealth });
  await app.register(requestMetrics, { metrics });
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  if (options.trustProxy !== undefined) await app.register(clientAddress);
  await app.register(rateLimits, rateLimitStoreFor(options, hashClient));
  // Before the routes, whose answers it watches.
  await app.register(livePlugin, {
    sharedState: options.sharedState,
    viewers: options.liveViewers,
  });
  await app.register(apiRoutes, {
    ...options,
    prefix: "/api",
    firstEdition,
    storageHealth,
    hashClient,
    metrics,
  });
  await app.register(sitePages, { site });
  if (options.mail) await app.register(unconfirmedPurge);

  app.addHook("onClose", async () => {
    storageHealth.close();
    options.mail?.mailer.close();
    await options.sharedState?.close();
    await options.database.close();
  });
  return app;
}
