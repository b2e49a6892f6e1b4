import { ModalDialog } from "../../components/ui/modal-dialog";
import { ActionsWithCancel, ErrorLine } from "./form-parts";
import { texts } from "./texts";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What the action does for good, said before it is done. */
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** An action that destroys something (erasure) rather than one that starts something. */
  danger?: boolean;
  busy?: boolean;
  error: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * The question before an action that cannot be undone: the harmless choice has the focus, and
 * a refusal is said inside the dialog, where the eyes are.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={props.open}
      title={props.title}
      closeLabel={texts.close}
      onClose={props.onCancel}
      className="console-dialog"
    >
      <p>{props.body}</p>
      <ErrorLine message={props.error} />
      <ActionsWithCancel cancelLabel={props.cancelLabel} onCancel={props.onCancel} focusCancel>
        <button
          type="button"
          className={`console-button ${props.danger ? "console-button--danger" : "console-button--primary"}`}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </ActionsWithCancel>
    </ModalDialog>
  );
}
