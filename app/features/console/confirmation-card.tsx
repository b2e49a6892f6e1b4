import { useId, useState } from "react";
import type { DefenceSettingsRequest, DefencesResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

type Props = {
  confirmation: DefencesResponse["confirmation"];
  canChange: boolean;
  onSaved(): void;
};

/** "Konfirmasi email": whether every vote waits for its 6-digit code, and what that costs. */
export function ConfirmationCard({ confirmation, canChange, onSaved }: Props) {
  const id = useId();
  const [required, setRequired] = useState<boolean>();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const shown = required ?? confirmation.required;

  async function change(next: boolean) {
    const body: DefenceSettingsRequest = { confirmationRequired: next };
    setBusy(true);
    setMessage("");
    setError("");
    // The box shows its new state at once, and goes back if the server refuses.
    setRequired(next);
    try {
      await callApi<DefencesResponse>(committeeApiPaths.defenceSettings, { method: "PUT", body });
      setMessage(next ? texts.defences.confirmationOn : texts.defences.confirmationOff);
      onSaved();
    } catch (failure) {
      setRequired(undefined);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.defences.confirmationHeading}</h2>
      <label className="console-check">
        <input
          type="checkbox"
          checked={shown}
          disabled={!confirmation.available || !canChange || busy}
          aria-describedby={confirmation.available ? `${id}-cost` : `${id}-cost ${id}-why`}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {texts.defences.confirmationRequired}
      </label>
      <p id={`${id}-cost`} className="console-hint console-hint--below">
        {texts.defences.confirmationCost}
      </p>
      {!confirmation.available && (
        <p id={`${id}-why`}>
          <strong>{texts.defences.confirmationUnavailable}</strong>
        </p>
      )}
      <p className="console-message" role="status">
        {message}
      </p>
      <ErrorLine message={error} />
    </section>
  );
}
