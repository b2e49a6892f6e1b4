import { useLayoutEffect, useRef } from "react";

/**
 * Shows a native <dialog> as a modal while `open` is true and closes it otherwise. A layout
 * effect, so the dialog is shown or closed in the same commit as the state change: a caller
 * that moves focus on the next frame then finds the dialog already closed.
 */
export function useNativeDialog(open: boolean, { focusMarked = false } = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (the close button); a dialog may name a better one.
      if (focusMarked) dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, focusMarked]);
  return dialogRef;
}
