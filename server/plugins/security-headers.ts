import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import helmet from "helmet";
import { isApiPath } from "../api-path";
import { contentSecurityPolicy } from "../content-security-policy";

/**
 * Conservative headers for a public site with no third-party scripts. The
 * Content-Security-Policy is ours (server/content-security-policy.ts): this one, without any
 * hash, goes with everything but the pages, whose own policy the static site sets with the
 * hashes of their inline scripts.
 */
const middleware = helmet({
  contentSecurityPolicy: false,
  // Outbound links to the festival's social profiles must still open them.
  crossOriginEmbedderPolicy: false,
  // Served over plain HTTP on localhost in development; TLS is the proxy's business.
  strictTransportSecurity: false,
});

/**
 * The headers are the same on every response but a page's policy, so helmet runs once at boot and
 * each response gets the finished set: run per request, helmet's parsing cost a tenth of
 * the server's time under load.
 */
export function securityHeaderSet(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers["content-security-policy"] = contentSecurityPolicy();
  return headers;
}

/**
 * What a JSON answer needs, as OWASP's REST guidance has it: never sniffed into something
 * else, never framed, and if opened as a document, allowed to load nothing. The page set's
 * other headers govern how a document behaves and say nothing to `fetch`; on an answer of
 * ~70 bytes they were 650 bytes of headers, which cost a fifth of the count reads' speed
 * (README, Benchmark).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
};

/**
 * One hook, not async (no promise per request), sets every response's fixed headers and the
 * request's id: the id every log line of the request carries, for matching a visitor's report
 * to the log.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  const pageHeaders = securityHeaderSet();
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiSecurityHeaders : pageHeaders);
    reply.header("x-request-id", request.id);
    done();
  });
}

// Not encapsulated: the headers must reach every route, the site's and the API's.
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: "security-headers" });
