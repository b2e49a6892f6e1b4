import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RateLimit } from "../../plugins/rate-limit";
import type { ProofOfWork } from "../../voting/proof-of-work";
import { errorResponse } from "./schemas";

const challengeResponse = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().optional(),
  })
  .describe("An ALTCHA v2 challenge, signed by the server");

/** GET /api/votes/challenge: a fresh proof-of-work challenge for the next vote. */
export async function voteChallengeRoutes(
  app: FastifyInstance,
  options: { rateLimit: RateLimit; proofOfWork: ProofOfWork },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/votes/challenge",
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        summary: "A proof-of-work challenge (ALTCHA) that the next vote must carry solved",
        response: { 200: challengeResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return options.proofOfWork.challenge();
    },
  );
}
