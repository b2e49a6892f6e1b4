import { type FormEvent, useState } from "react";

import type { ResultsResponse, VoteRow, VotesPage } from "../../../common/committee-api";
import { voteStatuses } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { voteCategories } from "../../../common/vote-category";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { callApi, queryString } from "./api";
import { EmailLookup } from "./email-lookup";
import { ExportLink } from "./export-link";
import { ErrorLine, FilterSelect } from "./form-parts";
import { wibCompact } from "./format";
import { InvalidationForm } from "./invalidation-form";
import { useSession } from "./session";
import { LoadMoreButton, RecordTable, RowActionButton, StatusTag } from "./table-parts";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";
import { usePagedList } from "./use-paged-list";
import { useQuery } from "./use-query";
import { describeCriteria, filterOf, searchOf } from "./vote-filter";

const votesOf = (page: VotesPage) => page.votes;
const loadResults = () => callApi<ResultsResponse>(committeeApiPaths.results);

/**
 * A filter on one of a vote's fields that has a fixed list of values, each value named as the
 * table names it.
 */
function fixedValueFilter<Choice extends string>(
  name: "category" | "status",
  choices: readonly Choice[],
  names: Record<Choice, string>,
) {
  return function FixedValueFilter({ value }: { value: Choice | undefined }) {
    return (
      <FilterSelect
        label={texts.votes[name]}
        name={name}
        value={value ?? ""}
        anyLabel={texts.votes.any}
        choices={choices}
        labelOf={(choice) => names[choice]}
      />
    );
  };
}

const CategoryFilter = fixedValueFilter("category", voteCategories, texts.categories);
const StatusFilter = fixedValueFilter("status", voteStatuses, texts.statuses);

/** /panitia/suara: the votes, filtered and paged; for admins also lookup and invalidation. */
export function VotesScreen() {
  const { canChange } = useSession();
  const [search, setSearch] = useQuery();
  const filter = filterOf(search);
  const {
    items: rows,
    page,
    error,
    reload,
    loadMore,
  } = usePagedList(committeeApiPaths.votes, filter, votesOf);
  const [single, setSingle] = useState<VoteRow>();
  // The dishes for the filter's list come from the ranking, which names every one.
  const dishes = useLoaded(loadResults, "dishes").data?.categories ?? [];

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(searchOf(new FormData(event.currentTarget)));
  }

  const { status: _status, ...criteria } = filter;
  const dishName = (food: string) =>
    dishes.flatMap((category) => category.dishes).find((dish) => dish.food === food)?.name ?? food;

  return (
    <>
      <h1 className="console-heading-row">{texts.votes.heading}</h1>
      <section className="console-card" aria-labelledby="saring">
        <h2 id="saring">{texts.votes.filters}</h2>
        <form key={search.toString()} className="console-form" onSubmit={applyFilter}>
          <div className="console-fields">
            <CategoryFilter value={filter.category} />
            <label>
              {texts.votes.dish}
              <select name="food" defaultValue={filter.food ?? ""}>
                <option value="">{texts.votes.any}</option>
                {dishes.map((category) => (
                  <optgroup key={category.category} label={texts.categories[category.category]}>
                    {category.dishes.map((dish) => (
                      <option key={dish.food} value={dish.food}>
                        {dish.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <StatusFilter value={filter.status} />
            <label>
              {texts.votes.domain}
              <input
                name="domain"
                defaultValue={filter.domain ?? ""}
                placeholder={texts.votes.domainHint}
              />
            </label>
            <label>
              {texts.votes.from}
              <input type="datetime-local" name="from" defaultValue={search.get("from") ?? ""} />
            </label>
            <label>
              {texts.votes.to}
              <input type="datetime-local" name="to" defaultValue={search.get("to") ?? ""} />
            </label>
          </div>
          <div className="console-actions">
            <button type="submit" className="console-button console-button--primary">
              {texts.votes.apply}
            </button>
            <button
              type="button"
              className="console-button console-button--quiet"
              onClick={() => setSearch(new URLSearchParams())}
            >
              {texts.votes.reset}
            </button>
            <ExportLink
              className="console-button console-button--quiet"
              href={`${committeeApiPaths.export("votes")}${queryString({ ...filter })}`}
            >
              {texts.votes.export}
            </ExportLink>
          </div>
        </form>
      </section>

      <div className="console-card">
        {error && <ErrorLine message={error} />}
        <RecordTable
          label={texts.votes.heading}
          caption={texts.votes.caption(rows.length, page?.total ?? 0)}
          columns={[
            "#",
            texts.votes.email,
            texts.votes.category,
            texts.votes.dish,
            texts.votes.status,
            texts.votes.time,
          ]}
          rows={page && rows}
          keyOf={(vote) => vote.id}
          cellsOf={(vote) => (
            <>
              <td className="console-number">{vote.id}</td>
              <td>{vote.maskedEmail}</td>
              <td>{texts.categories[vote.category]}</td>
              <td>{dishName(vote.food)}</td>
              <td>
                <StatusTag kind={vote.status}>{texts.statuses[vote.status]}</StatusTag>
              </td>
              <td className="console-nowrap">{wibCompact(vote.createdAt)}</td>
            </>
          )}
          action={canChange && texts.votes.action}
          actionOf={(vote) =>
            vote.status !== "invalidated" && (
              <RowActionButton
                label={texts.votes.invalidateOne}
                rowId={vote.id}
                quiet
                onClick={() => setSingle(vote)}
              />
            )
          }
          none={texts.votes.none}
        />
        {page?.nextBefore != null && <LoadMoreButton label={texts.votes.more} onClick={loadMore} />}
      </div>

      {canChange && (
        <div className="console-grid">
          <section className="console-card" aria-labelledby="batalkan">
            <h2 id="batalkan">{texts.invalidate.heading}</h2>
            <p className="console-hint">{texts.invalidate.intro}</p>
            <InvalidationForm
              key={JSON.stringify(criteria)}
              criteria={criteria}
              description={describeCriteria(criteria, dishName, true)}
              onDone={reload}
            />
          </section>
          <EmailLookup />
        </div>
      )}

      <ModalDialog
        open={single !== undefined}
        title={single ? texts.invalidate.oneHeading(single.id) : ""}
        closeLabel={texts.close}
        onClose={() => setSingle(undefined)}
        className="console-dialog"
      >
        {single && (
          <InvalidationForm
            key={single.id}
            criteria={{ voteId: single.id }}
            description={`${single.maskedEmail} · ${dishName(single.food)} · ${wibCompact(single.createdAt)} WIB`}
            onDone={reload}
          />
        )}
      </ModalDialog>
    </>
  );
}
