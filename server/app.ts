import { randomBytes } from "node:crypto";
import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type ApiErrorCode, apiError } from "../common/api-errors";
import type { FlaggingThresholds } from "../common/committee-api";
import type { SiteContent } from "../common/content-schema";
import { isApiPath } from "./api-path";
import { publicVotingState } from "./committee/public-state";
import { databaseSignInThrottle, type SignInThrottle } from "./committee/sign-in-throttle";
import { createProcessBuilder, type SiteBuilder } from "./content/builder";
import { type Catalogue, createCatalogue } from "./content/catalogue";
import { readDraft } from "./content/drafts";
import { firstEditionOfRepository } from "./content/first-edition";
import { readMedia } from "./content/media";
import { type BuildPreviewSite, createPreviews, type Previews } from "./content/preview";
import { createPublisher } from "./content/publisher";
import { buildRelease, codeVersionOf } from "./content/release-build";
import { reportOnce, StoredContentError, storedContentAnswer } from "./content/upgrade-content";
import { createLiveRanking, type LiveRanking } from "./live/live-ranking";
import { changesBoard } from "./live/request-changes";
import type { ViewerOptions } from "./live/viewers";
import type { Mailer } from "./mail/mailer";
import { createMetrics } from "./observability/metrics";
import { OneLinePerRequest, requestIdOf, requestLogger } from "./observability/request-log";
import { requestMetrics } from "./observability/request-metrics";
import { clientAddress } from "./plugins/client-address";
import { type RateLimitStore, rateLimits, writeLimit } from "./plugins/rate-limit";
import { securityHeaders } from "./plugins/security-headers";
import { loadStaticSite } from "./plugins/static-site";
import { expressionClickRoutes } from "./routes/api/expression-clicks";
import { healthRoutes } from "./routes/api/health";
import { liveResultRoutes } from "./routes/api/live";
import { metricsRoutes } from "./routes/api/metrics";
import type { MediaRouteOptions } from "./routes/api/panitia/content-media";
import { committeeRoutes } from "./routes/api/panitia/index";
import { publicResultRoutes } from "./routes/api/results";
import { voteChallengeRoutes } from "./routes/api/vote-challenge";
import { voteConfirmationRoutes } from "./routes/api/vote-confirmations";
import { voteRoutes } from "./routes/api/votes";
import { databaseRateLimitStore } from "./shared-state/database-rate-limit-store";
import { redisWithFallback } from "./shared-state/fallback-rate-limit-store";
import type { SharedState } from "./shared-state/redis";
import { redisSignInThrottle } from "./shared-state/redis-sign-in-throttle";
import type { Database } from "./storage/database";
import { createStorageHealth } from "./storage/storage-health";
import { StorageUnavailableError } from "./storage/vote-store";
import { defaultThresholds } from "./voting/burst-flagging";
import { type ClientHashes, createClientHasher } from "./voting/client-network";
import { purgeUnconfirmed } from "./voting/confirmations";
import { type DomainLookupOptions, watchedDomainLookup } from "./voting/domain-lookup";
import { createMailQuota, defaultMailLimits, type MailLimits } from "./voting/mail-quota";
import { createProofOfWork } from "./voting/proof-of-work";
import { votePolicy } from "./voting/vote-policy";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    /** The served release's content, as the server reads it (server/content/catalogue.ts). */
    catalogue: Catalogue;
    /** Set once a shutdown has begun: readiness answers 503 while requests are still served. */
    draining: boolean;
    /** The live ranking's streams (server/live/): their count, for tests and checks. */
    liveRanking: LiveRanking;
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
   * Publishing the content edited in the console (server/content/publisher.ts); needs
   * `staticDir`. `projectRoot` holds the sources a release is built from (default the
   * working directory).
   */
  content?: {
    releasesDir: string;
    buildTimeoutMs: number;
    followIntervalMs: number;
    projectRoot?: string;
    /** Names release folders (server/content/publisher.ts); default: the sources' digest. */
    codeVersion?: string;
    /** Builds releases (server/content/builder.ts); default the project's own build. */
    builder?: SiteBuilder;
    /** Builds a preview's site; default the real build (release-build.ts). Tests fake it. */
    buildPreviewSite?: BuildPreviewSite;
  };
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
 * How long a client may take (docs/decisions/0011-timeouts-for-slow-clients.md). A vote is a
 * few dozen bytes, so a request still arriving after 10 s is a stalled or hostile client.
 */
