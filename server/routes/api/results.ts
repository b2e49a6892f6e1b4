import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { apiError } from "../../../common/api-errors";
import { publicResults, publicResultsOf } from "../../committee/results";
import { storageOperation } from "../../storage/vote-store";

/** The ranking for /8trepreneur/hasil: `{"published": false}` until the committee publishes. */
export async function publicResultRoutes(app: FastifyInstance) {
  app.get(
    "/results",
    { schema: { summary: "The published ranking per category, once the committee publishes it" } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return storageOperation(() => publicResults(app.database.db, app.catalogue));
    },
  );

  app.get(
    "/results/:year",
    {
      schema: {
        summary: "The results one edition of the festival announced, by its year",
        params: z.object({ year: z.string().max(16) }),
      },
    },
    async (request, reply) => {
      const { year } = request.params as { year: string };
      // Any path that is not a year is a year without an edition, not a malformed request.
      if (!/^\d{4}$/.test(year)) return reply.code(404).send(apiError("unknown_edition"));
      const results = await storageOperation(() =>
        publicResultsOf(app.database.db, app.catalogue, Number(year)),
      );
      if (!results) return reply.code(404).send(apiError("unknown_edition"));
      if (!results.published) return reply.code(404).send(apiError("results_not_published"));
      // An archived edition's results never change; the current one's may be withdrawn.
      reply.header("cache-control", "no-store");
      return results;
    },
  );
}
