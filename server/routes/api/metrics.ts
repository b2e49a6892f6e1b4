import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { apiError } from "../../../common/api-errors";
import type { Metrics } from "../../observability/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /api/metrics for Prometheus, behind a bearer token (METRICS_TOKEN). Registered only
 * when a token is configured: without one the path is as unknown as any other.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: { metrics: Metrics; token: string },
) {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = digest(options.token);
  app.get(
    "/metrics",
    { schema: { summary: "Prometheus metrics (Authorization: Bearer METRICS_TOKEN)" } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const header = request.headers.authorization ?? "";
      const sent = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
      if (!timingSafeEqual(digest(sent), expected)) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send(apiError("metrics_unauthorized"));
      }
      return reply
        .type(options.metrics.registry.contentType)
        .send(await options.metrics.registry.metrics());
    },
  );
}
