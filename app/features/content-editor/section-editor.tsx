import { useEffect, useMemo, useState } from "react";
import type {
  ContentConflictResponse,
  ContentDraftResponse,
  ContentIssue,
} from "../../../common/content-api";
import { pathInWords } from "../../../common/content-path-words";
import type { ContentSection } from "../../../common/content-schema";
import { committeeApiPaths } from "../../../common/paths";
import { formatWib } from "../../../common/wib";
import { type ContentClient, EditorProvider, issuesByPath } from "./editor-context";
import { HistoryPanel } from "./history-panel";
import type { FieldSchema } from "./json-schema";
import { isRecord } from "./json-schema";
import { type KeptDraft, useKeptOnDevice } from "./kept-drafts";
import { isConflict, isInvalidContent } from "./refusals";
import { type RevealRequest, SectionForm } from "./section-form";
import { texts } from "./texts";

type Status =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; revision: number }
  | { kind: "invalid"; message: string }
  | { kind: "conflict"; conflict: ContentConflictResponse }
  | { kind: "failed"; message: string };

export type SectionEditorProps = {
  section: ContentSection;
  schema: FieldSchema;
  initialValue: unknown;
  initialRevision: number;
  client: ContentClient;
  canEdit: boolean;
  placeholderValues: Partial<Record<string, string>>;
  onSaved(value: unknown): void;
  onDirtyChange(dirty: boolean): void;
  /** A field to bring into view, asked from outside the section (the list of old texts). */
  reveal?: RevealRequest;
  /** An unsaved form this device kept, taken back: it replaces the form's value. */
  kept?: KeptDraft;
};

/**
 * One section's form and its Simpan: the value is sent with the revision the form was
 * loaded from, so a save never silently overwrites someone else's. A refusal keeps every
 * typed text in the form.
 */
