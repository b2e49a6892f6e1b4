import { type FormEvent, useId, useState } from "react";
import type { ClusterReviewRequest, FlaggedCluster } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { callApi } from "./api";
import { clusterOrigin } from "./cluster-origin";
import { ActionsWithCancel, ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

export type Decision = ClusterReviewRequest["decision"];
export type Review = { cluster: FlaggedCluster; decision: Decision };

type Props = {
  review: Review | undefined;
  onClose(): void;
  /** With the number of votes the server really changed. */
  onDone(decision: Decision, count: number): void;
};

/**
 * The confirmation of a decision on one flagged cluster: it says what will happen to how
 * many votes, and asks for the reason the audit log keeps. Nothing changes before the button.
 */
export function ClusterReviewDialog({ review, onClose, onDone }: Props) {
  return (
    <ModalDialog
      open={review !== undefined}
      title={review ? texts.defences.reviewHeading[review.decision] : ""}
      closeLabel={texts.close}
      onClose={onClose}
      className="console-dialog"
    >
      {review && (
        <ReviewForm
          key={`${review.decision}:${review.cluster.reason}:${review.cluster.key}`}
          review={review}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </ModalDialog>
  );
}

function ReviewForm({ review, onClose, onDone }: Props & { review: Review }) {
  const id = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const { cluster, decision } = review;
  const origin = clusterOrigin(cluster);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (reason === "") {
      setError(texts.defences.reasonRequired);
      return;
    }
    setBusy(true);
    setError("");
    try {
      const body: ClusterReviewRequest = {
        cluster: { reason: cluster.reason, key: cluster.key },
        decision,
        reason,
      };
      const answer = await callApi<{ count: number }>(committeeApiPaths.flaggedReview, {
        method: "POST",
        body,
      });
      onDone(decision, answer.count);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="console-form" onSubmit={submit}>
      <p className="console-preview">
        {decision === "approve"
          ? texts.defences.willApprove(cluster.count, origin)
          : texts.defences.willInvalidate(cluster.count, origin)}
      </p>
      <label>
        {texts.invalidate.reason}
        <textarea name="reason" required aria-describedby={`${id}-hint`} />
      </label>
      <p id={`${id}-hint`} className="console-hint">
        {texts.invalidate.reasonHint}
      </p>
      <ErrorLine message={error} />
      <ActionsWithCancel cancelLabel={texts.defences.cancel} onCancel={onClose} focusCancel>
        <button
          type="submit"
          className={`console-button ${decision === "approve" ? "console-button--primary" : "console-button--danger"}`}
          disabled={busy}
        >
          {decision === "approve"
            ? texts.defences.confirmApprove(cluster.count)
            : texts.defences.confirmInvalidate(cluster.count)}
        </button>
      </ActionsWithCancel>
    </form>
  );
}
