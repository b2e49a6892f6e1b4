import type { FastifyError, FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiErrorCode, apiError } from "../../common/api-errors";
import { reportOnce, StoredContentError, storedContentAnswer } from "../content/upgrade-content";
import type { StorageHealth } from "../storage/storage-health";
import { StorageUnavailableError } from "../storage/vote-store";

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
 * One error handler for everything: a JSON reason in Indonesian, never internals, and never
 * the request body in the logs (it holds an e-mail address). Registered before the routes,
 * which take the handler of the context they are registered in.
 */
async function errorAnswersPlugin(app: FastifyInstance, options: { storageHealth: StorageHealth }) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // Stored content this version cannot read: its own answer, never the vote's outage message.
    if (error instanceof StoredContentError) {
      reportOnce(app.log, error);
      return reply.code(409).send(storedContentAnswer(error));
    }
    if (error instanceof StorageUnavailableError) {
      // Logged once per interval with a count: a full disk fails every request alike.
      options.storageHealth.failed(error.cause);
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
}

export const errorAnswers = fastifyPlugin(errorAnswersPlugin, { name: "error-answers" });
