import compress from "@fastify/compress";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import { securityHeaders } from "./plugins/security-headers";
import { staticSite } from "./plugins/static-site";
import { healthRoutes } from "./routes/api/health";
import type { Database } from "./storage/database";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

export type AppOptions = {
  database: Database;
  /** Folder of the built site; leave out to serve only the API (development, API tests). */
  staticDir?: string;
  logger?: FastifyServerOptions["logger"];
};

const healthResponseSchema = {
  $id: "HealthResponse",
  type: "object",
  required: ["status", "storage"],
  properties: {
    status: { type: "string", enum: ["ok", "unavailable"] },
    storage: {
      type: "object",
      required: ["kind", "reachable"],
      properties: {
        kind: { type: "string", enum: ["sqlite", "postgres"] },
        reachable: { type: "boolean" },
      },
    },
  },
} as const;

/** The whole server as one Fastify instance; server.ts only adds configuration and listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Votes are a few dozen bytes; nothing larger has any business reaching a handler.
    bodyLimit: 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorate("database", options.database);
  app.addSchema(healthResponseSchema);

  // One error handler for everything: clients get a JSON reason, never internals.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const code = status >= 500 ? "internal_error" : (error.code ?? "bad_request").toLowerCase();
    return reply.code(status).send({
      error: code,
      message:
        status >= 500
          ? "Maaf, terjadi gangguan di server. Coba lagi sebentar lagi."
          : "Permintaan tidak valid.",
    });
  });

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // Declared as a route so the site's catch-all never answers an API path with HTML.
      api.all("/*", async (_request, reply) =>
        reply.code(404).send({ error: "not_found", message: "Alamat API tidak dikenal." }),
      );
    },
    { prefix: "/api" },
  );

  if (options.staticDir) {
    await app.register(staticSite, { root: options.staticDir });
  }

  app.addHook("onClose", async () => {
    await options.database.close();
  });

  return app;
}
