import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { purgeUnconfirmed } from "./confirmations";

const purgeEveryMs = 10 * 60_000;

/**
 * Unconfirmed votes never count; after 48 hours they go (server/voting/confirmations.ts), at
 * boot and every 10 minutes. Every process may run it: a purge that finds nothing is cheap.
 */
async function unconfirmedPurgePlugin(app: FastifyInstance) {
  const purge = () =>
    purgeUnconfirmed(app.database)
      .then((count) => {
        if (count > 0) app.log.info({ count }, "unconfirmed votes older than 48 hours deleted");
      })
      .catch((error) => app.log.warn({ err: error }, "purge of unconfirmed votes failed"));
  app.addHook("onReady", async () => {
    void purge();
  });
  const timer = setInterval(purge, purgeEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

export const unconfirmedPurge = fastifyPlugin(unconfirmedPurgePlugin, {
  name: "unconfirmed-purge",
  decorators: { fastify: ["database"] },
});
