import type { VotingStatus } from "../../../common/voting-window";

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
  | { type: "thanksClosed" };

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
};

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
        error: event.error ?? null,
      };
    case "dialogClosed":
      // Closing keeps what was typed: reopening should not make the visitor type it again.
      return state.submitting ? state : { ...state, dialogOpen: false, error: null };
    case "emailChanged":
      // Any change clears the message (specification §4).
      return { ...state, email: event.email, error: null };
    case "invalidEmail":
      return { ...state, error: event.message };
    case "submitStarted":
      return { ...state, submitting: true, email: event.email, error: null };
    case "submitSucceeded":
      return {
        ...state,
        submitting: false,
        hasVoted: true,
        count: event.count,
        countHidden: event.count === null,
        dialogOpen: false,
        thanksOpen: true,
        email: "",
        error: null,
      };
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
  }
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
