import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiError } from "../../../common/api-errors";
import { isValidEmail, normalizeEmail } from "../../../common/email";
import { findDish } from "../../../content";
import type { RateLimit } from "../../plugins/rate-limit";
import { dishParams, errorResponse, voteBody, votesResponse } from "./schemas";

export async function voteRoutes(app: FastifyInstance, options: { rateLimit: RateLimit }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/votes/:category/:food",
    {
      schema: {
        summary: "Read a dish's vote count",
        params: dishParams,
        response: { 200: votesResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const dish = findDish(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(apiError("unknown_food"));
      reply.header("cache-control", "no-store");
      return { votes: await app.database.votes.countVotes(dish.category, dish.slug) };
    },
  );

  api.post(
    "/votes/:category/:food",
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        summary: "Cast a vote: one per e-mail address per category",
        params: dishParams,
        body: voteBody,
        response: {
          201: votesResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const dish = findDish(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(apiError("unknown_food"));
      if (!isValidEmail(request.body.email)) return reply.code(400).send(apiError("invalid_email"));

      const result = await app.database.votes.castVote({
        category: dish.category,
        food: dish.slug,
        email: normalizeEmail(request.body.email),
      });
      if (result.status === "email_used") return reply.code(409).send(apiError("email_used"));
      return reply.code(201).send({ votes: result.votes });
    },
  );
}
