import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const healthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  storage: z.object({ kind: z.enum(["sqlite", "postgres"]), reachable: z.boolean() }),
});

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        summary: "Whether the server and its database are up",
        response: { 200: healthResponse, 503: healthResponse },
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
