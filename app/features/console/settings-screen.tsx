import { useId, useState } from "react";
import type { CommitteeSettings, ResultsResponse } from "../../../common/committee-api";
import { committeeApiPaths, paths } from "../../../common/paths";
import { formatWib } from "../../../common/wib";
import { callApi } from "./api";
import { EraseAddresses } from "./erase-addresses";
import { ExportLink } from "./export-link";
import { ErrorLine } from "./form-parts";
import { messageOf, useSession } from "./session";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";

// The settings travel with the results; one request answers both.
const loadResults = () => callApi<ResultsResponse>(committeeApiPaths.results);

/** /panitia/pengaturan: publishing, the live count on dish pages, exports and erasure. */
export function SettingsScreen() {
  const { canChange } = useSession();
  const results = useLoaded(loadResults, "settings");
  const [settings, setSettings] = useState<CommitteeSettings>();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // Withdrawing an announcement reopens what it froze: the server asks why, for the log.
  const [withdrawReason, setWithdrawReason] = useState("");
  const shown = settings ?? results.data?.settings;
  // Results cannot be announced while a category still takes votes (409 voting_still_open):
  // the screen says so before the button is pressed.
  const stillOpen = (results.data?.categories ?? [])
    .filter((entry) => entry.window.state === "open")
    .map((entry) => texts.categories[entry.category]);

  async function change(body: {
    resultsPublished?: boolean;
    hideLiveCount?: boolean;
    reason?: string;
  }) {
    setBusy(true);
    setMessage("");
    setError("");
    const before = shown;
    // The box shows its new state at once (a checkbox that lags its click reads as broken),
    // and goes back if the server refuses.
    if (before && body.hideLiveCount !== undefined) {
      setSettings({ ...before, hideLiveCount: body.hideLiveCount });
    }
    try {
      setSettings(
        await callApi<CommitteeSettings>(committeeApiPaths.settings, { method: "PUT", body }),
      );
      if (body.resultsPublished === false) setWithdrawReason("");
      setMessage(texts.settings.saved);
    } catch (failure) {
      setSettings(before);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="console-heading-row">{texts.settings.heading}</h1>
      {results.error && <ErrorLine message={results.error} />}
      {shown && (
        <div className="console-grid">
          <section className="console-card" aria-labelledby="umumkan">
            <h2 id="umumkan">{texts.settings.publishHeading}</h2>
            <p>
              {shown.resultsPublishedAt
                ? texts.settings.publishedAt(formatWib(shown.resultsPublishedAt))
                : texts.settings.notPublished}
            </p>
            {!shown.resultsPublishedAt && stillOpen.length > 0 && (
              <p className="console-hint">{texts.settings.stillOpen(stillOpen)}</p>
            )}
            {shown.resultsPublishedAt && <p className="console-hint">{texts.settings.frozen}</p>}
            {canChange && shown.resultsPublishedAt && (
              <label className="console-field">
                {texts.settings.withdrawReason}
                <input
                  name="reason"
                  maxLength={500}
                  value={withdrawReason}
                  onChange={(event) => setWithdrawReason(event.currentTarget.value)}
                />
              </label>
            )}
            <div className="console-actions">
              {canChange && (
                <button
                  type="button"
                  className={`console-button${shown.resultsPublishedAt ? "" : " console-button--primary"}`}
                  disabled={
                    busy ||
                    (shown.resultsPublishedAt ? withdrawReason.trim() === "" : stillOpen.length > 0)
                  }
                  onClick={() =>
                    change(
                      shown.resultsPublishedAt
                        ? { resultsPublished: false, reason: withdrawReason }
                        : { resultsPublished: true },
                    )
                  }
                >
                  {shown.resultsPublishedAt ? texts.settings.unpublish : texts.settings.publish}
                </button>
              )}
              <a className="console-button console-button--quiet" href={paths.results}>
                {texts.settings.publicPage}
              </a>
            </div>
          </section>
          <section className="console-card" aria-labelledby="jumlah">
            <h2 id="jumlah">{texts.settings.liveCountHeading}</h2>
            <label className="console-check">
              <input
                type="checkbox"
                checked={shown.hideLiveCount}
                disabled={!canChange || busy}
                onChange={(event) => change({ hideLiveCount: event.currentTarget.checked })}
              />
              {texts.settings.hideLiveCount}
            </label>
          </section>
          <section className="console-card" aria-labelledby="ekspor">
            <h2 id="ekspor">{texts.settings.exportsHeading}</h2>
            <div className="console-actions">
              <ExportLink href={committeeApiPaths.export("ranking")}>
                {texts.settings.exportRanking}
              </ExportLink>
              <ExportLink href={committeeApiPaths.export("votes")}>
                {texts.settings.exportVotes}
              </ExportLink>
              <ExportLink href={committeeApiPaths.export("audit")}>
                {texts.settings.exportAudit}
              </ExportLink>
            </div>
          </section>
          <Erasure
            erasedAt={shown.addressesErasedAt}
            canChange={canChange}
            onErased={(erasedAt) => setSettings({ ...shown, addressesErasedAt: erasedAt })}
          />
        </div>
      )}
      <p className="console-message" role="status">
        {message}
      </p>
      <ErrorLine message={error} />
    </>
  );
}

type ErasureProps = {
  erasedAt: string | null;
  canChange: boolean;
  onErased(erasedAt: string): void;
};

function Erasure({ erasedAt, canChange, onErased }: ErasureProps) {
  const id = useId();
  return (
    <section className="console-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.settings.erasureHeading}</h2>
      <p className="console-hint">{texts.settings.erasureExplanation}</p>
      {erasedAt && (
        <p>
          <strong>{texts.settings.erasedAt(formatWib(erasedAt))}</strong>
        </p>
      )}
      {/* Kept after erasing, so the count erased stays said. */}
      <EraseAddresses
        canChange={canChange && !erasedAt}
        texts={{
          button: texts.settings.erase,
          confirmTitle: texts.settings.eraseConfirmTitle,
          confirmBody: texts.settings.eraseConfirmBody,
          confirm: texts.settings.eraseConfirm,
          cancel: texts.settings.cancel,
          erasedCount: texts.settings.erasedCount,
        }}
        onErased={onErased}
      />
    </section>
  );
}
