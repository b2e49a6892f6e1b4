import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RateLimit } from "../../plugins/rate-limit";
import { clicksResponse, errorResponse } from "./schemas";

const counterName = "expression-clicks";

/** Counts clicks on the Expression gallery link. */
export async function expressionClickRoutes(
  app: FastifyInstance,
  options: { rateLimit: RateLimit },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/expression/clicks",
    { schema: { summary: "Read the click counter", response: { 200: clicksResponse } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { clicks: await app.database.votes.readCounter(counterName) };
    },
  );

  api.post(
    "/expression/clicks",
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        summary: "Add one click (send no body, e.g. navigator.sendBeacon(url))",
        response: { 200: clicksResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async () => ({ clicks: await app.database.votes.incrementCounter(counterName) }),
  );
}
