import type { VotingStatus } from "../../../common/voting-window";
import type { PendingConfirmation } from "./confirmation-api";

/**
 * The vote panel of a dish page as a state machine, kept apart from React so every
 * transition of specification §4 can be tested on its own.
 */
export type VoteState = {
  /** The dish's count, or null until loaded (or when it could not be, or is hidden). */
  count: number | null;
  /** The committee hides the live counts: the server answers null instead of a number. */
  countHidden: boolean;
  /** Whether this category takes votes now. Open until the server says otherwise. */
  voting: VotingStatus;
  /** This browser has voted in the dish's category (local flag). */
  hasVoted: boolean;
  dialogOpen: boolean;
  thanksOpen: boolean;
  email: string;
  error: string | null;
  submitting: boolean;
  /** A vote waiting for the code from its e-mail; the dialog shows the code step meanwhile. */
  confirmation: ConfirmationStep | null;
};

/** The code step of the dialog (confirmation by e-mail, when the committee asks for it). */
export type ConfirmationStep = PendingConfirmation & {
  /** The address the code was sent to, as the visitor typed it. */
  email: string;
  code: string;
  /** The code can no longer confirm (expired, or too many wrong tries): only a new one helps. */
  needsNewCode: boolean;
  resending: boolean;
  /** "Kode baru sudah dikirim" after a resend, until the visitor types again. */
  resent: boolean;
};

export type VoteEvent =
  | { type: "flagRead"; hasVoted: boolean }
  | { type: "countLoaded"; count: number | null; voting: VotingStatus }
  | { type: "dialogOpened"; email?: string; error?: string }
  | { type: "dialogClosed" }
  | { type: "emailChanged"; email: string }
  | { type: "invalidEmail"; message: string }
  | { type: "submitStarted"; email: string }
  | { type: "submitSucceeded"; count: number | null }
  | { type: "submitFailed"; message: string }
  /** The server refused because voting is closed or not open yet (403). */
  | { type: "submitRefused"; message: string; voting: VotingStatus }
  | { type: "thanksClosed" }
  // Confirmation by e-mail (the committee's setting): the dialog's code step.
  /** The server answered 202: the vote waits for the code it mailed. */
  | { type: "confirmationRequested"; confirmation: PendingConfirmation }
  | { type: "codeChanged"; code: string }
  | { type: "confirmStarted" }
  | { type: "confirmSucceeded"; count: number | null }
  /** `needsNewCode` when the code expired or is locked; `unknown` when the vote is gone. */
  | { type: "confirmFailed"; message: string; needsNewCode?: boolean; unknown?: boolean }
  | { type: "resendStarted" }
  | { type: "resent"; expiresAt: string; resendAvailableAt: string }
  /** `retryAt` when the server said when a new code may be asked for. */
  | { type: "resendFailed"; message: string; retryAt?: string }
  /** The pending vote's time ran out while the dialog was closed: back to the address. */
  | { type: "confirmationDropped" };

export const initialVoteState: VoteState = {
  count: null,
  countHidden: false,
  voting: { state: "open", opensAt: null, closesAt: null },
  hasVoted: false,
  dialogOpen: false,
  thanksOpen: false,
  email: "",
  error: null,
  submitting: false,
  confirmation: null,
};

/** A vote that counts: remembered, the count updated, the dialog closed and thanks shown. */
function voteCounted(state: VoteState, count: number | null): VoteState {
  return {
    ...state,
    submitting: false,
    hasVoted: true,
    count,
    countHidden: count === null,
    dialogOpen: false,
    thanksOpen: true,
    email: "",
    error: null,
  };
}

export function voteReducer(state: VoteState, event: VoteEvent): VoteState {
  switch (event.type) {
    case "flagRead":
      return { ...state, hasVoted: event.hasVoted };
    case "countLoaded":
      return {
        ...state,
        count: event.count,
        countHidden: event.count === null,
        voting: event.voting,
      };
    case "dialogOpened":
      return {
        ...state,
        dialogOpen: true,
        email: event.email ?? state.email,
        error: event.error ?? (state.confirmation?.needsNewCode ? state.error : null),
      };
    case "dialogClosed":
      // Closing keeps what was typed: reopening should not make the visitor type it again.
      // A code step that needs a new code keeps saying so.
      return state.submitting
        ? state
        : {
            ...state,
            dialogOpen: false,
            error: state.confirmation?.needsNewCode ? state.error : null,
          };
    case "emailChanged":
      // Any change clears the message (specification §4).
      return { ...state, email: event.email, error: null };
    case "invalidEmail":
      return { ...state, error: event.message };
    case "submitStarted":
      return { ...state, submitting: true, email: event.email, error: null };
    case "submitSucceeded":
      return voteCounted(state, event.count);
    case "submitFailed":
      // The dialog shows why, with the address still in it; nothing is remembered locally.
      return { ...state, submitting: false, dialogOpen: true, error: event.message };
    case "submitRefused":
      // Said where the visitor is looking: in the dialog when it is open (its Kirim stays
      // disabled), otherwise by the panel, which now shows the window's state.
      return {
        ...state,
        submitting: false,
        voting: event.voting,
        error: state.dialogOpen ? event.message : null,
      };
    case "thanksClosed":
      return { ...state, thanksOpen: false };
    default:
      return confirmationReducer(state, event);
  }
}

