import { apiErrorMessages, isApiErrorCode } from "../../../common/api-errors";
import { apiPaths } from "../../../common/paths";
import type { VoteCategory } from "../../../common/vote-category";
import { pages } from "../../../content";

const requestTimeoutMilliseconds = 10_000;

export type VoteOutcome =
  | { ok: true; votes: number }
  | { ok: false; code: string; message: string };

function readVotes(body: unknown): number | null {
  if (typeof body !== "object" || body === null || !("votes" in body)) return null;
  return typeof body.votes === "number" ? body.votes : null;
}

/** The server's own message when it sent one it is known to send; a general one otherwise. */
function failureFrom(body: unknown): VoteOutcome {
  const code =
    typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
      ? body.error
      : "unexpected";
  const message = isApiErrorCode(code) ? apiErrorMessages[code] : pages.dish.errors.unexpected;
  return { ok: false, code, message };
}

export async function fetchVoteCount(category: VoteCategory, food: string): Promise<number | null> {
  try {
    const response = await fetch(apiPaths.votes(category, food), {
      signal: AbortSignal.timeout(requestTimeoutMilliseconds),
    });
    return response.ok ? readVotes(await response.json()) : null;
  } catch {
    return null;
  }
}

/** Sends one vote. Never throws: every failure comes back as an Indonesian message. */
export async function sendVote(
  category: VoteCategory,
  food: string,
  email: string,
): Promise<VoteOutcome> {
  let response: Response;
  try {
    response = await fetch(apiPaths.votes(category, food), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(requestTimeoutMilliseconds),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      code: timedOut ? "timeout" : "network",
      message: timedOut ? pages.dish.errors.timeout : pages.dish.errors.network,
    };
  }
  const body: unknown = await response.json().catch(() => null);
  const votes = readVotes(body);
  if (response.status === 201 && votes !== null) return { ok: true, votes };
  return failureFrom(body);
}
