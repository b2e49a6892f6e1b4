import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { SharedState } from "../shared-state/redis";
import { createLiveRanking, type LiveRanking } from "./live-ranking";
import { changesBoard } from "./request-changes";
import type { ViewerOptions } from "./viewers";

declare module "fastify" {
  interface FastifyInstance {
    /** The live ranking's streams (server/live/): their count, for tests and checks. */
    liveRanking: LiveRanking;
  }
}

export type LivePluginOptions = {
  /** Redis, when configured: changes announced to every process through it (fan-out.ts). */
  sharedState?: SharedState;
  /** The live ranking's limits (server/live/viewers.ts); tests shorten the heartbeat. */
  viewers?: Partial<ViewerOptions>;
};

/**
 * The live ranking (`app.liveRanking`): recounted when an answer may have changed the board,
 * pushed to this process's viewers, its streams ended before the server stops.
 */
async function live(app: FastifyInstance, options: LivePluginOptions) {
  const ranking = createLiveRanking({
    database: app.database,
    catalogue: app.catalogue,
    sharedState: options.sharedState,
    log: app.log,
    viewers: options.viewers,
  });
  app.decorate("liveRanking", ranking);
  // Registered before the routes, so that it sees every answer: a stored vote, a committee
  // change. A callback hook rather than an async one: every count read on the hot routes
  // passes here.
  app.addHook("onResponse", (request, reply, done) => {
    if (changesBoard(request, reply)) ranking.changed();
    done();
  });
  // Open streams never finish by themselves: they end before the server waits for requests.
  app.addHook("preClose", async () => ranking.close());
}

export const livePlugin = fastifyPlugin(live, {
  name: "fb8-live-ranking",
  decorators: { fastify: ["database", "catalogue"] },
  dependencies: ["fb8-content"],
});
