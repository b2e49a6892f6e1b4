import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";

/**
 * Conservative headers for a public site with no third-party scripts. Inline scripts stay
 * allowed because React Router puts its hydration data in one on every prerendered page.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
}

// Not encapsulated: the headers must reach every route, the site's and the API's.
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: "security-headers" });
