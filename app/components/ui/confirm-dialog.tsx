import { ModalDialog } from "./modal-dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What the action does for good, said before it is done. */
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** An action that destroys something (erasure) rather than one that starts something. */
  danger?: boolean;
  busy?: boolean;
  error?: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * The question before an action that cannot be undone: the harmless choice has the focus, and
 * a refusal is said inside the dialog, where the eyes are. Styled by the console's stylesheet.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={props.open}
      title={props.title}
      closeLabel={props.closeLabel}
      onClose={props.onCancel}
      className="console-dialog"
    >
      <p>{props.body}</p>
      <p className="console-error" role="alert">
        {props.error ?? ""}
      </p>
      <div className="console-actions">
        <button
          type="button"
          className={`console-button ${props.danger ? "console-button--danger" : "console-button--primary"}`}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
        <button
          type="button"
          className="console-button console-button--quiet"
          data-autofocus
          onClick={props.onCancel}
        >
          {props.cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
