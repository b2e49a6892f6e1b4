import type { FastifyInstance } from "fastify";
import { ensureFirstEdition } from "./editions";
import { currentAnnouncement } from "./results";

/** How long a server that started without its database waits before trying again. */
const retryMs = 5_000;

/**
 * The editions' startup steps (docs/decisions/0038), so that no GET writes: the first
 * edition's row on an install from before editions, and the freezing of results announced
 * before they were frozen. A server may start without its database (it serves pages and
 * answers 503 meanwhile): then the steps are tried again every few seconds until they succeed.
 */
export async function prepareEditions(app: FastifyInstance): Promise<void> {
  const run = async () => {
    await ensureFirstEdition(app.database.db, app.catalogue.festival());
    await app.database.transaction((db) => currentAnnouncement(db, app.catalogue));
  };
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const later = (error: unknown) => {
    app.log.warn({ err: error }, "the editions' startup steps wait for the database");
    if (closed) return;
    timer = setTimeout(() => run().catch(later), retryMs);
    timer.unref();
  };
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
  await run().catch(later);
}
