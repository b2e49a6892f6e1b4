import { join } from "node:path";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { apiError } from "../../../common/api-errors";
import type { SiteContent } from "../../../common/content-schema";
import type { AppOptions } from "../../app";
import { publicVotingState } from "../../committee/public-state";
import { databaseSignInThrottle, type SignInThrottle } from "../../committee/sign-in-throttle";
import { watchMailer } from "../../mail/mail-health";
import type { Metrics } from "../../observability/metrics";
import { writeLimit } from "../../plugins/rate-limit";
import { redisSignInThrottle } from "../../shared-state/redis-sign-in-throttle";
import type { StorageHealth } from "../../storage/storage-health";
import { defaultThresholds } from "../../voting/burst-flagging";
import type { ClientHashes } from "../../voting/client-network";
import { watchedDomainLookup } from "../../voting/domain-lookup";
import { createMailQuota, defaultMailLimits } from "../../voting/mail-quota";
import { createProofOfWork } from "../../voting/proof-of-work";
import { votePolicy } from "../../voting/vote-policy";
import { expressionClickRoutes } from "./expression-clicks";
import { healthRoutes } from "./health";
import { liveResultRoutes } from "./live";
import { metricsRoutes } from "./metrics";
import { committeeRoutes } from "./panitia/index";
import { publicResultRoutes } from "./results";
import { voteChallengeRoutes } from "./vote-challenge";
import { voteConfirmationRoutes } from "./vote-confirmations";
import { voteRoutes } from "./votes";

export type ApiOptions = Omit<
  AppOptions,
  "staticDir" | "logger" | "trustProxy" | "ipHashKey" | "firstEdition"
> & {
  /** The content the committee's draft starts from (server/content/drafts.ts). */
  firstEdition: SiteContent;
  storageHealth: StorageHealth;
  hashClient: (ip: string) => ClientHashes;
  metrics?: Metrics;
};

/** Failed sign-ins are counted where every process sees them: Redis if configured, else the database. */
function signInThrottleFor(options: ApiOptions): SignInThrottle {
  const database = databaseSignInThrottle(options.database.db);
  return options.sharedState ? redisSignInThrottle(options.sharedState, database) : database;
}

/** Everything under /api: the public routes, the committee's, and the API's own description. */
export async function apiRoutes(api: FastifyInstance, options: ApiOptions) {
  const { database } = options;
  const rateLimitPerMinute = options.voteRateLimitPerMinute ?? 120;
  const rateLimit = writeLimit(rateLimitPerMinute);
  const votingState = publicVotingState(database);
  const { catalogue } = api;
  const policy = votePolicy(database, {
    flagging: options.voteFlagging ?? true,
    thresholds: options.flagThresholds ?? defaultThresholds,
    rateLimitPerMinute,
    mailAvailable: Boolean(options.mail),
    // Read as the policy is (once a second): a published festival changes it without a restart.
    get schoolDomain() {
      return catalogue.festival().schoolEmailDomain;
    },
  });
  const domainLookup = options.domainLookup && watchedDomainLookup(api, options.domainLookup);
  const admission = {
    database,
    policy,
    hashClient: options.hashClient,
    domainLookup,
    releaseHasDish: api.releaseHasDish,
  };
  const proofOfWorkOn = options.proofOfWork ?? true;
  const proofOfWork = createProofOfWork(database);

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
  const mailer = options.mail && watchMailer(options.mail.mailer, api.log);
  await api.register(healthRoutes, {
    sharedState: options.sharedState,
    storageHealth: options.storageHealth,
    domainLookup,
    mailer,
    servesLiveContent: api.publishing?.publisher.servesLive,
  });
  if (options.metricsToken && options.metrics) {
    await api.register(metricsRoutes, { metrics: options.metrics, token: options.metricsToken });
  }
  const mailing =
    options.mail && mailer
      ? {
          database,
          mailer,
          publicUrl: options.mail.publicUrl,
          quota: createMailQuota(database, options.mail.limits ?? defaultMailLimits),
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
    networkOf: (ip) => options.hashClient(ip).networkHash,
  });
  await api.register(expressionClickRoutes, { rateLimit });
  await api.register(publicResultRoutes);
  await api.register(liveResultRoutes);
  await api.register(committeeRoutes, {
    prefix: "/panitia",
    secureCookies: options.secureCookies ?? false,
    votingState,
    policy,
    domainLookup,
    proofOfWork: proofOfWorkOn,
    hashClient: options.hashClient,
    signInThrottle: signInThrottleFor(options),
    exportReaderTimeoutMs: options.exportReaderTimeoutMs,
    firstEdition: options.firstEdition,
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
}
