import type { VoteCategory } from "../../common/vote-category";

export type Vote = {
  category: VoteCategory;
  food: string;
  /** Already trimmed and lower-cased: the store compares addresses exactly. */
  email: string;
};

export type CastVoteResult = { status: "accepted"; votes: number } | { status: "email_used" };

/**
 * What the API needs from storage. SQLite and PostgreSQL each implement it, and one contract
 * suite (vote-store.test.ts) holds both to the same behaviour.
 */
export interface VoteStore {
  countVotes(category: VoteCategory, food: string): Promise<number>;
  /** Resolves only once the vote is durable (committed and on disk). */
  castVote(vote: Vote): Promise<CastVoteResult>;
  readCounter(name: string): Promise<number>;
  incrementCounter(name: string): Promise<number>;
}

/** The database could not be reached or could not commit; nothing was recorded. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}

/** Runs a storage operation; any failure becomes a StorageUnavailableError (HTTP 503). */
export async function storageOperation<T>(operation: () => Promise<T> | T): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}
