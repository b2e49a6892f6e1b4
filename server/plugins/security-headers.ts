import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import helmet from "helmet";

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

async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeaderSet();
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
}

// Not encapsulated: the headers must reach every route, the site's and the API's.
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: "security-headers" });
