import type { ResultsResponse, TimelineResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { formatWib } from "../../../common/wib";
import { callApi } from "./api";
import { wibClock } from "./format";
import { ResultsTable } from "./results-table";
import { useSession } from "./session";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";
import { VotesChart } from "./votes-chart";
import { WindowCard } from "./window-card";

const resultsEveryMs = 10_000;
// The chart moves by the hour; once a minute is plenty.
const timelineEveryMs = 60_000;

const loadResults = () => callApi<ResultsResponse>(committeeApiPaths.results);
const loadTimeline = () => callApi<TimelineResponse>(committeeApiPaths.timeline);

/** /panitia once signed in: the live ranking, the votes per hour and the voting windows. */
export function ResultsDashboard() {
  const { canChange } = useSession();
  const results = useLoaded(loadResults, "results", resultsEveryMs);
  const timeline = useLoaded(loadTimeline, "timeline", timelineEveryMs);
  const { data } = results;

  return (
    <>
      <div className="console-heading-row">
        <h1>{texts.results.heading}</h1>
        {/* Not a live region: announcing every ten seconds would drown everything else. */}
        {results.loadedAt && (
          <p className="console-updated">{texts.results.updatedAt(wibClock(results.loadedAt))}</p>
        )}
      </div>
      {results.error && (
        <p className="console-error" role="alert">
          {results.error}
        </p>
      )}
      {!data && !results.error && <p>{texts.loading}</p>}
      {data && (
        <>
          <p className="console-hint">
            {data.settings.resultsPublishedAt
              ? texts.results.published(formatWib(data.settings.resultsPublishedAt))
              : texts.results.notPublished}
          </p>
          <div className="console-grid">
            {data.categories.map((category) => (
              <section key={category.category} className="console-card">
                <h2>{texts.categories[category.category]}</h2>
                <ResultsTable results={category} />
              </section>
            ))}
          </div>
          <VotesChart timeline={timeline.data} />
          <div className="console-grid">
            {data.categories.map((category) => (
              <WindowCard
                key={category.category}
                category={category.category}
                status={category.window}
                canChange={canChange}
                onChanged={results.reload}
              />
            ))}
          </div>
        </>
      )}
    </>
  );
}
