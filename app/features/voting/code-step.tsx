import { useEffect, useId, useRef, useState } from "react";
import { fillIn } from "../../../common/content-placeholders";
import { useContent } from "../../site-content/use-content";
import type { CodeStepActions } from "./use-confirmation";
import {
  type ConfirmationStep,
  formatWait,
  isConfirmDisabled,
  resendWaitSeconds,
  type VoteState,
} from "./vote-state";

type Props = CodeStepActions & {
  state: VoteState;
  step: ConfirmationStep;
};

/** Ticks once a second until `until` has passed, so the countdown on 'Kirim ulang' moves. */
function useNow(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Date.parse(until) <= Date.now()) {
      setNow(Date.now());
      return;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (Date.parse(until) <= current) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}

/**
 * The dialog's second step when the committee asks votes to be confirmed by e-mail: the
 * 6-digit code from the mail, 'Konfirmasi', and 'Kirim ulang' once the server allows it.
 */
export function CodeStep({ state, step, onCodeChange, onConfirm, onResend }: Props) {
  const { pages } = useContent();
  const text = pages.dish.voteDialog.confirmation;
  const inputId = useId();
  const sentId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const now = useNow(step.resendAvailableAt);
  const wait = resendWaitSeconds(step, now);
  const resendDisabled = wait > 0 || step.resending || state.submitting;

  // The step replaces the address form under the visitor's focus: the code field takes it.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // A wrong code: the field keeps focus, its digits selected so typing replaces them. When only
  // a new code helps, 'Kirim ulang' takes focus if it may be pressed.
  const { error } = state;
  const { needsNewCode, resent } = step;
  useEffect(() => {
    if (error === null) return;
    if (needsNewCode && resendRef.current && !resendRef.current.disabled) {
      resendRef.current.focus();
      return;
    }
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [error, needsNewCode]);

  // After a new code was sent the pressed button is disabled again: focus returns to the field.
  useEffect(() => {
    if (resent) inputRef.current?.focus();
  }, [resent]);

  const confirmDisabled = isConfirmDisabled(state);
  return (
    <>
      <p className="vote-dialog__subtitle" id={sentId}>
        {fillIn(text.sentTo, { email: step.email })}
      </p>
      <form
        className="code-step"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled) onConfirm();
        }}
      >
        <label className="vote-dialog__label" htmlFor={inputId}>
          {text.codeLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="vote-dialog__input code-step__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          // Reopening the dialog on this step focuses the field (ModalDialog's data-autofocus).
          data-autofocus
          placeholder={text.placeholder}
          value={step.code}
          aria-invalid={error !== null}
          aria-describedby={error ? `${errorId} ${sentId}` : sentId}
          onChange={(event) => onCodeChange(event.target.value)}
        />
        {error ? (
          <p id={errorId} className="vote-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="code-step__notice" role="status">
          {resent ? text.resent : ""}
        </p>
        <div className="code-step__actions">
          <button
            type="submit"
            className="button button--gradient vote-dialog__submit"
            disabled={confirmDisabled}
          >
            {state.submitting ? text.confirming : text.submit}
          </button>
          <button
            ref={resendRef}
            type="button"
            className="button code-step__resend"
            disabled={resendDisabled}
            onClick={onResend}
          >
            {step.resending
              ? text.resending
              : wait > 0
                ? fillIn(text.resendIn, { time: formatWait(wait) })
                : text.resend}
          </button>
        </div>
      </form>
      <p className="vote-dialog__note">{text.spamHint}</p>
    </>
  );
}
