import { type FormEvent, useId, useState } from "react";
import { committeeApiPaths } from "../../../common/paths";
import type { VoteCategory } from "../../../common/vote-category";
import {
  shownOpening,
  unscheduledOpening,
  type VotingStatus,
  type VotingWindow,
} from "../../../common/voting-window";
import { formatWib, fromWibInputValue, toWibInputValue } from "../../../common/wib";
import { callApi } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { ActionsWithCancel } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

type Props = {
  category: VoteCategory;
  status: VotingStatus;
  canChange: boolean;
  onChanged(): void;
};

/** One category's voting window: its state and times, and for admins the ways to move them. */
export function WindowCard({ category, status, canChange, onChanged }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  // Closing stops every visitor's vote at once, so it asks first; reopening does not.
  const [confirmingClose, setConfirmingClose] = useState(false);
  const name = texts.categories[category];

  async function save(window: VotingWindow) {
    setBusy(true);
    setMessage("");
    try {
      await callApi<VotingStatus>(committeeApiPaths.window(category), {
        method: "PUT",
        body: window,
      });
      setEditing(false);
      setMessage(texts.window.saved);
      onChanged();
    } catch (failure) {
      setMessage(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const closeNow = async () => {
    await save({ opensAt: status.opensAt, closesAt: new Date().toISOString() });
    setConfirmingClose(false);
  };
  // Reopening means open now: an opening time still ahead would keep the category shut.
  const reopen = () => {
    const opensLater = status.opensAt !== null && Date.parse(status.opensAt) > Date.now();
    save({ opensAt: opensLater ? null : status.opensAt, closesAt: null });
  };

  function submitTimes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: string) => {
      const value = String(form.get(field) ?? "");
      return value === "" ? null : (fromWibInputValue(value) ?? false);
    };
    const opensAt = read("opensAt");
    const closesAt = read("closesAt");
    if (opensAt === false || closesAt === false) {
      setMessage(texts.window.badTime);
      return;
    }
    save({ opensAt, closesAt });
  }

  return (
    <section className="console-card console-window" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.window.heading(name)}</h3>
      <p>
        <span className={`console-state console-state--${status.state}`}>
          {texts.window.states[status.state]}
        </span>
      </p>
      <dl className="console-facts">
        <div>
          <dt>{texts.window.opensAt}</dt>
          <dd>
            {status.opensAt === unscheduledOpening
              ? texts.window.unscheduled
              : status.opensAt
                ? formatWib(status.opensAt)
                : texts.window.noLimit}
          </dd>
        </div>
        <div>
          <dt>{texts.window.closesAt}</dt>
          <dd>{status.closesAt ? formatWib(status.closesAt) : texts.window.noLimit}</dd>
        </div>
      </dl>
      {canChange && (
        <div className="console-actions">
          {status.state === "open" ? (
            <button
              type="button"
              className="console-button"
              onClick={() => setConfirmingClose(true)}
              disabled={busy}
            >
              {texts.window.closeNow}
            </button>
          ) : (
            <button type="button" className="console-button" onClick={reopen} disabled={busy}>
              {texts.window.reopen}
            </button>
          )}
          <button
            type="button"
            className="console-button console-button--quiet"
            aria-expanded={editing}
            aria-controls={`${id}-form`}
            onClick={() => setEditing(!editing)}
          >
            {texts.window.setTimes}
          </button>
        </div>
      )}
      {canChange && editing && (
        <form id={`${id}-form`} className="console-form" onSubmit={submitTimes}>
          <p className="console-hint">{texts.window.inputHint}</p>
          <div className="console-fields">
            <WibTimeField
              label={texts.window.opensInput}
              name="opensAt"
              instant={shownOpening(status.opensAt)}
            />
            <WibTimeField
              label={texts.window.closesInput}
              name="closesAt"
              instant={status.closesAt}
            />
          </div>
          <ActionsWithCancel cancelLabel={texts.window.cancel} onCancel={() => setEditing(false)}>
            <button
              type="submit"
              className="console-button console-button--primary"
              disabled={busy}
            >
              {texts.window.save}
            </button>
          </ActionsWithCancel>
        </form>
      )}
      <p className="console-message" role="status">
        {message}
      </p>
      {canChange && (
        <ConfirmDialog
          open={confirmingClose}
          title={texts.window.closeConfirmTitle(name)}
          body={texts.window.closeConfirmBody}
          confirmLabel={texts.window.closeConfirm}
          cancelLabel={texts.window.cancel}
          busy={busy}
          onConfirm={closeNow}
          onCancel={() => setConfirmingClose(false)}
        />
      )}
    </section>
  );
}

/** A time of the window, typed in WIB; empty means no limit on that side. */
function WibTimeField({
  label,
  name,
  instant,
}: {
  label: string;
  name: string;
  instant: string | null;
}) {
  return (
    <label>
      {label}
      <input
        type="datetime-local"
        name={name}
        defaultValue={instant ? toWibInputValue(instant) : ""}
      />
    </label>
  );
}
