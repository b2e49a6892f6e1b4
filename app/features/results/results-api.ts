import type { PublicResultsResponse } from "../../../common/committee-api";
import { isObject } from "../../../common/guards";
import { apiPaths } from "../../../common/paths";
import { isVoteCategory } from "../../../common/vote-category";

const requestTimeoutMilliseconds = 10_000;

type PublishedResults = Extract<PublicResultsResponse, { published: true }>;
export type RankedDish = PublishedResults["categories"][number]["dishes"][number];

function readDish(value: unknown): RankedDish | undefined {
  if (!isObject(value)) return undefined;
  const { food, name, classLabel, votes, rank } = value;
  if (typeof food !== "string" || typeof name !== "string" || typeof classLabel !== "string")
    return undefined;
  if (typeof votes !== "number" || typeof rank !== "number") return undefined;
  return { food, name, classLabel, votes, rank };
}

/**
 * Reads GET /api/results. A body of another shape is an error, not an empty ranking: the page
 * then offers to try again instead of announcing no winner.
 */
export function readPublicResults(body: unknown): PublicResultsResponse | undefined {
  if (!isObject(body)) return undefined;
  if (body.published === false) return { published: false };
  if (body.published !== true || typeof body.publishedAt !== "string") return undefined;
  if (!Array.isArray(body.categories)) return undefined;
  const categories: PublishedResults["categories"] = [];
  for (const entry of body.categories) {
    if (!isObject(entry) || typeof entry.category !== "string") return undefined;
    if (!isVoteCategory(entry.category) || !Array.isArray(entry.dishes)) return undefined;
    const dishes = entry.dishes.map(readDish);
    if (dishes.some((dish) => dish === undefined)) return undefined;
    categories.push({
      category: entry.category,
      dishes: dishes.filter((dish) => dish !== undefined).sort((a, b) => a.rank - b.rank),
    });
  }
  return { published: true, publishedAt: body.publishedAt, categories };
}

/** Throws when the results cannot be read: no connection, a server error, an unknown shape. */
export async function fetchPublicResults(): Promise<PublicResultsResponse> {
  const response = await fetch(apiPaths.publicResults, {
    signal: AbortSignal.timeout(requestTimeoutMilliseconds),
  });
  if (!response.ok) throw new Error(`GET ${apiPaths.publicResults}: ${response.status}`);
  const results = readPublicResults(await response.json());
  if (!results) throw new Error(`GET ${apiPaths.publicResults}: an answer of another shape`);
  return results;
}