export const requestTimeoutMs = 10_000;
/** A socket with nothing moving in either direction for this long is closed. */
export const connectionTimeoutMs = 30_000;
/** An idle kept-alive connection is closed after this; browsers reconnect at no visible cost. */
export const keepAliveTimeoutMs = 5_000;
/**
 * A shutdown finishes the requests in flight within this (they last requestTimeoutMs at most);
 * systemd's TimeoutStopSec in deploy/ leaves room above it.
 */
export const shutdownDelayMs = 10_000;

/** Fastify's own client errors, by code, mapped onto ours. */
const clientErrorCodes: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalid_request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
};

function errorCodeFor(error: FastifyError, status: number): ApiErrorCode {
  if (status === 429) return "rate_limited";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  const known = error.code ? clientErrorCodes[error.code] : undefined;
  if (known) return known;
  // JSON.parse's SyntaxError arrives with status 400 and no Fastify code.
  if (error instanceof SyntaxError) return "invalid_json";
  return "invalid_request";
}

/**
 * A hop count becomes the equivalent trust function (trust the first n hops), the form
 * Fastify's types accept; a list of addresses passes through unchanged.
 */
function fastifyTrustProxy(value: number | string[] | undefined) {
  if (value === undefined) return false;
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * Malformed HTTP never reaches a route, so Fastify answers it from the socket. Ours answers in
 * the API's JSON shape; a reset connection gets nothing, as there is nobody to read it.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code]: [number, ApiErrorCode] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "request_timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headers_too_large"]
        : [400, "bad_request"];
  const body = JSON.stringify(apiError(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

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

/** Failed sign-ins are counted where every process sees them: Redis if configured, else the database. */
function signInThrottleFor(options: AppOptions): SignInThrottle {
  const database = databaseSignInThrottle(options.database.db);
  return options.sharedState ? redisSignInThrottle(options.sharedState, database) : database;
}

/** The whole server as one Fastify instance; server.ts only adds configuration and listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The preview of the draft is chosen per request: a committee member's cookie (preview.ts).
  let previews: Previews | undefined;
  const site = options.staticDir
    ? loadStaticSite(options.staticDir, { previewFor: (request) => previews?.rootFor(request) })
    : undefined;
  const firstEdition = options.firstEdition ?? (await firstEditionOfRepository());
  const answerBadUrl = (url: string, reply: FastifyReply) => {
    if (isApiPath(url)) return reply.code(400).send(apiError("bad_url"));
    return site ? site.sendNotFoundPage(reply, 404) : reply.code(404).send(apiError("not_found"));
  };
  const app = Fastify({
    logger: requestLogger(options.logger),
    genReqId: requestIdOf,
    logController: new OneLinePerRequest({ requestIdLogLabel: "requestId" }),
    // Votes are a few dozen bytes; nothing larger has any business reaching a handler.
    bodyLimit: 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    // While closing, a request on a connection that was already open is still served: it was
    // sent before the client could know, and a 503 would be a lost vote. Idle connections are
    // closed at once (forceCloseConnections "idle"), so no new request starts on them.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    // Node looks for requests past their timeout only this often (30 s by default), which
    // would let a trickling client hold its connection three times longer than allowed.
    http: { connectionsCheckingInterval: 1_000, headersTimeout: requestTimeoutMs },
    clientErrorHandler: answerClientError,
    // A path that cannot be decoded (`/%E0%A4%A`): Fastify's own answer would echo it.
    frameworkErrors: (_error, request, reply) => answerBadUrl(request.url, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is accepted: text/plain would otherwise reach handlers as a bare string.
  app.removeContentTypeParser("text/plain");

  app.decorate("database", options.database);
  const catalogue = createCatalogue(firstEdition);
  app.decorate("catalogue", catalogue);
  app.decorate("draining", false);
  options.database.setLogger(app.log);
  const storageHealth = createStorageHealth(options.database, app.log);
  const projectRoot = options.content?.projectRoot ?? process.cwd();
  const readSavedDraft = () => readDraft(options.database.db, firstEdition);
  const contentOptions = options.content;
  let codeVersion: Promise<string> | undefined;
  previews =
    site && contentOptions
      ? createPreviews({
          database: options.database,
          releasesDir: contentOptions.releasesDir,
          readDraft: readSavedDraft,
          build:
            contentOptions.buildPreviewSite ??
            ((job) =>
              buildRelease({
                ...job,
                projectRoot,
                readMedia: (name) => readMedia(options.database.db, name),
                timeoutMs: contentOptions.buildTimeoutMs,
                preview: true,
              })),
          buildTimeoutMs: contentOptions.buildTimeoutMs,
          codeVersion: () => {
            codeVersion ??= contentOptions.codeVersion
              ? Promise.resolve(contentOptions.codeVersion)
              : codeVersionOf(projectRoot);
            return codeVersion;
          },
          log: app.log,
        })
      : undefined;
  if (previews) {
    // Before the site's routes: a request with a preview cookie learns its build first.
    app.addHook("onRequest", previews.hook);
    app.addHook("onClose", async () => previews?.close());
  }
  const publisher =
    site && options.content
      ? createPublisher({
          database: options.database,
          site,
          catalogue,
          releasesDir: options.content.releasesDir,
          projectRoot,
          firstEdition,
          readDraft: readSavedDraft,
          builder:
            options.content.builder ??
            createProcessBuilder({
              projectRoot,
              readMedia: (name) => readMedia(options.database.db, name),
              timeoutMs: options.content.buildTimeoutMs,
            }),
          followIntervalMs: options.content.followIntervalMs,
          codeVersion: options.content.codeVersion,
          log: app.log,
        })
      : undefined;

  // One error handler for everything: a JSON reason in Indonesian, never internals, and
  // never the request body in the logs (it holds an e-mail address).
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // Stored content this version cannot read: its own answer, never the vote's outage message.
    if (error instanceof StoredContentError) {
      reportOnce(app.log, error);
      return reply.code(409).send(storedContentAnswer(error));
    }
    if (error instanceof StorageUnavailableError) {
      // Logged once per interval with a count: a full disk fails every request alike.
      storageHealth.failed(error.cause);
      return reply.code(503).send(apiError("storage_unavailable"));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(apiError("invalid_request"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiError(errorCodeFor(error, status)));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(apiError("internal_error"));
  });

  const metrics = options.metricsToken ? createMetrics() : undefined;
  await app.register(requestMetrics, { metrics });
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  if (options.trustProxy !== undefined) await app.register(clientAddress);
  const hashClient = createClientHasher(options.ipHashKey ?? randomBytes(32));
  await app.register(rateLimits, rateLimitStoreFor(options, hashClient));

  const rateLimitPerMinute = options.voteRateLimitPerMinute ?? 120;
  const rateLimit = writeLimit(rateLimitPerMinute);
  const votingState = publicVotingState(options.database);
  const policy = votePolicy(options.database, {
    flagging: options.voteFlagging ?? true,
    thresholds: options.flagThresholds ?? defaultThresholds,
    rateLimitPerMinute,
    mailAvailable: Boolean(options.mail),
    // Read as the policy is (once a second): a published festival changes it without a restart.
    get schoolDomain() {
      return catalogue.festival().schoolEmailDomain;
    },
  });
  const domainLookup = options.domainLookup && watchedDomainLookup(app, options.domainLookup);
  const admission = {
    database: options.database,
    policy,
    hashClient,
    domainLookup,
  };
  const proofOfWorkOn = options.proofOfWork ?? true;
  const proofOfWork = createProofOfWork(options.database);
  const live = createLiveRanking({
    database: options.database,
    catalogue,
    sharedState: options.sharedState,
    log: app.log,
    viewers: options.liveViewers,
  });
  app.decorate("liveRanking", live);
  // Before the routes, so that it sees every answer: a stored vote, a committee change.
  // A callback hook rather than an async one: every count read on the hot routes passes here.
  app.addHook("onResponse", (request, reply, done) => {
    if (changesBoard(request, reply)) live.changed();
    done();
  });
  // Open streams never finish by themselves: they end before the server waits for requests.
  app.addHook("preClose", async () => live.close());
  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: {
            title: "FB8 API",
            description:
              "Votes for the 8trepreneur dishes, the Expression click counter, the published " +
              "results, and the committee's API under /api/panitia (session cookie; every " +
              "state-changing request carries the x-csrf-token header).",
            version: "1.0.0",
          },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(healthRoutes, {
        sharedState: options.sharedState,
        storageHealth,
        domainLookup,
        servesLiveContent: publisher?.servesLive,
      });
      if (options.metricsToken && metrics) {
        await api.register(metricsRoutes, { metrics, token: options.metricsToken });
      }
      const mailing = options.mail
        ? {
            database: options.database,
            mailer: options.mail.mailer,
            publicUrl: options.mail.publicUrl,
            quota: createMailQuota(options.database, options.mail.limits ?? defaultMailLimits),
            catalogue,
          }
        : undefined;
      await api.register(voteChallengeRoutes, { rateLimit, proofOfWork });
      await api.register(voteRoutes, {
        rateLimit,
        votingState,
        admission,
        proofOfWork: proofOfWorkOn ? proofOfWork : undefined,
        mailing,
      });
      await api.register(voteConfirmationRoutes, {
        rateLimit,
        votingState,
        mailing,
        networkOf: (ip) => hashClient(ip).networkHash,
      });
      await api.register(expressionClickRoutes, { rateLimit });
      await api.register(publicResultRoutes);
      await api.register(liveResultRoutes, { live });
      await api.register(committeeRoutes, {
        prefix: "/panitia",
        secureCookies: options.secureCookies ?? false,
        votingState,
        policy,
        domainLookup,
        proofOfWork: proofOfWorkOn,
        hashClient: admission.hashClient,
        signInThrottle: signInThrottleFor(options),
        exportReaderTimeoutMs: options.exportReaderTimeoutMs,
        publisher,
        previews,
        firstEdition,
        publicUrl: options.publicUrl,
        posterCacheDir: options.content && join(options.content.releasesDir, "posters"),
        media: options.media,
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
      // Declared as routes so the site's catch-all never answers an API path with HTML;
      // "/" is both /api and /api/.
      for (const path of ["/", "/*"]) {
        api.all(path, { schema: { hide: true } }, async (_request, reply) =>
          reply.code(404).send(apiError("not_found")),
        );
      }
    },
    { prefix: "/api" },
  );

  // Reached by paths no route takes: other methods than GET and HEAD on pages, and paths
  // that cannot be decoded. Pages answer with our page, everything else with our JSON.
  app.setNotFoundHandler((request, reply) => {
    if (!site || isApiPath(request.url)) return reply.code(404).send(apiError("not_found"));
    if (request.method === "GET" || request.method === "HEAD") {
      return site.sendNotFoundPage(reply, 404);
    }
    return site.sendNotFoundPage(reply.header("allow", "GET, HEAD"), 405);
  });

  if (site) await app.register(site.plugin);
  // The live release is served before the server listens, even when this machine must
  // build it first: a restart never brings the repository's first edition back.
  if (publisher) {
    await publisher.start();
    app.addHook("onClose", async () => publisher.stop());
  }

  if (options.mail) purgeUnconfirmedVotes(app, options.database);

  if (options.sharedState) options.sharedState.setLogger(app.log);
  app.addHook("onClose", async () => {
    storageHealth.close();
    options.mail?.mailer.close();
    await options.sharedState?.close();
    await options.database.close();
  });

  return app;
}

const purgeEveryMs = 10 * 60_000;

/**
 * Unconfirmed votes never count; after 48 hours they go (server/voting/confirmations.ts), at
 * boot and every 10 minutes. Every process may run it: a purge that finds nothing is cheap.
 */
function purgeUnconfirmedVotes(app: FastifyInstance, database: Database) {
  const purge = () =>
    purgeUnconfirmed(database)
      .then((count) => {
        if (count > 0) app.log.info({ count }, "unconfirmed votes older than 48 hours deleted");
      })
      .catch((error) => app.log.warn({ err: error }, "purge of unconfirmed votes failed"));
  app.addHook("onReady", async () => {
    void purge();
  });
  const timer = setInterval(purge, purgeEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
