import { apiErrorMessages, isApiErrorCode } from "../../../common/api-errors";
import { isObject, readInstant } from "../../../common/guards";
import { apiPaths } from "../../../common/paths";
import type { VoteCategory } from "../../../common/vote-category";
import { shownOpening, type VotingState, type VotingStatus } from "../../../common/voting-window";
import { formatWib } from "../../../common/wib";
import { type FailureTexts, type PendingConfirmation, readPending } from "./confirmation-api";

const requestTimeoutMilliseconds = 10_000;

/** Voting with no window set: what a server that sends no `voting` means too. */
export const alwaysOpen: VotingStatus = { state: "open", opensAt: null, closesAt: null };

export type VoteOutcome =
  /** `votes` is null while the committee hides the live counts. */
  | { ok: true; votes: number | null; pending?: undefined }
  /** Confirmation by e-mail: the vote waits for the code the server mailed (202). */
  | { ok: true; pending: PendingConfirmation }
  /** `voting` is set when the server refused because voting is not open now. */
  | { ok: false; code: string; message: string; voting?: VotingStatus };

/**
 * The dish page's sentences a vote's failure is told in (its `pages.dish`): the caller passes
 * them, so this module holds no content.
 */
export type VoteTexts = { errors: FailureTexts; voting: { opensAt: string } };

/** What the dish page learns on entry: the count (null while hidden) and whether it can vote. */
export type DishVotes = { votes: number | null; voting: VotingStatus };

const instantOrNull = (value: unknown): string | null => shownOpening(readInstant(value) ?? null);

/** A count, `null` when hidden, or undefined when the answer carries neither. */
function readVotes(body: unknown): number | null | undefined {
  if (!isObject(body) || !("votes" in body)) return undefined;
  if (body.votes === null) return null;
  return typeof body.votes === "number" ? body.votes : undefined;
}

function readVoting(body: unknown): VotingStatus | undefined {
  if (!isObject(body) || !isObject(body.voting)) return undefined;
  const { state, opensAt, closesAt } = body.voting;
  if (state !== "open" && state !== "not_open" && state !== "closed") return undefined;
  return { state, opensAt: instantOrNull(opensAt), closesAt: instantOrNull(closesAt) };
}

/** The refusals that mean the window, not the visitor, is the reason. */
const windowRefusals: Record<string, VotingState> = {
  voting_closed: "closed",
  voting_not_open: "not_open",
};

/** The server's own message when it sent one it is known to send; a general one otherwise. */
function failureFrom(body: unknown, texts: VoteTexts): VoteOutcome {
  const code = isObject(body) && typeof body.error === "string" ? body.error : "unexpected";
  const message = isApiErrorCode(code) ? apiErrorMessages[code] : texts.errors.unexpected;
  const state = windowRefusals[code];
  if (!state) return { ok: false, code, message };
  const opensAt = isObject(body) ? instantOrNull(body.opensAt) : null;
  return {
    ok: false,
    code,
    // The same sentence the server builds, from the instant it sent rather than its free text.
    message: opensAt ? `${message}. ${votingOpensText(opensAt, texts.voting.opensAt)}.` : message,
    voting: { state, opensAt, closesAt: null },
  };
}

/** "Voting dibuka 24 November 2022 pukul 08.00 WIB", `words` being the page's "Voting dibuka". */
export function votingOpensText(opensAt: string, words: string): string {
  return `${words} ${formatWib(opensAt)}`;
}

/** The count and the voting window of one dish; null when the server could not be asked. */
export async function fetchDishVotes(
  category: VoteCategory,
  food: string,
): Promise<DishVotes | null> {
  try {
    const response = await fetch(apiPaths.votes(category, food), {
      signal: AbortSignal.timeout(requestTimeoutMilliseconds),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const votes = readVotes(body);
    if (votes === undefined) return null;
    return { votes, voting: readVoting(body) ?? alwaysOpen };
  } catch {
    return null;
  }
}

/**
 * Sends one vote with a solved proof of work (`takeProof`, e.g. proof-of-work.ts `takeProof`).
 * A refused solution (expired, or the solving failed) is replaced by a fresh one and the vote
 * resent once before the refusal is shown. Never throws: every failure comes back as an
 * Indonesian message, the server's own or one of `texts`.
 */
export async function sendVote(
  category: VoteCategory,
  food: string,
  email: string,
  takeProof: () => Promise<string>,
  texts: VoteTexts,
): Promise<VoteOutcome> {
  const first = await postVote(category, food, email, takeProof, texts);
  if (first.ok || first.code !== "pow_required") return first;
  return postVote(category, food, email, takeProof, texts);
}

async function postVote(
  category: VoteCategory,
  food: string,
  email: string,
  takeProof: () => Promise<string>,
  texts: VoteTexts,
): Promise<VoteOutcome> {
  // Without a solution the server says what is wrong (pow_required), and the vote is resent.
  const altcha = await takeProof().catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(apiPaths.votes(category, food), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, altcha }),
      signal: AbortSignal.timeout(requestTimeoutMilliseconds),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      code: timedOut ? "timeout" : "network",
      message: timedOut ? texts.errors.timeout : texts.errors.network,
    };
  }
  const body: unknown = await response.json().catch(() => null);
  const votes = readVotes(body);
  if (response.status === 201 && votes !== undefined) return { ok: true, votes };
  // Confirmation by e-mail: 202 means the vote waits for its code.
  const pending = response.status === 202 ? readPending(body) : null;
  if (pending) return { ok: true, pending };
  return failureFrom(body, texts);
}
