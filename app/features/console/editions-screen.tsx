import { useId, useState } from "react";
import type { Edition, EditionsResponse, ResultsResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { unscheduledOpening } from "../../../common/voting-window";
import { formatWib } from "../../../common/wib";
import { callApi } from "./api";
import { EraseAddresses } from "./erase-addresses";
import { ExportLink } from "./export-link";
import { ErrorLine } from "./form-parts";
import { NextEditionForm } from "./next-edition-form";
import { useSession, useSessionContext } from "./session";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";

const loadEditions = () => callApi<EditionsResponse>(committeeApiPaths.editions);
const loadResults = () => callApi<ResultsResponse>(committeeApiPaths.results);

/**
 * /panitia/festival: this year's festival, the archived ones with their records, and opening
 * the next one (docs/decisions/0038).
 */
export function EditionsScreen() {
  const { canChange } = useSession();
  const { reloadEdition } = useSessionContext();
  const editions = useLoaded(loadEditions, "editions");
  const results = useLoaded(loadResults, "editions-results");
  const [opened, setOpened] = useState("");
  const current = editions.data?.editions.find((edition) => edition.status === "current");
  const archived = editions.data?.editions.filter((edition) => edition.status === "archived") ?? [];
  // Open, or scheduled to open: the server refuses then too (409 voting_still_open).
  const stillOpen = (results.data?.categories ?? [])
    .filter(
      (entry) => entry.window.state !== "closed" && entry.window.opensAt !== unscheduledOpening,
    )
    .map((entry) => texts.categories[entry.category]);

  return (
    <>
      <h1 className="console-heading-row">{texts.editions.heading}</h1>
      <ErrorLine message={editions.error || results.error} />
      <p className="console-message" role="status">
        {opened}
      </p>
      {current && (
        <div className="console-grid console-grid--top">
          <section className="console-card" aria-labelledby="festival-sekarang">
            <h2 id="festival-sekarang">{texts.editions.current}</h2>
            <p>
              <strong>{texts.editions.currentFacts(current.name, current.year)}</strong>
            </p>
            <EditionFacts edition={current} />
          </section>
          {canChange && results.data && (
            <NextEditionForm
              // A fresh form for the festival that is now current: next year, next name.
              key={current.id}
              current={current}
              stillOpen={stillOpen}
              onOpened={(edition) => {
                setOpened(texts.editions.opened(edition.name, edition.year));
                editions.reload();
                results.reload();
                // The header names the festival that is now current.
                reloadEdition();
              }}
            />
          )}
        </div>
      )}
      {editions.data && (
        <section aria-labelledby="arsip">
          <h2 id="arsip">{texts.editions.archiveHeading}</h2>
          {archived.length === 0 ? (
            <p>{texts.editions.noArchive}</p>
          ) : (
            <div className="console-grid console-grid--top">
              {archived.map((edition) => (
                <ArchivedEdition
                  key={edition.id}
                  edition={edition}
                  canChange={canChange}
                  onErased={() => editions.reload()}
                />
              ))}
            </div>
          )}
        </section>
      )}
    </>
  );
}

function EditionFacts({ edition, erasedAt }: { edition: Edition; erasedAt?: string | null }) {
  return (
    <dl className="console-facts">
      <div>
        <dt>{texts.editions.openedAt}</dt>
        <dd>{formatWib(edition.openedAt)}</dd>
      </div>
      {edition.archivedAt && (
        <div>
          <dt>{texts.editions.archivedAt}</dt>
          <dd>{formatWib(edition.archivedAt)}</dd>
        </div>
      )}
      <div>
        <dt>{texts.editions.resultsAt}</dt>
        <dd>
          {edition.resultsPublishedAt
            ? formatWib(edition.resultsPublishedAt)
            : texts.editions.notAnnounced}
        </dd>
      </div>
      {erasedAt !== undefined && (
        <div>
          <dt>{texts.editions.addressesErased}</dt>
          <dd>
            {erasedAt ? texts.editions.erasedAt(formatWib(erasedAt)) : texts.editions.notErased}
          </dd>
        </div>
      )}
    </dl>
  );
}

type ArchivedProps = { edition: Edition; canChange: boolean; onErased(): void };

/** An archived edition: its facts, its records to download, and erasing its addresses. */
function ArchivedEdition({ edition, canChange, onErased }: ArchivedProps) {
  const id = useId();
  const loadOwnResults = () =>
    callApi<ResultsResponse>(`${committeeApiPaths.results}?edition=${edition.id}`);
  const results = useLoaded(loadOwnResults, `edition-${edition.id}`);
  const erasedAt = results.data?.settings.addressesErasedAt;

  return (
    <section className="console-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.editions.currentFacts(edition.name, edition.year)}</h3>
      <EditionFacts edition={edition} erasedAt={erasedAt ?? null} />
      <h4 className="console-subheading">{texts.editions.exports}</h4>
      <div className="console-actions">
        <ExportLink href={committeeApiPaths.export("ranking", edition.id)}>
          {texts.editions.exportRanking}
        </ExportLink>
        <ExportLink href={committeeApiPaths.export("votes", edition.id)}>
          {texts.editions.exportVotes}
        </ExportLink>
        <ExportLink href={committeeApiPaths.export("audit", edition.id)}>
          {texts.editions.exportAudit}
        </ExportLink>
      </div>
      {results.data && (
        <>
          {!erasedAt && (
            <p className="console-hint console-hint--below">
              {texts.editions.eraseReminder(edition.name)}
            </p>
          )}
          <EraseAddresses
            edition={edition.id}
            canChange={canChange && !erasedAt}
            texts={{
              button: texts.editions.erase(edition.name),
              confirmTitle: texts.editions.eraseConfirmTitle(edition.name),
              confirmBody: texts.editions.eraseConfirmBody,
              confirm: texts.editions.eraseConfirm,
              cancel: texts.editions.cancel,
              erasedCount: texts.editions.erasedCount,
            }}
            onErased={() => {
              results.reload();
              onErased();
            }}
          />
        </>
      )}
      <ErrorLine message={results.error} />
    </section>
  );
}