type ConfirmationEvent = Extract<
  VoteEvent,
  {
    type:
      | "confirmationRequested"
      | "codeChanged"
      | "confirmStarted"
      | "confirmSucceeded"
      | "confirmFailed"
      | "resendStarted"
      | "resent"
      | "resendFailed"
      | "confirmationDropped";
  }
>;

/** Only digits, at most six: what a code can be, whatever was typed or pasted. */
export function cleanCode(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, 6);
}

function confirmationReducer(state: VoteState, event: ConfirmationEvent): VoteState {
  const step = state.confirmation;
  switch (event.type) {
    case "confirmationRequested":
      return {
        ...state,
        submitting: false,
        dialogOpen: true,
        error: null,
        confirmation: {
          ...event.confirmation,
          email: state.email,
          code: "",
          needsNewCode: false,
          resending: false,
          resent: false,
        },
      };
    case "confirmationDropped":
      return { ...state, confirmation: null, error: null };
  }
  if (!step) return state;
  switch (event.type) {
    case "codeChanged":
      // Typing clears a wrong-code message, but not the one saying only a new code helps.
      return {
        ...state,
        error: step.needsNewCode ? state.error : null,
        confirmation: { ...step, code: cleanCode(event.code), resent: false },
      };
    case "confirmStarted":
      return { ...state, submitting: true, error: null };
    case "confirmSucceeded":
      // Exactly what a vote answered at once ends in: remembered, counted, thanked.
      return { ...voteCounted(state, event.count), confirmation: null };
    case "confirmFailed":
      if (event.unknown) {
        // Nothing left to confirm: the address step again, with the server's reason.
        return { ...state, submitting: false, error: event.message, confirmation: null };
      }
      return {
        ...state,
        submitting: false,
        error: event.message,
        confirmation: {
          ...step,
          needsNewCode: step.needsNewCode || event.needsNewCode === true,
          resent: false,
        },
      };
    case "resendStarted":
      return { ...state, confirmation: { ...step, resending: true, resent: false } };
    case "resent":
      return {
        ...state,
        error: null,
        confirmation: {
          ...step,
          expiresAt: event.expiresAt,
          resendAvailableAt: event.resendAvailableAt,
          code: "",
          needsNewCode: false,
          resending: false,
          resent: true,
        },
      };
    case "resendFailed":
      return {
        ...state,
        error: event.message,
        confirmation: {
          ...step,
          resendAvailableAt: event.retryAt ?? step.resendAvailableAt,
          resending: false,
        },
      };
  }
}

/** Whether reopening the dialog should show the code step: a code that can still be used. */
export function hasLiveConfirmation(state: VoteState, now: number): boolean {
  return state.confirmation !== null && Date.parse(state.confirmation.expiresAt) > now;
}

/** 'Konfirmasi' waits for six digits, and is disabled while a message is shown or a code is on its way. */
export function isConfirmDisabled(state: VoteState): boolean {
  const step = state.confirmation;
  return (
    step === null ||
    state.submitting ||
    state.error !== null ||
    step.needsNewCode ||
    step.code.length !== 6
  );
}

/** Seconds until 'Kirim ulang' may be pressed (0 when it may now). */
export function resendWaitSeconds(step: ConfirmationStep, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(step.resendAvailableAt) - now) / 1000));
}

/** "0:42" */
export function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Disabled once this browser has voted in the category, while a vote is on its way, and while
 * the category's voting is closed or not open yet.
 */
export function isVoteButtonDisabled(state: VoteState): boolean {
  return state.hasVoted || state.submitting || state.voting.state !== "open";
}

/** 'Kirim' is disabled while a message is shown and while submitting. */
export function isSubmitDisabled(state: VoteState): boolean {
  return state.submitting || state.error !== null;
}
