import { useState } from "react";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";

type Props = {
  /** An archived edition's id; without it, the current edition's addresses. */
  edition?: number;
  /** Only an admin sees the button; everybody sees what happened. */
  canChange: boolean;
  texts: {
    button: string;
    confirmTitle: string;
    confirmBody: string;
    confirm: string;
    cancel: string;
    erasedCount(count: number): string;
  };
  onErased(erasedAt: string): void;
};

/**
 * "Hapus alamat email": the button, the question that says it cannot be undone, and what was
 * erased; for the current edition (Pengaturan) or an archived one (Festival).
 */
export function EraseAddresses({ edition, canChange, texts, onErased }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function erase() {
    setBusy(true);
    setError("");
    try {
      const answer = await callApi<{ count: number; erasedAt: string }>(committeeApiPaths.erasure, {
        method: "POST",
        body: edition === undefined ? {} : { edition },
      });
      setConfirming(false);
      setDone(texts.erasedCount(answer.count));
      onErased(answer.erasedAt);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {canChange && !done && (
        <button
          type="button"
          className="console-button console-button--danger"
          onClick={() => setConfirming(true)}
        >
          {texts.button}
        </button>
      )}
      <p className="console-message" role="status">
        {done}
      </p>
      {!confirming && <ErrorLine message={error} />}
      {canChange && (
        <ConfirmDialog
          open={confirming}
          title={texts.confirmTitle}
          body={texts.confirmBody}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          danger
          busy={busy}
          error={error}
          onConfirm={erase}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
