import type { DefencesResponse, ResultsResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ConfirmationCard } from "./confirmation-card";
import { DomainRules } from "./domain-rules";
import { FlaggedClusters } from "./flagged-clusters";
import { FlaggingCard } from "./flagging-card";
import { ErrorLine } from "./form-parts";
import { useSession } from "./session";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";

/**
 * The defences, and the ranking for the names of the flagged votes' dishes: it names every
 * dish of the published catalogue, as on the votes screen. Without it the dishes show their
 * slugs, and the defences still show.
 */
const loadDefences = () =>
  Promise.all([
    callApi<DefencesResponse>(committeeApiPaths.defences),
    callApi<ResultsResponse>(committeeApiPaths.results).catch(() => undefined),
  ]);

/**
 * /panitia/keamanan: the vote's defences against stuffing. Flagged clusters to decide on,
 * the flagging thresholds, confirmation by e-mail, the domain lists, and whether proof of
 * work is on. Every change reloads the whole picture: one request answers all of it.
 */
export function DefencesScreen() {
  const { canChange } = useSession();
  const defences = useLoaded(loadDefences, "defences");
  const [shown, ranking] = defences.data ?? [];

  return (
    <>
      <h1 className="console-heading-row">{texts.defences.heading}</h1>
      {defences.error && <ErrorLine message={defences.error} />}
      <FlaggedClusters
        clusters={shown?.clusters}
        ranking={ranking}
        canChange={canChange}
        onReviewed={defences.reload}
      />
      {shown && (
        <>
          <div className="console-grid">
            <FlaggingCard
              flagging={shown.flagging}
              canChange={canChange}
              onSaved={defences.reload}
            />
            <ConfirmationCard
              confirmation={shown.confirmation}
              canChange={canChange}
              onSaved={defences.reload}
            />
          </div>
          <DomainRules
            domains={shown.domains}
            schoolDomain={shown.schoolDomain}
            canChange={canChange}
            onChanged={defences.reload}
          />
          <p className="console-card">
            {texts.defences.proofOfWork}{" "}
            <strong>
              {shown.proofOfWork.enabled
                ? texts.defences.proofOfWorkOn
                : texts.defences.proofOfWorkOff}
            </strong>
          </p>
          <p className="console-card">
            {texts.defences.domainLookup} <strong>{domainLookupState(shown.domainLookup)}</strong>
          </p>
        </>
      )}
    </>
  );
}

function domainLookupState(lookup: DefencesResponse["domainLookup"]): string {
  if (!lookup.enabled) return texts.defences.domainLookupOff;
  return lookup.reachable ? texts.defences.domainLookupOn : texts.defences.domainLookupUnreachable;
}
