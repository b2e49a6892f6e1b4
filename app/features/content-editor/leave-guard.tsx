import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { texts } from "./texts";

/**
 * Asks before unsaved sections are left behind: the browser's own prompt when the tab is
 * closed or reloaded, and the console's dialog when another console screen is opened.
 */
export function LeaveGuard({ unsaved }: { unsaved: string[] }) {
  const anyUnsaved = unsaved.length > 0;
  useEffect(() => {
    if (!anyUnsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      // Browsers show their own words; both calls are what they look for.
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [anyUnsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={texts.leaveTitle}
      body={texts.leaveBody(unsaved)}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      closeLabel={texts.close}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
