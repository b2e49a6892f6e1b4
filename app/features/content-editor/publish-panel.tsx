import { useEffect, useRef, useState } from "react";
import type { ContentRelease, PreviewStateResponse } from "../../../common/content-api";
import { committeeApiPaths } from "../../../common/paths";
import { formatWib } from "../../../common/wib";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { ContentClient } from "./editor-context";
import { BuildLog, DraftAgainstLive, ReleaseChanges } from "./release-words";
import { texts } from "./texts";
import { useRemote } from "./use-remote";

/** While a build runs, its state is asked for this often. */
const buildPollMs = 3000;

/**
 * "Pratinjau & terbitkan": a preview of the saved draft, the releases with their state, the
 * log of a failed build, and Kembalikan to put a kept release back. A viewer sees the list
 * and the states, and no button that changes anything.
 */
export function PublishPanel({
  client,
  canEdit,
  unsaved,
  oldTexts,
  saves,
}: {
  client: ContentClient;
  canEdit: boolean;
  /** The sections whose changes are not saved yet, which a release would not carry. */
  unsaved: string[];
  /** How many saved texts still name last year's festival (the list above the form). */
  oldTexts: number;
  /** How many saves and restores since the screen loaded: each one moves the draft on. */
  saves: number;
}) {
  const [previewBuilding, setPreviewBuilding] = useState(false);
  const [releaseBuilding, setReleaseBuilding] = useState(false);
  const preview = useRemote(
    () => client.call<PreviewStateResponse>(committeeApiPaths.contentPreview),
    client.messageOf,
    { everyMs: previewBuilding ? buildPollMs : undefined },
  );
  const releases = useRemote(
    () => client.call<ContentRelease[]>(committeeApiPaths.contentReleases),
    client.messageOf,
    { everyMs: releaseBuilding ? buildPollMs : undefined },
  );
  // The draft's revision and whether it differs from the live site are the server's to say:
  // asked again after every save, or the panel would still say "Draf sama dengan yang tayang".
  const seenSaves = useRef(saves);
  const { reload: reloadPreview } = preview;
  const { reload: reloadReleases } = releases;
  useEffect(() => {
    if (saves === seenSaves.current) return;
    seenSaves.current = saves;
    reloadPreview();
    reloadReleases();
  }, [saves, reloadPreview, reloadReleases]);
  const [message, setMessage] = useState("");
  // The release this browser started: its outcome replaces "Penerbitan dimulai" once known.
  const [startedRelease, setStartedRelease] = useState<string | null>(null);
  const outcome = releases.data?.find((release) => release.id === startedRelease)?.status;
  useEffect(() => {
    if (outcome === "live" || outcome === "previous") setMessage(texts.publishedLive);
    if (outcome === "failed") setMessage(texts.publishFailed);
    if (outcome && outcome !== "building") setStartedRelease(null);
  }, [outcome]);
  // The release this browser asked to switch back to, while it is rebuilt before going live.
  const [switchingRelease, setSwitchingRelease] = useState<string | null>(null);
  const switched = releases.data?.find((release) => release.id === switchingRelease)?.status;
  useEffect(() => {
    if (switched === "live") setMessage(texts.rolledBack);
    if (switched === "previous" || switched === "failed") setMessage(texts.rollBackFailed);
    if (switched && switched !== "switching") setSwitchingRelease(null);
  }, [switched]);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // The action waiting for the editor's yes: a publish that leaves unsaved text behind, or
  // putting a kept release back live for every visitor.
  const [asking, setAsking] = useState<"publish" | ContentRelease>();
  // Polling stops by itself once the server says the build is over.
  const previewRuns = preview.data?.status === "building";
  // A build whose server died is reclaimed by the server within seconds, so this ends too.
  const releaseRuns = releases.data?.some((release) => release.status === "building") ?? false;
  const releaseChanges =
    releaseRuns || (releases.data?.some((release) => release.status === "switching") ?? false);
  useEffect(() => setPreviewBuilding(previewRuns), [previewRuns]);
  useEffect(() => setReleaseBuilding(releaseChanges), [releaseChanges]);

  async function act(path: string, done: string, after: () => Promise<void>) {
    setBusy(true);
    setMessage("");
    setError("");
    try {
      const answer = await client.call<{ id?: unknown; state?: unknown }>(path, {
        method: "POST",
        body: {},
      });
      if (path === committeeApiPaths.contentReleases && typeof answer?.id === "string") {
        setStartedRelease(answer.id);
      }
      await after();
      if (answer?.state === "switching" && typeof answer.id === "string") {
        // Rebuilt first: the list polls until it is live, and says so then.
        setSwitchingRelease(answer.id);
        setMessage(texts.rollingBack);
        return;
      }
      setMessage(done);
    } catch (failure) {
      setError(client.messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const publish = () => act(committeeApiPaths.contentReleases, texts.publishing, releases.reload);
  const rollBack = (release: ContentRelease) =>
    act(committeeApiPaths.contentReleaseLive(release.id), texts.rolledBack, releases.reload);

  const state = preview.data?.status ?? "none";
  const requested = preview.data?.requested;
  const openable = preview.data?.openable;
  // A build of either kind holds the other back (409 on the server); the buttons say so first.
  const building = state === "building" || releaseRuns;
  return (
    <section className="console-card content-publish" aria-labelledby="terbitkan">
      <h2 id="terbitkan">{texts.publishHeading}</h2>
      {canEdit && <p className="console-hint">{texts.publishHint}</p>}
      <div className="content-preview-state">
        {(state === "building" || state === "failed") && requested && (
          <p>{texts.previewRequested[state](requested.revision, requested.createdBy)}</p>
        )}
        {openable && preview.data ? (
          <p>
            {texts.previewShows(
              openable.revision,
              openable.createdBy,
              formatWib(openable.createdAt),
              preview.data.draftRevision,
            )}
          </p>
        ) : (
          state !== "building" && state !== "failed" && <p>{texts.noPreview}</p>
        )}
      </div>
      {state === "failed" && preview.data?.log && <BuildLog log={preview.data.log} />}
      <div className="console-actions">
        {canEdit && (
          <StartBuildButton
            label={texts.preview}
            disabled={busy || building}
            onStart={() =>
              act(committeeApiPaths.contentPreview, texts.previewStarted, preview.reload)
            }
          />
        )}
        {openable && (
          <a
            className="console-button console-button--quiet"
            href={committeeApiPaths.contentPreviewOpen}
            target="_blank"
            rel="noopener"
          >
            {texts.openPreview}
          </a>
        )}
        {canEdit && (
          <StartBuildButton
            label={texts.publish}
            primary
            disabled={busy || building}
            onStart={() => (unsaved.length > 0 || oldTexts > 0 ? setAsking("publish") : publish())}
          />
        )}
      </div>
      <p className="console-message" role="status">
        {message}
      </p>
      <p className="console-error" role="alert">
        {error || preview.error || releases.error}
      </p>
      <h3>{texts.releasesCaption}</h3>
      <DraftAgainstLive releases={releases.data} />
      {releases.data?.length === 0 && <p>{texts.noReleases}</p>}
      <ol className="content-releases">
        {releases.data?.map((release) => (
          <li key={release.id}>
            <span className={`console-status content-release--${release.status}`}>
              {texts.releaseStates[release.status]}
            </span>{" "}
            {texts.releaseLine(release.revision, release.createdBy, formatWib(release.createdAt))}
            <ReleaseChanges release={release} />
            {release.status === "failed" && release.log && <BuildLog log={release.log} />}
            {release.status === "previous" && release.switchLog && (
              <BuildLog log={release.switchLog} summary={texts.switchLog} />
            )}
            {release.problem && <p className="console-error">{release.problem}</p>}
            {canEdit && release.status === "previous" && !release.problem && (
              <button
                type="button"
                className="console-button console-button--small content-release__action"
                disabled={busy}
                onClick={() => setAsking(release)}
              >
                {texts.rollBack}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== undefined}
        title={
          asking !== "publish"
            ? texts.rollBackTitle
            : oldTexts > 0
              ? texts.publishOldTextsTitle
              : texts.publishUnsavedTitle
        }
        body={
          asking === "publish"
            ? [
                unsaved.length > 0 ? texts.publishUnsavedBody(unsaved) : "",
                oldTexts > 0 ? texts.publishOldTextsBody(oldTexts) : "",
              ]
                .filter(Boolean)
                .join(" ")
            : asking
              ? texts.rollBackBody(asking.revision, asking.createdBy, formatWib(asking.createdAt))
              : ""
        }
        confirmLabel={asking === "publish" ? texts.publish : texts.rollBack}
        cancelLabel={texts.cancel}
        closeLabel={texts.close}
        onConfirm={() => {
          setAsking(undefined);
          if (asking === "publish") publish();
          else if (asking) rollBack(asking);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </section>
  );
}

/** Starts a build on the server: a preview, or a release (the primary action). */
function StartBuildButton({
  label,
  primary,
  disabled,
  onStart,
}: {
  label: string;
  primary?: boolean;
  disabled: boolean;
  onStart(): void;
}) {
  return (
    <button
      type="button"
      className={`console-button${primary ? " console-button--primary" : ""}`}
      disabled={disabled}
      onClick={onStart}
    >
      {label}
    </button>
  );
}
