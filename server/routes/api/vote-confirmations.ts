import type { FastifyInstance, FastifyReply, FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../../common/api-errors";
import type { PublicVotingStateReader } from "../../committee/public-state";
import type { RateLimit } from "../../plugins/rate-limit";
import { type ConfirmationMailing, resendConfirmation } from "../../voting/confirmation-mailing";
import { type ConfirmOutcome, confirmByCode, confirmByLink } from "../../voting/confirmations";
import { errorResponse } from "./schemas";

const confirmationParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const codeBody = z.object({ code: z.string().max(32) }).strict();
const linkBody = z.object({ token: z.string().max(128) }).strict();
const emptyBody = z.object({}).strict();

const confirmedResponse = z.object({
  votes: z.number().int().nullable(),
  category: z.string(),
  food: z.string(),
});
const pendingResponse = z.object({ expiresAt: z.string(), resendAvailableAt: z.string() });
const refusalResponse = errorResponse.extend({
  triesLeft: z.number().int().optional(),
  retryAt: z.string().optional(),
});

/** A pending vote's confirmation: by its code, by the mail's link, and a new code by mail. */
export async function voteConfirmationRoutes(
  app: FastifyInstance,
  options: {
    rateLimit: RateLimit;
    votingState: PublicVotingStateReader;
    mailing: ConfirmationMailing | undefined;
    /** The client's network hash (server/voting/client-network.ts), for the mail limits. */
    networkOf: (ip: string) => string;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const responses = {
    201: confirmedResponse,
    400: refusalResponse,
    403: errorResponse,
    404: errorResponse,
    410: errorResponse,
    429: refusalResponse,
    503: errorResponse,
  };

  const answer = async (outcome: ConfirmOutcome) => {
    switch (outcome.status) {
      case "confirmed": {
        const { hideLiveCount } = await options.votingState.read();
        const votes = hideLiveCount ? null : outcome.votes;
        // The vote names its dish by id; the visitor's page by the slug in its address.
        const slug =
          app.catalogue.findDishById(outcome.category, outcome.food)?.slug ?? outcome.food;
        return [201, { votes, category: outcome.category, food: slug }] as const;
      }
      case "wrong_code":
        return [
          400,
          {
            ...apiError("confirmation_code_wrong"),
            message: `${apiError("confirmation_code_wrong").message}. Sisa percobaan: ${outcome.triesLeft}.`,
            triesLeft: outcome.triesLeft,
          },
        ] as const;
      case "expired":
        return [410, apiError("confirmation_expired")] as const;
      case "locked":
        return [429, apiError("confirmation_locked")] as const;
      case "voting_closed":
        return [403, apiError("voting_closed")] as const;
      case "unknown":
        return [404, apiError("confirmation_unknown")] as const;
    }
  };

  // Both ways of confirming share their limit, their answers and how an outcome is sent.
  const confirming = <const Input extends Pick<FastifySchema, "params" | "body">>(
    summary: string,
    input: Input,
  ): {
    config: { rateLimit: RateLimit };
    schema: Input & { summary: string; response: typeof responses };
  } => ({
    config: { rateLimit: options.rateLimit },
    schema: Object.assign({ summary, response: responses }, input),
  });
  const send = async (reply: FastifyReply, outcome: ConfirmOutcome) => {
    const [status, body] = await answer(outcome);
    return reply.code(status).send(body);
  };

  api.post(
    "/votes/confirmations/:id",
    confirming("Confirm a pending vote with the 6-digit code from its e-mail", {
      params: confirmationParams,
      body: codeBody,
    }),
    async (request, reply) =>
      send(reply, await confirmByCode(app.database, request.params.id, request.body.code)),
  );

  api.post(
    "/votes/confirmations/link",
    confirming("Confirm a pending vote with the token of its e-mail's link (a GET never does)", {
      body: linkBody,
    }),
    async (request, reply) => send(reply, await confirmByLink(app.database, request.body.token)),
  );

  api.post(
    "/votes/confirmations/:id/resend",
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        summary: "Send a new code (once a minute, at most 3 times)",
        params: confirmationParams,
        body: emptyBody,
        response: {
          202: pendingResponse,
          403: errorResponse,
          404: errorResponse,
          429: refusalResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!options.mailing) return reply.code(404).send(apiError("confirmation_unknown"));
      const outcome = await resendConfirmation(
        options.mailing,
        request.params.id,
        options.networkOf(request.ip),
      );
      switch (outcome.status) {
        case "resent":
          return reply.code(202).send({
            expiresAt: outcome.answer.expiresAt,
            resendAvailableAt: outcome.answer.resendAvailableAt,
          });
        case "too_soon":
          return reply.code(429).send({ ...apiError("resend_too_soon"), retryAt: outcome.retryAt });
        case "too_many":
          return reply.code(429).send(apiError("resend_limit"));
        case "voting_closed":
          return reply.code(403).send(apiError("voting_closed"));
        case "unknown":
          return reply.code(404).send(apiError("confirmation_unknown"));
        case "mail_unavailable":
          return reply.code(503).send(apiError("mail_unavailable"));
      }
    },
  );
}
