import type { FastifyInstance } from "fastify";
import type { LiveRanking } from "../../live/live-ranking";

/** The live ranking for the big screen, as Server-Sent Events (server/live/). */
export async function liveResultRoutes(app: FastifyInstance, options: { live: LiveRanking }) {
  app.get(
    "/results/live",
    {
      // The stream is written to the socket directly; compression would hold events back.
      compress: false,
      // A HEAD would register a viewer that is never sent anything.
      exposeHeadRoute: false,
      schema: {
        summary:
          "Server-Sent Events: the live ranking per category (counts null while hidden), at once and on every change",
      },
    },
    (request, reply) => options.live.open(request, reply),
  );
}
