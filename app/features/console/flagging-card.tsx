import { type FormEvent, useState } from "react";
import type {
  DefenceSettingsRequest,
  DefencesResponse,
  FlaggingThresholds,
} from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

type Props = {
  flagging: DefencesResponse["flagging"];
  canChange: boolean;
  onSaved(): void;
};

const fields = [
  ["windowMinutes", texts.defences.windowMinutes, 24 * 60],
  ["networkMax", texts.defences.networkMax, 1_000_000],
  ["smallDomainsMax", texts.defences.smallDomainsMax, 1_000_000],
  ["domainMax", texts.defences.domainMax, 1_000_000],
] as const;

/**
 * "Batas lonjakan": how many votes within the window are normal from one network, from one
 * network at small domains, and at one small domain.
 */
export function FlaggingCard({ flagging, canChange, onSaved }: Props) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const thresholds = Object.fromEntries(
      fields.map(([name]) => [name, Number(form.get(name))]),
    ) as FlaggingThresholds;
    const body: DefenceSettingsRequest = { thresholds };
    setBusy(true);
    setMessage("");
    setError("");
    try {
      await callApi<DefencesResponse>(committeeApiPaths.defenceSettings, { method: "PUT", body });
      setMessage(texts.defences.thresholdsSaved);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby="batas">
      <h2 id="batas">{texts.defences.thresholdsHeading}</h2>
      <p className="console-hint">{texts.defences.thresholdsIntro}</p>
      {flagging.rateLimitPerMinute > 0 && (
        <p className="console-hint">{texts.defences.networkCeiling(flagging.rateLimitPerMinute)}</p>
      )}
      {!flagging.enabled && (
        <p>
          <strong>{texts.defences.flaggingOff}</strong>
        </p>
      )}
      <form key={JSON.stringify(flagging.thresholds)} className="console-form" onSubmit={save}>
        <fieldset className="console-fieldset" disabled={!flagging.enabled || !canChange || busy}>
          <div className="console-fields">
            {fields.map(([name, label, max]) => (
              <div key={name} className="console-field">
                <label>
                  {label}
                  <input
                    type="number"
                    name={name}
                    required
                    min={1}
                    max={max}
                    step={1}
                    inputMode="numeric"
                    defaultValue={flagging.thresholds[name]}
                    aria-describedby={`bawaan-${name}`}
                  />
                </label>
                <p id={`bawaan-${name}`} className="console-default">
                  {texts.defences.serverDefault(flagging.defaults[name])}
                </p>
              </div>
            ))}
          </div>
          {canChange && (
            <div className="console-actions">
              <button type="submit" className="console-button console-button--primary">
                {texts.defences.saveThresholds}
              </button>
            </div>
          )}
        </fieldset>
      </form>
      <p className="console-message" role="status">
        {message}
      </p>
      <ErrorLine message={error} />
    </section>
  );
}
