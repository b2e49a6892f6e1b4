import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type ApiErrorCode, apiError } from "../common/api-errors";
import { rateLimits, writeLimit } from "./plugins/rate-limit";
import { securityHeaders } from "./plugins/security-headers";
import { staticSite } from "./plugins/static-site";
import { expressionClickRoutes } from "./routes/api/expression-clicks";
import { healthRoutes } from "./routes/api/health";
import { voteRoutes } from "./routes/api/votes";
import type { Database } from "./storage/database";
import { StorageUnavailableError } from "./storage/vote-store";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

export type AppOptions = {
  database: Database;
  /** Folder of the built site; leave out to serve only the API (development, API tests). */
  staticDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Votes and clicks per client IP per minute; 0 turns the limit off. Default 120. */
  voteRateLimitPerMinute?: number;
  trustProxy?: boolean | number | string[];
};

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
 * Fastify's types accept; the other values pass through unchanged.
 */
function fastifyTrustProxy(value: boolean | number | string[]) {
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

/** The whole server as one Fastify instance; server.ts only adds configuration and listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Votes are a few dozen bytes; nothing larger has any business reaching a handler.
    bodyLimit: 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is accepted: text/plain would otherwise reach handlers as a bare string.
  app.removeContentTypeParser("text/plain");

  app.decorate("database", options.database);

  // One error handler for everything: a JSON reason in Indonesian, never internals, and
  // never the request body in the logs (it holds an e-mail address).
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error.cause }, "storage unavailable");
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

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimits);

  const rateLimit = writeLimit(options.voteRateLimitPerMinute ?? 120);
  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: {
            title: "FB8 API",
            description: "Votes for the 8trepreneur dishes and the Expression click counter.",
            version: "1.0.0",
          },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(healthRoutes);
      await api.register(voteRoutes, { rateLimit });
      await api.register(expressionClickRoutes, { rateLimit });
      api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
      // Declared as a route so the site's catch-all never answers an API path with HTML.
      api.all("/*", { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send(apiError("not_found")),
      );
    },
    { prefix: "/api" },
  );

  if (options.staticDir) {
    await app.register(staticSite, { root: options.staticDir });
  }

  app.addHook("onClose", async () => {
    await options.database.close();
  });

  return app;
}
