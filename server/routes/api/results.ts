import type { FastifyInstance } from "fastify";
import { publicResults } from "../../committee/results";
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
}
