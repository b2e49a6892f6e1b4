import { type FormEvent, useCallback, useEffect, useState } from "react";

import type { ResultsResponse, VoteRow, VotesPage } from "../../../common/committee-api";
import { voteStatuses } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { voteCategories } from "../../../common/vote-category";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { callApi, queryString } from "./api";
import { EmailLookup } from "./email-lookup";
import { wibCompact } from "./format";
import { InvalidationForm } from "./invalidation-form";
import { messageOf, useSession } from "./session";
import { TableScroll } from "./table-scroll";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";
import { useQuery } from "./use-query";
import { describeCriteria, filterOf, searchOf } from "./vote-filter";

const pageSize = 50;
const loadResults = () => callApi<ResultsResponse>(committeeApiPaths.results);

/** /panitia/suara: the votes, filtered and paged; for admins also lookup and invalidation. */
export function VotesScreen() {
  const { canChange } = useSession();
  const [search, setSearch] = useQuery();
  const filter = filterOf(search);
  const filterKey = JSON.stringify(filter);
  const [rows, setRows] = useState<VoteRow[]>([]);
  const [page, setPage] = useState<VotesPage>();
  const [error, setError] = useState("");
  const [single, setSingle] = useState<VoteRow>();
  // The dishes for the filter's list come from the ranking, which names every one.
  const dishes = useLoaded(loadResults, "dishes").data?.categories ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter.
  const load = useCallback(
    async (before?: number) => {
      setError("");
      try {
        const next = await callApi<VotesPage>(
          `${committeeApiPaths.votes}${queryString({ ...filter, before, limit: pageSize })}`,
        );
        setPage(next);
        setRows((shown) => (before === undefined ? next.votes : [...shown, ...next.votes]));
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    [filterKey],
  );
  useEffect(() => {
    load();
  }, [load]);

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
            <label>
              {texts.votes.category}
              <select name="category" defaultValue={filter.category ?? ""}>
                <option value="">{texts.votes.any}</option>
                {voteCategories.map((category) => (
                  <option key={category} value={category}>
                    {texts.categories[category]}
                  </option>
                ))}
              </select>
            </label>
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
            <label>
              {texts.votes.status}
              <select name="status" defaultValue={filter.status ?? ""}>
                <option value="">{texts.votes.any}</option>
                {voteStatuses.map((status) => (
                  <option key={status} value={status}>
                    {texts.statuses[status]}
                  </option>
                ))}
              </select>
            </label>
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
            <a
              className="console-button console-button--quiet"
              href={`${committeeApiPaths.export("votes")}${queryString({ ...filter })}`}
              download
            >
              {texts.votes.export}
            </a>
          </div>
        </form>
      </section>

      <div className="console-card">
        {error && (
          <p className="console-error" role="alert">
            {error}
          </p>
        )}
        <TableScroll label={texts.votes.heading}>
          <table className="console-table console-table--wide">
            <caption>{texts.votes.caption(rows.length, page?.total ?? 0)}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{texts.votes.email}</th>
                <th scope="col">{texts.votes.category}</th>
                <th scope="col">{texts.votes.dish}</th>
                <th scope="col">{texts.votes.status}</th>
                <th scope="col">{texts.votes.time}</th>
                {canChange && <th scope="col">{texts.votes.action}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((vote) => (
                <tr key={vote.id}>
                  <td className="console-number">{vote.id}</td>
                  <td>{vote.maskedEmail}</td>
                  <td>{texts.categories[vote.category]}</td>
                  <td>{dishName(vote.food)}</td>
                  <td>
                    <span className={`console-status console-status--${vote.status}`}>
                      {texts.statuses[vote.status]}
                    </span>
                  </td>
                  <td className="console-nowrap">{wibCompact(vote.createdAt)}</td>
                  {canChange && (
                    <td>
                      {vote.status !== "invalidated" && (
                        <button
                          type="button"
                          className="console-button console-button--small console-button--quiet"
                          aria-label={`${texts.votes.invalidateOne} #${vote.id}`}
                          onClick={() => setSingle(vote)}
                        >
                          {texts.votes.invalidateOne}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
              {page && rows.length === 0 && (
                <tr>
                  <td colSpan={canChange ? 7 : 6}>{texts.votes.none}</td>
                </tr>
              )}
            </tbody>
          </table>
        </TableScroll>
        {page?.nextBefore != null && (
          <div className="console-actions">
            <button
              type="button"
              className="console-button"
              onClick={() => load(page.nextBefore ?? undefined)}
            >
              {texts.votes.more}
            </button>
          </div>
        )}
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
              onDone={() => load()}
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
            onDone={() => load()}
          />
        )}
      </ModalDialog>
    </>
  );
}
