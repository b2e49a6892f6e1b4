/**
 * The reference `npm run bench` measures every load against: a bare Fastify app with the real
 * vote route's parsing and validation (the same zod type provider and schemas) that stores
 * nothing and answers a small JSON. Run as its own process:
 *
 *   node --import tsx scripts/support/bare-route.ts PORT [--log]
 *
 * With --log it logs like a Fastify app at the shipped LOG_LEVEL (info) that keeps one line per
 * request: pino, a child logger per request carrying its id, one "request completed" line with
 * the method, path, status and time. Without it nothing is logged: the HTTP ceiling.
 */
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { apiError } from "../../common/api-errors";
import { isValidEmail, normalizeEmail } from "../../common/email";
import {
  dishParams,
  errorResponse,
  voteBody,
  votesResponse,
} from "../../server/routes/api/schemas";

/** One line per request, written when it is answered. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) super.requestCompleted(error, request, reply);
    else
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
  }
}

async function serveBareRoute(port: number, log: boolean) {
  const app = Fastify({
    logger: log
      ? {
          level: "info",
          serializers: {
            req: (request: { method: string; url: string }) => ({
              method: request.method,
              path: request.url.split("?")[0],
            }),
          },
        }
      : false,
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
