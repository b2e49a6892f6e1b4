import { z } from "zod";

export const errorResponse = z
  .object({
    error: z.string().describe("Machine-readable code, e.g. invalid_email"),
    message: z.string().describe("Indonesian text to show the visitor"),
  })
  .describe("Error");

export const votesResponse = z.object({
  votes: z.number().int().min(0).nullable().describe("null while the committee hides counts"),
});

export const pendingVoteResponse = z
  .object({
    pending: z.literal(true),
    confirmation: z.object({
      id: z.string(),
      expiresAt: z.string(),
      resendAvailableAt: z.string(),
    }),
  })
  .describe("Confirmation by e-mail is on: the vote counts once its code is entered");

export const countResponse = votesResponse.extend({
  voting: z.object({
    state: z.enum(["open", "not_open", "closed"]),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
  }),
});

export const notOpenResponse = z
  // opensAt is null in a festival whose voting nobody has scheduled yet.
  .object({
    error: z.literal("voting_not_open"),
    message: z.string(),
    opensAt: z.string().nullable(),
  })
  .describe("Voting has not opened yet");
export const clicksResponse = z.object({ clicks: z.number().int().min(0) });

export const dishParams = z.object({
  category: z.string().max(64).describe("domestic or international"),
  food: z.string().max(64).describe("Slug of a dish in that category, e.g. rendang"),
});

export const voteBody = z
  .object({
    email: z.string().max(1000).describe("The voter's e-mail address"),
    altcha: z
      .string()
      .max(4000)
      .optional()
      .describe("The solved challenge of GET /api/votes/challenge (ALTCHA payload, base64)"),
  })
  .strict();
