import { type ReactNode, useId } from "react";
import { trapTabKey } from "./focus-trap";
import { useNativeDialog } from "./use-native-dialog";

type Props = {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the page behind it is inert, Escape closes it, focus stays
 * inside, and the browser hands focus back to what opened it.
 */
export function ModalDialog({ open, title, closeLabel, onClose, children, className }: Props) {
  const dialogRef = useNativeDialog(open, { focusMarked: true });
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog cannot close while it must stay.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => trapTabKey(event, event.currentTarget)}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}
