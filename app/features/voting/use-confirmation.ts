import { type Dispatch, useCallback } from "react";
import type { VoteCategory } from "../../../common/vote-category";
import { useContent } from "../../site-content/use-content";
import { confirmWithCode, needsNewCode, resendCode } from "./confirmation-api";
import { hasLiveConfirmation, type VoteEvent, type VoteState } from "./vote-state";
import { rememberVote } from "./vote-storage";

export type CodeStepActions = {
  onCodeChange: (code: string) => void;
  onConfirm: () => void;
  onResend: () => void;
};

/**
 * The vote panel's side of confirmation by e-mail: confirming with the code, asking for a new
 * one, and deciding whether a click on Vote goes back to a code step still waiting.
 */
export function useConfirmation(
  state: VoteState,
  dispatch: Dispatch<VoteEvent>,
  category: VoteCategory,
  onConfirmed: () => void,
) {
  const { pages, festival } = useContent();
  const step = state.confirmation;
  const texts = pages.dish.errors;
  const year = festival.year;

  const onConfirm = useCallback(async () => {
    if (!step) return;
    dispatch({ type: "confirmStarted" });
    const outcome = await confirmWithCode(step.id, step.code, texts);
    if (outcome.ok) {
      // Remembered exactly as a vote answered at once.
      rememberVote(category, step.email, year);
      onConfirmed();
      dispatch({ type: "confirmSucceeded", count: outcome.votes });
      return;
    }
    dispatch({
      type: "confirmFailed",
      message: outcome.message,
      needsNewCode: needsNewCode(outcome.code),
      unknown: outcome.code === "confirmation_unknown",
    });
  }, [step, dispatch, category, onConfirmed, texts, year]);

  const onResend = useCallback(async () => {
    if (!step) return;
    dispatch({ type: "resendStarted" });
    const outcome = await resendCode(step.id, texts);
    if (outcome.ok) {
      dispatch({
        type: "resent",
        expiresAt: outcome.expiresAt,
        resendAvailableAt: outcome.resendAvailableAt,
      });
    } else if (outcome.code === "confirmation_unknown") {
      dispatch({ type: "confirmFailed", message: outcome.message, unknown: true });
    } else {
      dispatch({ type: "resendFailed", message: outcome.message, retryAt: outcome.retryAt });
    }
  }, [step, dispatch, texts]);

  const actions: CodeStepActions = {
    onCodeChange: (code) => dispatch({ type: "codeChanged", code }),
    onConfirm: () => void onConfirm(),
    onResend: () => void onResend(),
  };

  /**
   * A click on Vote while a vote waits for its code: back to the code step while the code can
   * still be used (true), or forget it and vote afresh (false).
   */
  const resume = (): boolean => {
    if (!state.confirmation) return false;
    if (hasLiveConfirmation(state, Date.now())) {
      dispatch({ type: "dialogOpened" });
      return true;
    }
    dispatch({ type: "confirmationDropped" });
    return false;
  };

  return { actions, resume };
}
