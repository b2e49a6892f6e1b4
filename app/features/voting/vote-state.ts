/**
 * The vote panel of a dish page as a state machine, kept apart from React so every
 * transition of specification §4 can be tested on its own.
 */
export type VoteState = {
  /** The dish's count, or null until loaded (or when it could not be). */
  count: number | null;
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
  | { type: "countLoaded"; count: number }
  | { type: "dialogOpened"; email?: string; error?: string }
  | { type: "dialogClosed" }
  | { type: "emailChanged"; email: string }
  | { type: "invalidEmail"; message: string }
  | { type: "submitStarted"; email: string }
  | { type: "submitSucceeded"; count: number }
  | { type: "submitFailed"; message: string }
  | { type: "thanksClosed" };

export const initialVoteState: VoteState = {
  count: null,
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
      return { ...state, count: event.count };
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
        dialogOpen: false,
        thanksOpen: true,
        email: "",
        error: null,
      };
    case "submitFailed":
      // The dialog shows why, with the address still in it; nothing is remembered locally.
      return { ...state, submitting: false, dialogOpen: true, error: event.message };
    case "thanksClosed":
      return { ...state, thanksOpen: false };
  }
}

/** Disabled once this browser has voted in the category, and while a vote is on its way. */
export function isVoteButtonDisabled(state: VoteState): boolean {
  return state.hasVoted || state.submitting;
}

/** 'Kirim' is disabled while a message is shown and while submitting. */
export function isSubmitDisabled(state: VoteState): boolean {
  return state.submitting || state.error !== null;
}
