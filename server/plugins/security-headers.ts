import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import helmet from "helmet";
import { isApiPath } from "../api-path";

/**
 * Conservative headers for a public site with no third-party scripts. Inline scripts stay
 * allowed because React Router puts its hydration data in one on every prerendered page.
 */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      "script-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "media-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "upgrade-insecure-requests": null,
    },
  },
  // Outbound links to the festival's social profiles must still open them.
  crossOriginEmbedderPolicy: false,
  // Served over plain HTTP on localhost in development; TLS is the proxy's business.
  strictTransportSecurity: false,
});

/**
 * The headers are the same on every response (no nonces), so helmet runs once at boot and
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
