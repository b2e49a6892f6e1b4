import type { FastifyInstance } from "fastify";

/** The live ranking for the big screen, as Server-Sent Events (server/live/live-plugin.ts). */
export async function liveResultRoutes(app: FastifyInstance) {
  const live = app.liveRanking;
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
    (request, reply) => live.open(request, reply),
  );
}
