import { useState } from "react";
import type { ContentHistoryResponse } from "../../../common/content-api";
import { changeInWords } from "../../../common/content-path-words";
import type { ContentSection } from "../../../common/content-schema";
import { committeeApiPaths } from "../../../common/paths";
import { formatWib } from "../../../common/wib";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useEditor } from "./editor-context";
import { texts } from "./texts";
import { useRemote } from "./use-remote";

type HistoryPanelProps = {
  section: ContentSection;
  /** The revision the form stands on: a restore is refused if someone saved since. */
  baseRevision: number;
  /** The form holds text not saved yet, which a restore would replace. */
  unsaved: boolean;
  onRestored(): Promise<void>;
};

/** "Riwayat": the section's revisions, who and when, what changed, and Pulihkan on each. */
export function HistoryPanel({ section, baseRevision, unsaved, onRestored }: HistoryPanelProps) {
  const { client, canEdit } = useEditor();
  const [open, setOpen] = useState(false);
  const history = useRemote(
    () => client.call<ContentHistoryResponse>(committeeApiPaths.contentHistory(section)),
    client.messageOf,
    { enabled: open },
  );
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // The revision whose restore waits for the editor to give up the unsaved text.
  const [asking, setAsking] = useState<number>();

  async function restore(revision: number) {
    setBusy(true);
    setMessage("");
    setError("");
    try {
      const answer = await client.call<{ revision: number }>(
        committeeApiPaths.contentRestore(section, revision),
        { method: "POST", body: { baseRevision } },
      );
      await onRestored();
      await history.reload();
      setMessage(texts.restored(revision, answer.revision));
    } catch (failure) {
      setError(client.messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details
      className="console-card content-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{texts.history}</summary>
      {canEdit && <p className="console-hint">{texts.restoreHint}</p>}
      <p className="console-message" role="status">
        {message}
      </p>
      <p className="console-error" role="alert">
        {error || history.error}
      </p>
      {history.data && history.data.revisions.length === 0 && <p>{texts.historyEmpty}</p>}
      <ol className="content-revisions">
        {history.data?.revisions.map((revision) => (
          <li key={revision.revision}>
            <p className="content-revision__head">
              <strong>{texts.revision(revision.revision)}</strong>{" "}
              {texts.savedByAt(revision.savedBy, formatWib(revision.savedAt))}
              {revision.restoredFrom !== null && ` · ${texts.restoredFrom(revision.restoredFrom)}`}
            </p>
            <ul className="content-changes">
              {revision.changes.map((change) => (
                <li key={`${change.path.join(".")}${change.reordered ? ":urutan" : ""}`}>
                  {changeInWords(change, texts.empty)}
                </li>
              ))}
            </ul>
            {canEdit && (
              <button
                type="button"
                className="console-button console-button--small"
                disabled={busy}
                aria-label={`${texts.restore} ${texts.revision(revision.revision)}`}
                onClick={() =>
                  unsaved ? setAsking(revision.revision) : restore(revision.revision)
                }
              >
                {texts.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== undefined}
        title={texts.restoreTitle(asking ?? 0)}
        body={texts.restoreLosesUnsaved(texts.sections[section])}
        confirmLabel={texts.restore}
        cancelLabel={texts.cancel}
        closeLabel={texts.close}
        danger
        onConfirm={() => {
          setAsking(undefined);
          if (asking !== undefined) restore(asking);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </details>
  );
}
