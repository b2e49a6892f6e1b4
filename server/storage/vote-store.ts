import type { FlagReason } from "../../common/committee-api";
import type { VoteCategory } from "../../common/vote-category";
import { isStorageFailure } from "./storage-failure";

/** What a stored vote counts as on arrival: only valid votes are in the totals. */
export type ArrivalStatus = "valid" | "pending" | "flagged";

export type Vote = {
  category: VoteCategory;
  food: string;
  /** The address as typed (trimmed, NFKC, lower-cased), kept for confirmation mails. */
  email: string;
  /** The canonical address (server/voting/address.ts): one vote per voter per category. */
  voter: string;
  /**
   * Both as stored once the committee has erased the addresses (keyed hashes): the store
   * picks them in the vote's own transaction, so an erased address stays used.
   */
  erased: { email: string; voter: string };
  status: ArrivalStatus;
  flagReason: FlagReason | null;
  ipHash: string | null;
  networkHash: string | null;
  domain: string | null;
  /** Outside the large providers, the school's domain and the allow-list (migration 013). */
  smallDomain: boolean;
  /**
   * False at a large provider: no burst check reads such a domain's counter (it is never a
   * small domain), so none is written, and batches never wait on one gmail.com row. Otherwise
   * the vote adds to its domain's counter (migration 029).
   */
  domainCounted?: boolean;
  /**
   * The release whose catalogue has the dish (null before the first release). The store
   * inserts the vote only while the live pointer names it, in the vote's own transaction: a
   * release going live meanwhile re-checks the voted dishes against what it serves, and the
   * two never pass each other (docs/decisions/0037).
   */
  release: string | null;
};

export type CastVoteResult =
  /** `votes` is the dish's count of valid votes, this one included when it is valid. */
  | { status: "accepted"; voteId: number; votes: number }
  | { status: "email_used" }
  | { status: "voting_closed" }
  | { status: "voting_not_open"; opensAt: string }
  /** Nothing stored: the pointer names `live` now; the dish is looked for in it, and cast again. */
  | { status: "release_moved"; live: string | null }
  /** Nothing stored: the live release has no such dish (admit-vote.ts, after `release_moved`). */
  | { status: "unknown_food" };

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
  /**
   * Records a proof of work's key (server/voting/proof-of-work.ts) until `expiresAt`; true
   * when this call recorded it, false when it was already spent. The database is the one
   * record, on every process and across Redis outages; on SQLite the key is written in the
   * votes' group commit, so it costs no commit of its own.
   */
  spendProof(key: string, expiresAt: Date): Promise<boolean>;
  /**
   * Drops the counts cached in this process (server/storage/count-cache.ts): called after any
   * other transaction, as the committee's changes and confirmations move totals.
   */
  forgetCounts(): void;
}

/** Marks an erased address in the votes table; the console shows it as erased. */
export const erasedPrefix = "erased:";

/** How an address is stored once the committee has erased the addresses. */
export function erasedFormOf(keyedHash: (value: string) => string, email: string): string {
  return `${erasedPrefix}${keyedHash(email)}`;
}

/**
 * A vote from an address that no provider rule changes, stored valid with no client
 * details: what the storage tests and benchmarks cast. The API builds its votes from the
 * checked address (server/voting/cast-vote.ts).
 */
export function plainVote(
  category: VoteCategory,
  food: string,
  email: string,
  keyedHash: (value: string) => string = (value) => value,
): Vote {
  const erased = erasedFormOf(keyedHash, email);
  return {
    category,
    food,
    email,
    voter: email,
    erased: { email: erased, voter: erased },
    status: "valid",
    flagReason: null,
    ipHash: null,
    networkHash: null,
    domain: email.split("@").at(-1) ?? null,
    smallDomain: false,
    release: null,
  };
}

/** The database could not be reached or could not commit; nothing was recorded. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}

/**
 * The database answered, but what it holds cannot be used by this code (a stored document a
 * newer schema refuses): no outage, and never answered as one.
 */
export class StoredDataError extends Error {}

/**
 * Runs a storage operation; a failure of the database itself (storage-failure.ts) becomes a
 * StorageUnavailableError (HTTP 503). Anything else (a StoredDataError, a refusal the
 * operation throws, a bug) is passed on as it is for the error handler: a bug gets 500 and a
 * log line with its cause, where a 503 would pass a programming error off as an outage.
 */
export async function storageOperation<T>(operation: () => Promise<T> | T): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof StorageUnavailableError || !isStorageFailure(error)) throw error;
    throw new StorageUnavailableError(error);
  }
}

/**
 * Spent proofs outlive their challenge by nothing: once it has expired the challenge alone
 * refuses the solution, so expired keys are deleted, at most once a minute per process.
 */
export function spentProofPurges(intervalMs = 60_000) {
  let last = 0;
  return {
    due(now: Date) {
      if (now.getTime() - last < intervalMs) return false;
      last = now.getTime();
      return true;
    },
  };
}
