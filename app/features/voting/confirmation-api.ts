import { apiErrorMessages, isApiErrorCode } from "../../../common/api-errors";
import { isObject, readInstant } from "../../../common/guards";
import { apiPaths } from "../../../common/paths";

/**
 * Confirmation by e-mail, when the committee asks for it: a vote answered 202 waits for the
 * 6-digit code or the link the server mailed. Every call here never throws; each failure comes
 * back with an Indonesian message, the server's own for the codes it is known to send.
 */

const requestTimeoutMilliseconds = 10_000;

/** What a 202 to a vote carries: which pending vote, until when its code holds, when to resend. */
export type PendingConfirmation = { id: string; expiresAt: string; resendAvailableAt: string };

export type ConfirmedVote = { ok: true; votes: number | null; category: string; food: string };

export type ConfirmationFailure = {
  ok: false;
  /** The server's error code, or "network" / "timeout" / "unexpected". */
  code: string;
  message: string;
  /** confirmation_code_wrong: how many tries the code has left. */
  triesLeft?: number;
  /** resend_too_soon: when a new code may be asked for. */
  retryAt?: string;
};

export type ConfirmOutcome = ConfirmedVote | ConfirmationFailure;
export type ResendOutcome =
  | { ok: true; expiresAt: string; resendAvailableAt: string }
  | ConfirmationFailure;

/** The sentences a failed request ends in; the link page has its own, the dialog the dish page's. */
export type FailureTexts = { network: string; timeout: string; unexpected: string };

/** The pending confirmation of a 202 answer to a vote, or null when the body is not one. */
export function readPending(body: unknown): PendingConfirmation | null {
  if (!isObject(body) || body.pending !== true || !isObject(body.confirmation)) return null;
  const { id, expiresAt, resendAvailableAt } = body.confirmation;
  const expires = readInstant(expiresAt);
  const resend = readInstant(resendAvailableAt);
  if (typeof id !== "string" || id === "" || !expires || !resend) return null;
  return { id, expiresAt: expires, resendAvailableAt: resend };
}

function failureFrom(body: unknown, texts: FailureTexts): ConfirmationFailure {
  const code = isObject(body) && typeof body.error === "string" ? body.error : "unexpected";
  if (!isApiErrorCode(code)) return { ok: false, code, message: texts.unexpected };
  const serverMessage = isObject(body) && typeof body.message === "string" ? body.message : "";
  const failure: ConfirmationFailure = {
    ok: false,
    code,
    // A wrong code's message carries the tries left, so the server's own sentence is shown.
    message:
      code === "confirmation_code_wrong" && serverMessage ? serverMessage : apiErrorMessages[code],
  };
  if (isObject(body) && typeof body.triesLeft === "number") failure.triesLeft = body.triesLeft;
  const retryAt = isObject(body) ? readInstant(body.retryAt) : undefined;
  if (retryAt) failure.retryAt = retryAt;
  return failure;
}

async function post(
  url: string,
  payload: unknown,
  texts: FailureTexts,
): Promise<{ status: number; body: unknown } | ConfirmationFailure> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(requestTimeoutMilliseconds),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      code: timedOut ? "timeout" : "network",
      message: timedOut ? texts.timeout : texts.network,
    };
  }
}

function confirmedFrom(
  answer: { status: number; body: unknown },
  texts: FailureTexts,
): ConfirmOutcome {
  const { status, body } = answer;
  if (status === 201 && isObject(body)) {
    const votes =
      body.votes === null ? null : typeof body.votes === "number" ? body.votes : undefined;
    if (votes !== undefined && typeof body.category === "string" && typeof body.food === "string") {
      return { ok: true, votes, category: body.category, food: body.food };
    }
  }
  return failureFrom(body, texts);
}

/** Confirms a pending vote with the 6-digit code from its e-mail. */
export async function confirmWithCode(
  id: string,
  code: string,
  texts: FailureTexts,
): Promise<ConfirmOutcome> {
  const answer = await post(apiPaths.confirmation(id), { code }, texts);
  return "ok" in answer ? answer : confirmedFrom(answer, texts);
}

/** Confirms a pending vote with the token of the e-mail's link (sent on a click, never on GET). */
export async function confirmWithLink(token: string, texts: FailureTexts): Promise<ConfirmOutcome> {
  const answer = await post(apiPaths.confirmationByLink, { token }, texts);
  return "ok" in answer ? answer : confirmedFrom(answer, texts);
}

/** Asks for a new code; the old one stops working. */
export async function resendCode(id: string, texts: FailureTexts): Promise<ResendOutcome> {
  const answer = await post(apiPaths.confirmationResend(id), {}, texts);
  if ("ok" in answer) return answer;
  const { status, body } = answer;
  if (status === 202 && isObject(body)) {
    const expiresAt = readInstant(body.expiresAt);
    const resendAvailableAt = readInstant(body.resendAvailableAt);
    if (expiresAt && resendAvailableAt) return { ok: true, expiresAt, resendAvailableAt };
  }
  return failureFrom(body, texts);
}

/** The failures after which the code cannot confirm any more: only a new code helps. */
export function needsNewCode(code: string): boolean {
  return code === "confirmation_expired" || code === "confirmation_locked";
}
