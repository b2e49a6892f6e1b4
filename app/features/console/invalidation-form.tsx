import { type FormEvent, useId, useState } from "react";
import type { InvalidationRequest, InvalidationResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

type Criteria = InvalidationRequest["criteria"];

type Step =
  | { kind: "editing" }
  | { kind: "previewed"; count: number }
  | { kind: "done"; preview: number; count: number };

type Props = {
  criteria: Criteria;
  /** Says in words which votes the criteria pick, above the reason. */
  description: string;
  onDone(): void;
};

/**
 * Invalidation in two steps: "Pratinjau" asks the server how many valid votes the criteria
 * match (a dry run, nothing changes), and only then "Batalkan N suara" does it. Votes keep
 * arriving in between, so the confirmation reports the number the server really changed.
 * Keyed by its criteria where used: new criteria start again from the preview.
 */
export function InvalidationForm({ criteria, description, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [step, setStep] = useState<Step>({ kind: "editing" });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // The server refuses an invalidation of everything; the button says so before it does.
  const hasCriteria = Object.values(criteria).some((value) => value !== undefined);

  async function send(dryRun: boolean) {
    setBusy(true);
    setError("");
    try {
      const body: InvalidationRequest = { criteria, reason: reason.trim(), dryRun };
      const answer = await callApi<InvalidationResponse>(committeeApiPaths.invalidations, {
        method: "POST",
        body,
      });
      return answer.count;
    } catch (failure) {
      setError(messageOf(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = await send(true);
    if (count !== undefined) setStep({ kind: "previewed", count });
  }

  async function confirm() {
    if (step.kind !== "previewed") return;
    const count = await send(false);
    if (count === undefined) return;
    setStep({ kind: "done", preview: step.count, count });
    onDone();
  }

  return (
    <form className="console-form" onSubmit={preview} aria-describedby={`${id}-criteria`}>
      <p id={`${id}-criteria`}>{description}</p>
      <label>
        {texts.invalidate.reason}
        <textarea
          name="reason"
          required
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (step.kind === "done") setStep({ kind: "editing" });
          }}
        />
      </label>
      <p id={`${id}-reason-hint`} className="console-hint">
        {texts.invalidate.reasonHint}
      </p>
      <div className="console-actions">
        <button type="submit" className="console-button" disabled={busy || !hasCriteria}>
          {texts.invalidate.preview}
        </button>
      </div>
      <div role="status" className="console-message">
        {step.kind === "previewed" && (
          <p className="console-preview">
            {step.count === 0 ? texts.invalidate.nothing : texts.invalidate.willCancel(step.count)}
          </p>
        )}
        {step.kind === "done" && (
          <p className="console-preview">
            {step.count === step.preview
              ? texts.invalidate.done(step.count)
              : texts.invalidate.differed(step.preview, step.count)}
          </p>
        )}
      </div>
      {step.kind === "previewed" && step.count > 0 && (
        <div className="console-actions">
          <button
            type="button"
            className="console-button console-button--danger"
            disabled={busy || reason.trim() === ""}
            onClick={confirm}
          >
            {texts.invalidate.confirm(step.count)}
          </button>
        </div>
      )}
      <ErrorLine message={error} />
    </form>
  );
}
