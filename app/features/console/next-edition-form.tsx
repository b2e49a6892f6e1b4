import { type FormEvent, useId, useState } from "react";
import type { Edition } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

/** "FB8" → "FB9": the name's last number, one up; a name without a number stays as it is. */
export function nextName(name: string): string {
  return name.replace(/(\d+)(?!.*\d)/, (digits) => String(Number(digits) + 1));
}

type Props = { current: Edition; stillOpen: string[]; onOpened(edition: Edition): void };

/**
 * "Buka festival berikutnya": the next year and name, a reason for the log, then a
 * confirmation that says what is archived for good. Refused (and said so) while a category
 * of the current festival is open or scheduled.
 */
export function NextEditionForm({ current, stillOpen, onOpened }: Props) {
  const id = useId();
  const [year, setYear] = useState(String(current.year + 1));
  const [name, setName] = useState(nextName(current.name));
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const blocked = stillOpen.length > 0;

  function ask(event: FormEvent) {
    event.preventDefault();
    setError("");
    setConfirming(true);
  }

  async function open() {
    setBusy(true);
    setError("");
    try {
      const opened = await callApi<Edition>(committeeApiPaths.editions, {
        method: "POST",
        // The edition this page showed: if another admin opened one meanwhile, it is refused.
        body: { year: Number(year), name, reason, archives: current.id },
      });
      setConfirming(false);
      onOpened(opened);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.editions.nextHeading}</h2>
      <p className="console-hint">{texts.editions.nextExplanation}</p>
      {blocked && <p className="console-hint">{texts.editions.stillOpen(stillOpen)}</p>}
      {!blocked && !current.resultsPublishedAt && (
        <p className="console-hint">{texts.editions.notAnnouncedYet}</p>
      )}
      <form className="console-form" onSubmit={ask}>
        <div className="console-fields">
          <label className="console-field">
            {texts.editions.year}
            <input
              type="number"
              inputMode="numeric"
              name="year"
              min={current.year + 1}
              max={2100}
              required
              value={year}
              onChange={(event) => setYear(event.currentTarget.value)}
            />
          </label>
          <label className="console-field">
            {texts.editions.name}
            <input
              name="name"
              required
              maxLength={64}
              value={name}
              aria-describedby={`${id}-name-hint`}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </label>
        </div>
        <p id={`${id}-name-hint`} className="console-default">
          {texts.editions.nameHint}
        </p>
        <label>
          {texts.editions.reason}
          <textarea
            name="reason"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </label>
        <div className="console-actions">
          <button
            type="submit"
            className="console-button console-button--primary"
            disabled={busy || blocked}
          >
            {texts.editions.open}
          </button>
        </div>
      </form>
      {!confirming && <ErrorLine message={error} />}
      <ConfirmDialog
        open={confirming}
        title={texts.editions.confirmTitle(name.trim(), Number(year))}
        body={texts.editions.confirmBody(texts.editions.currentFacts(current.name, current.year))}
        confirmLabel={texts.editions.confirm}
        cancelLabel={texts.editions.cancel}
        busy={busy}
        error={error}
        onConfirm={open}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
