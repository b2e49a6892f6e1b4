/** Kept apart from the Zod schemas so the browser bundle can use it without shipping Zod. */
export const voteCategories = ["domestic", "international"] as const;
export type VoteCategory = (typeof voteCategories)[number];

export function isVoteCategory(value: string): value is VoteCategory {
  return (voteCategories as readonly string[]).includes(value);
}
