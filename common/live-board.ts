import { isObject } from "./guards";
import { isVoteCategory, type VoteCategory } from "./vote-category";
import type { VotingState, VotingStatus } from "./voting-window";

/** What every event of GET /api/results/live carries (README, API). */
export type LiveBoard = {
  /** When the board last changed (not when it was last read). */
  updatedAt: string;
  published: boolean;
  hideLiveCount: boolean;
  categories: {
    category: VoteCategory;
    voting: VotingStatus;
    /** Most votes first, ties in the catalogue's order; `votes` is null while counts are hidden. */
    dishes: { food: string; votes: number | null }[];
  }[];
};

const votingStates: readonly VotingState[] = ["open", "not_open", "closed"];

const isInstantOrNull = (value: unknown) => value === null || typeof value === "string";

function readCategory(value: unknown): LiveBoard["categories"][number] | undefined {
  if (!isObject(value) || typeof value.category !== "string") return undefined;
  if (!isVoteCategory(value.category) || !Array.isArray(value.dishes)) return undefined;
  const { voting } = value;
  if (!isObject(voting) || !votingStates.some((state) => state === voting.state)) return undefined;
  if (!isInstantOrNull(voting.opensAt) || !isInstantOrNull(voting.closesAt)) return undefined;
  const dishes: LiveBoard["categories"][number]["dishes"] = [];
  for (const dish of value.dishes) {
    if (!isObject(dish) || typeof dish.food !== "string") return undefined;
    if (dish.votes !== null && (typeof dish.votes !== "number" || !(dish.votes >= 0)))
      return undefined;
    dishes.push({ food: dish.food, votes: dish.votes });
  }
  return {
    category: value.category,
    voting: {
      state: voting.state as VotingState,
      opensAt: voting.opensAt as string | null,
      closesAt: voting.closesAt as string | null,
    },
    dishes,
  };
}

/**
 * Reads one event of the live stream in the browser. An event of another shape is dropped
 * rather than shown: the screen keeps the last board it could read.
 */
export function readLiveBoard(value: unknown): LiveBoard | undefined {
  if (!isObject(value) || typeof value.updatedAt !== "string") return undefined;
  if (typeof value.published !== "boolean" || typeof value.hideLiveCount !== "boolean")
    return undefined;
  if (!Array.isArray(value.categories)) return undefined;
  const categories = value.categories.map(readCategory);
  if (categories.some((category) => category === undefined)) return undefined;
  return {
    updatedAt: value.updatedAt,
    published: value.published,
    hideLiveCount: value.hideLiveCount,
    categories: categories.filter((category) => category !== undefined),
  };
}
