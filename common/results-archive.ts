import type { PublicResultsResponse } from "./committee-api";

/** One category's ranking exactly as it was announced (`/api/results`). */
export type AnnouncedCategory = Extract<
  PublicResultsResponse,
  { published: true }
>["categories"][number];

/**
 * An archived edition's announced results, as every build receives them in
 * content/archive.json: written by the server from the database, never edited by hand.
 */
export type ArchivedResults = {
  year: number;
  name: string;
  publishedAt: string;
  categories: AnnouncedCategory[];
};
