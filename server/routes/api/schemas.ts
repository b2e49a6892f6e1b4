import { z } from "zod";

export const errorResponse = z
  .object({
    error: z.string().describe("Machine-readable code, e.g. invalid_email"),
    message: z.string().describe("Indonesian text to show the visitor"),
  })
  .describe("Error");

export const votesResponse = z.object({ votes: z.number().int().min(0) });
export const clicksResponse = z.object({ clicks: z.number().int().min(0) });

export const dishParams = z.object({
  category: z.string().max(64).describe("domestic or international"),
  food: z.string().max(64).describe("Slug of a dish in that category, e.g. rendang"),
});

export const voteBody = z
  .object({ email: z.string().max(1000).describe("The voter's e-mail address") })
  .strict();
