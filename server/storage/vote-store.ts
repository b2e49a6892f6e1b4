import type { VoteCategory } from "../../common/vote-category";

export type Vote = {
  category: VoteCategory;
  food: string;
  /** Already trimmed and lower-cased: the store compares addresses exactly. */
  email: string;
  /**
   * The address as stored once the committee has erased the addresses (a keyed hash): the
   * store picks it in the vote's own transaction, so an erased address stays used.
   */
  erasedEmail: string;
};

export type CastVoteResult =
  | { status: "accepted"; votes: number }
  | { status: "email_used" }
  | { status: "voting_closed" }
  | { status: "voting_not_open"; opensAt: string };

/**
 * What the API needs from storage. SQLite and PostgreSQL each implement it, and one contract
 * suite (vote-store.test.ts) holds both to the same behaviour.
 */
export interface VoteStore {
  countVotes(category: VoteCategory, food: string): Promise<number>;
  /**
   * Resolves only once the vote is durable (committed and on disk). The category's voting
   * window is checked in the vote's own transaction: no vote is accepted after a close commits.
   */
  castVote(vote: Vote): Promise<CastVoteResult>;
  readCounter(name: string): Promise<number>;
  incrementCounter(name: string): Promise<number>;
}

/** Marks an erased address in the votes table; the console shows it as erased. */
export const erasedPrefix = "erased:";

/** How an address is stored once the committee has erased the addresses. */
export function erasedFormOf(keyedHash: (value: string) => string, email: string): string {
  return `${erasedPrefix}${keyedHash(email)}`;
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
