import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    {
      schema: {
        response: {
          "2xx": { $ref: "HealthResponse#" },
          "5xx": { $ref: "HealthResponse#" },
        },
      },
    },
    async (_request, reply) => {
      const reachable = await app.database.isReachable();
      reply.header("cache-control", "no-store");
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? "ok" : "unavailable",
        storage: { kind: app.database.kind, reachable },
      });
    },
  );
}
