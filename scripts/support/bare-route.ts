/**
 * The reference `npm run bench` measures every load against: a bare Fastify app with the real
 * vote route's parsing and validation (the same zod type provider and schemas) that stores
 * nothing and answers a small JSON. Run as its own process:
 *
 *   node --import tsx scripts/support/bare-route.ts PORT [--log]
 *
 * With --log it logs as the server does at its shipped LOG_LEVEL (info): pino, a child logger
 * per request carrying its id, and one "request completed" line per request
 * (server/observability/request-log.ts). Without it nothing is logged: the HTTP ceiling.
 */
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { apiError } from "../../common/api-errors";
import { isValidEmail, normalizeEmail } from "../../common/email";
import { OneLinePerRequest, requestLogger } from "../../server/observability/request-log";
import {
  dishParams,
  errorResponse,
  voteBody,
  votesResponse,
} from "../../server/routes/api/schemas";

async function serveBareRoute(port: number, log: boolean) {
  const app = Fastify({
    logger: requestLogger(log && { level: "info" }),
    logController: new OneLinePerRequest({ requestIdLogLabel: "requestId" }),
    bodyLimit: 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/api/health", async () => ({ status: "ok" }));
  api.post(
    "/api/votes/:category/:food",
    {
      schema: {
        params: dishParams,
        body: voteBody,
        response: { 201: votesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      if (!isValidEmail(request.body.email)) return reply.code(400).send(apiError("invalid_email"));
      // The real route's work on the address; the result goes nowhere, as nothing is stored.
      normalizeEmail(request.body.email);
      return reply.code(201).send({ votes: 1 });
    },
  );
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host: "127.0.0.1" });
}

serveBareRoute(Number(process.argv[2]), process.argv.includes("--log")).catch((error) => {
  console.error(error);
  process.exit(1);
});