export function SectionEditor(props: SectionEditorProps) {
  const { section, schema, client, canEdit, placeholderValues, onSaved, onDirtyChange } = props;
  const [value, setValue] = useState(props.initialValue);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(props.initialValue));
  const [baseRevision, setBaseRevision] = useState(props.initialRevision);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const [reveal, setReveal] = useState<RevealRequest>();
  const dirty = JSON.stringify(value) !== savedJson;
  const outsideReveal = props.reveal;
  useEffect(() => {
    if (outsideReveal) setReveal(outsideReveal);
  }, [outsideReveal]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const taken = props.kept;
  useEffect(() => {
    if (!taken) return;
    setValue(taken.value);
    // The revision it was typed on: a save over a newer draft meets the conflict question.
    setBaseRevision(taken.revision);
    setStatus({ kind: "idle" });
  }, [taken]);
  useKeptOnDevice(section, baseRevision, value, dirty && canEdit);

  async function save(base: number) {
    const sent = value;
    setStatus({ kind: "saving" });
    try {
      const answer = await client.call<{ revision: number; value?: unknown }>(
        committeeApiPaths.contentSection(section),
        { method: "PUT", body: { baseRevision: base, value: sent } },
      );
      // The section as stored: a new dish now has the id the server gave it, which the next
      // save must send, or the dish would be taken for another new one.
      const stored = answer.value ?? sent;
      setValue((current: unknown) =>
        current === sent ? stored : withGivenIds(current, sent, stored),
      );
      setBaseRevision(answer.revision);
      setSavedJson(JSON.stringify(stored));
      setIssues([]);
      setStatus({ kind: "saved", revision: answer.revision });
      onSaved(stored);
    } catch (failure) {
      const refusal = client.refusalOf(failure);
      if (refusal?.status === 400 && isInvalidContent(refusal.body)) {
        setIssues(refusal.body.issues);
        setStatus({ kind: "invalid", message: refusal.body.message });
      } else if (refusal?.status === 409 && isConflict(refusal.body)) {
        setStatus({ kind: "conflict", conflict: refusal.body });
      } else {
        setStatus({ kind: "failed", message: client.messageOf(failure) });
      }
    }
  }

  /** The section as the server has it now: after a restore, or when the editor gives up theirs. */
  async function reload() {
    const draft = await client.call<ContentDraftResponse>(committeeApiPaths.contentDraft);
    setValue(draft.content[section]);
    setSavedJson(JSON.stringify(draft.content[section]));
    setBaseRevision(draft.revision);
    setIssues([]);
    setStatus({ kind: "idle" });
    onSaved(draft.content[section]);
  }

  const shared = useMemo(
    () => ({ client, canEdit, placeholderValues, issues: issuesByPath(issues) }),
    [client, canEdit, placeholderValues, issues],
  );

  return (
    <EditorProvider value={shared}>
      {issues.length > 0 && (
        <section className="console-card content-issues" aria-labelledby={`masalah-${section}`}>
          <h2 id={`masalah-${section}`}>{texts.issuesHeading}</h2>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.path.join(".")} ${issue.message}`}>
                <button
                  type="button"
                  className="content-link-button"
                  onClick={() => setReveal({ path: issue.path, at: Date.now() })}
                >
                  {/* The message names the field itself: the button says where it is. */}
                  {pathInWords(issue.path.slice(0, -1)) || pathInWords(issue.path)}
                </button>
                : {issue.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className="content-form" onSubmit={(event) => event.preventDefault()}>
        <SectionForm
          section={section}
          schema={schema}
          value={value}
          onChange={setValue}
          reveal={reveal}
        />
        {canEdit && (
          <div className="content-save-bar">
            <button
              type="button"
              className="console-button console-button--primary"
              disabled={status.kind === "saving" || !dirty}
              onClick={() => save(baseRevision)}
            >
              {status.kind === "saving" ? texts.saving : texts.save}
            </button>
            {dirty && <span className="content-dirty">{texts.unsaved}</span>}
            <p className="console-message" role="status">
              {status.kind === "saved" && !dirty ? texts.saved(status.revision) : ""}
            </p>
            <p className="console-error" role="alert">
              {status.kind === "invalid" || status.kind === "failed" ? status.message : ""}
              {status.kind === "conflict" ? status.conflict.message : ""}
            </p>
          </div>
        )}
      </form>
      {status.kind === "conflict" && (
        <ConflictNotice
          conflict={status.conflict}
          onOverwrite={() => save(status.conflict.revision)}
          onReload={() =>
            reload().catch((failure) =>
              setStatus({ kind: "failed", message: client.messageOf(failure) }),
            )
          }
        />
      )}
      <HistoryPanel
        section={section}
        baseRevision={baseRevision}
        unsaved={dirty}
        onRestored={reload}
      />
    </EditorProvider>
  );
}

function ConflictNotice({
  conflict,
  onOverwrite,
  onReload,
}: {
  conflict: ContentConflictResponse;
  onOverwrite(): void;
  onReload(): void;
}) {
  return (
    <section className="console-preview content-conflict" aria-labelledby="konflik">
      <h2 id="konflik">{texts.conflictHeading}</h2>
      <p>
        {texts.revision(conflict.revision)}{" "}
        {texts.savedByAt(conflict.savedBy, formatWib(conflict.savedAt))}.
      </p>
      {conflict.changedPaths.length > 0 && (
        <>
          <p>{texts.conflictChanged}</p>
          <ul>
            {conflict.changedPaths.map((path) => (
              <li key={path.join(".")}>{pathInWords(path)}</li>
            ))}
          </ul>
        </>
      )}
      <p>{texts.conflictKept}</p>
      <div className="console-actions">
        <button type="button" className="console-button" onClick={onOverwrite}>
          {texts.overwrite}
        </button>
        <button type="button" className="console-button console-button--quiet" onClick={onReload}>
          {texts.reload}
        </button>
      </div>
    </section>
  );
}

/**
 * What the editor typed while a save was on its way, with the ids the server gave the items
 * that were sent without one (matched by position: the items sent are the current ones unless
 * the editor also added or removed some meanwhile, when nothing is matched).
 */
function withGivenIds(current: unknown, sent: unknown, stored: unknown): unknown {
  if (!Array.isArray(current) || !Array.isArray(sent) || !Array.isArray(stored)) return current;
  if (current.length !== sent.length || stored.length !== sent.length) return current;
  return current.map((item, index) => {
    const given = stored[index]?.id;
    if (!isRecord(item) || (item.id !== undefined && item.id !== "")) return item;
    return typeof given === "string" ? { ...item, id: given } : item;
  });
}
