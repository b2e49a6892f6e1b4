import type { FormEvent } from "react";

import type { AuditEntry, AuditPage } from "../../../common/committee-api";
import { auditActions } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { ExportLink } from "./export-link";
import { ErrorLine, FilterSelect } from "./form-parts";
import { wibCompact } from "./format";
import { ConsoleTable, EmptyRow, LoadMoreButton } from "./table-parts";
import { texts } from "./texts";
import { usePagedList } from "./use-paged-list";
import { useQuery } from "./use-query";

const entriesOf = (page: AuditPage) => page.entries;

/** /panitia/log: the append-only audit log, newest first, filtered by action and actor. */
export function AuditScreen() {
  const [search, setSearch] = useQuery();
  const action = search.get("action") ?? "";
  const actor = search.get("actor") ?? "";
  const {
    items: entries,
    page,
    error,
    loadMore,
  } = usePagedList(committeeApiPaths.audit, { action, actor }, entriesOf);

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of ["action", "actor"]) {
      const value = String(form.get(field) ?? "").trim();
      if (value) next.set(field, value);
    }
    setSearch(next);
  }

  return (
    <>
      <h1 className="console-heading-row">{texts.audit.heading}</h1>
      <section className="console-card" aria-label={texts.votes.filters}>
        <form key={search.toString()} className="console-inline-form" onSubmit={applyFilter}>
          <FilterSelect
            label={texts.audit.action}
            name="action"
            value={action}
            anyLabel={texts.audit.any}
            choices={auditActions}
            labelOf={(known) => texts.audit.actions[known]}
          />
          <label>
            {texts.audit.actor}
            <input name="actor" defaultValue={actor} autoComplete="off" />
          </label>
          <button type="submit" className="console-button console-button--primary">
            {texts.audit.apply}
          </button>
          <ExportLink
            className="console-button console-button--quiet"
            href={committeeApiPaths.export("audit")}
          >
            {texts.audit.export}
          </ExportLink>
        </form>
      </section>
      <div className="console-card">
        {error && <ErrorLine message={error} />}
        <ConsoleTable
          caption={texts.audit.caption}
          columns={[texts.audit.at, texts.audit.actor, texts.audit.action, texts.audit.details]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="console-nowrap">{wibCompact(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{actionOf(entry)}</td>
              <td className="console-details">{detailsOf(entry.details)}</td>
            </tr>
          ))}
          {page && entries.length === 0 && <EmptyRow columns={4}>{texts.audit.none}</EmptyRow>}
        </ConsoleTable>
        {page?.nextBefore != null && <LoadMoreButton label={texts.audit.more} onClick={loadMore} />}
      </div>
    </>
  );
}

/**
 * The action's name; an entry that stands for repeated events (attempts refused by the
 * sign-in throttle) says how many: "Percobaan masuk ditahan (37 kali)".
 */
function actionOf(entry: AuditEntry): string {
  const name = texts.audit.actions[entry.action] ?? entry.action;
  const { times } = entry.details;
  return typeof times === "number" ? `${name} (${texts.audit.times(times)})` : name;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The details the server recorded, as "key: value" pairs, with instants in WIB. */
function detailsOf(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key]) => key !== "times")
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(" · ");
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "string") return isoInstant.test(value) ? `${wibCompact(value)} WIB` : value;
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (typeof value === "object") {
    const pairs = Object.entries(value).map(([key, inner]) => `${key}: ${valueText(inner)}`);
    return `(${pairs.join(", ")})`;
  }
  return String(value);
}
