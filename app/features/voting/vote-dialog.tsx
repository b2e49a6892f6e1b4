import { useId } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { useContent } from "../../site-content/use-content";
import { CodeStep } from "./code-step";
import type { CodeStepActions } from "./use-confirmation";
import type { VoteState } from "./vote-state";

type Props = {
  open: boolean;
  email: string;
  error: string | null;
  submitting: boolean;
  submitDisabled: boolean;
  /** The proof of work is still being solved: one quiet line, never in the way of typing. */
  proofPending?: boolean;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Confirmation by e-mail: while a vote waits for its code, the dialog shows the code step. */
  confirmation?: { state: VoteState } & CodeStepActions;
};

/** 'Yuk Nge-Vote': the address form. Loaded only when a visitor first needs it. */
export default function VoteDialog(props: Props) {
  const { pages } = useContent();
  const text = pages.dish.voteDialog;
  return (
    <ModalDialog
      open={props.open}
      title={text.title}
      closeLabel={text.close}
      onClose={props.onClose}
      className="vote-dialog"
    >
      {props.confirmation?.state.confirmation ? (
        <CodeStep {...props.confirmation} step={props.confirmation.state.confirmation} />
      ) : (
        <AddressStep {...props} />
      )}
    </ModalDialog>
  );
}

/** The first step: the address form. */
function AddressStep(props: Props) {
  const { pages } = useContent();
  const text = pages.dish.voteDialog;
  const inputId = useId();
  const errorId = useId();
  return (
    <>
      <p className="vote-dialog__subtitle">{text.subtitle}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!props.submitDisabled) props.onSubmit();
        }}
      >
        <label className="vote-dialog__label" htmlFor={inputId}>
          {text.emailLabel}
        </label>
        <input
          id={inputId}
          className="vote-dialog__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          // The dialog exists only to ask for this field.
          data-autofocus
          placeholder={text.placeholder}
          value={props.email}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onEmailChange(event.target.value)}
        />
        {props.error ? (
          <p id={errorId} className="vote-dialog__error" role="alert">
            {props.error}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--gradient vote-dialog__submit"
          disabled={props.submitDisabled}
        >
          {props.submitting ? text.sending : text.submit}
        </button>
      </form>
      {props.proofPending ? <p className="vote-dialog__proof">{text.checking}</p> : null}
      <p className="vote-dialog__note">{text.note}</p>
      <p className="vote-dialog__privacy">{text.privacy}</p>
    </>
  );
}
