import { STATUS_CODES } from "node:http";
import { Socket } from "node:net";
import type { Duplex } from "node:stream";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type HookHandlerDoneFunction,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type ApiErrorCode, apiError } from "../common/api-errors";
import { committeeApiPaths } from "../common/paths";
import { OneLinePerRequest, requestIdOf, requestLogger } from "./observability/request-log";

/**
 * How long a client may take (docs/decisions/0011-timeouts-for-slow-clients.md). A vote is a
 * few dozen bytes, so a request still arriving after 10 s is a stalled or hostile client.
 */
export const requestTimeoutMs = 10_000;
/**
 * A picture's upload may take this long instead (README, POST content/media): 15 MB from a
 * phone on a slow connection up. Node's requestTimeout is one for the whole server, so it is
 * set to this, and every other request is held to requestTimeoutMs by `holdToRequestTimeout`.
 */
export const uploadRequestTimeoutMs = 120_000;
const slowUploads = new Set([`POST ${committeeApiPaths.contentMedia}`]);
/** A socket with nothing moving in either direction for this long is closed. */
export const connectionTimeoutMs = 30_000;
/** An idle kept-alive connection is closed after this; browsers reconnect at no visible cost. */
export const keepAliveTimeoutMs = 5_000;
/**
 * A shutdown finishes the requests in flight within this (they last requestTimeoutMs at most,
 * but for an upload: one still arriving is cut off, and the editor sends it again);
 * systemd's TimeoutStopSec in deploy/ leaves room above it.
 */
export const shutdownDelayMs = 10_000;

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
 * Every request but an upload is answered 408 request_timeout and cut off when its body has
 * not arrived whole within requestTimeoutMs, as Node's own requestTimeout would.
 */
function holdToRequestTimeout(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (slowUploads.has(`${request.method} ${request.routeOptions.url}`)) return done();
  // An injected request (app.inject, in the tests) has no connection to hold or cut: its mock
  // socket cannot be written or destroyed, and its body is whole from the start.
  if (!(request.raw.socket instanceof Socket)) return done();
  const timer = setTimeout(() => {
    // A body that has arrived is the handler's to answer, however long it takes.
    if (request.raw.complete || reply.raw.headersSent) return;
    const late = Object.assign(new Error("request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" });
    answerClientError(late, request.raw.socket);
  }, requestTimeoutMs);
  reply.raw.once("close", () => clearTimeout(timer));
  done();
}

/** The Fastify instance with the server's limits, logging and validation, and no plugin yet. */
export function createFastify(options: {
  logger?: FastifyServerOptions["logger"];
  trustProxy?: number | string[];
  /** A path that cannot be decoded (`/%E0%A4%A`): Fastify's own answer would echo it. */
  answerBadUrl(url: string, reply: FastifyReply): FastifyReply;
  /** How long a plugin may take to start (server/content/content-plugin.ts). */
  pluginTimeoutMs: number;
}): FastifyInstance {
  const app = Fastify({
    logger: requestLogger(options.logger),
    genReqId: requestIdOf,
    logController: new OneLinePerRequest({ requestIdLogLabel: "requestId" }),
    // Votes are a few dozen bytes; nothing larger has any business reaching a handler.
    bodyLimit: 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: uploadRequestTimeoutMs,
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
    frameworkErrors: (_error, request, reply) => options.answerBadUrl(request.url, reply),
    pluginTimeout: options.pluginTimeoutMs,
  });
  app.addHook("onRequest", holdToRequestTimeout);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is accepted: text/plain would otherwise reach handlers as a bare string.
  app.removeContentTypeParser("text/plain");
  return app;
}
