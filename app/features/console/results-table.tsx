import type { CategoryResults } from "../../../common/committee-api";
import { percentage, shareOf } from "./format";
import { EmptyRow } from "./table-parts";
import { TableScroll } from "./table-scroll";
import { texts } from "./texts";

/**
 * One category's ranking as a real table, so a screen reader reads rank, dish and count
 * together. The bar repeats the percentage for the eye only.
 */
export function ResultsTable({ results }: { results: CategoryResults }) {
  const { totals } = results;
  const category = texts.categories[results.category];
  return (
    <TableScroll label={texts.results.caption(category)}>
      <table className="console-table console-table--results">
        {/* The heading above says the category to the eye; the caption names the table for
            a screen reader's table list. */}
        <caption className="visually-hidden">{texts.results.caption(category)}</caption>
        <thead>
          <tr>
            <th scope="col" className="console-number">
              {texts.results.rank}
            </th>
            <th scope="col">{texts.results.dish}</th>
            <th scope="col" className="console-results__class">
              {texts.results.classLabel}
            </th>
            <th scope="col" className="console-number">
              {texts.results.votes}
            </th>
            <th scope="col">{texts.results.share}</th>
          </tr>
        </thead>
        <tbody>
          {results.dishes.map((dish) => {
            const winner = dish.rank === 1 && dish.votes > 0;
            return (
              <tr key={dish.food} className={winner ? "console-results__winner" : undefined}>
                <td className="console-number">{dish.rank}</td>
                <th scope="row" className="console-nowrap">
                  {dish.name}
                  {/* A corrected name: the committee still finds the dish it knew, and what
                      was announced or printed under the old name. */}
                  {dish.formerNames.length > 0 && (
                    <span className="console-results__former">
                      {texts.results.formerNames(dish.formerNames)}
                    </span>
                  )}
                  {winner && <span className="console-badge">{texts.results.winner}</span>}
                  {/* On a phone the class column is hidden to the eye and the class sits under
                      the name; screen readers keep reading it in its column. */}
                  <span className="console-results__class-inline" aria-hidden="true">
                    {dish.classLabel}
                  </span>
                </th>
                <td className="console-nowrap console-results__class">{dish.classLabel}</td>
                <td className="console-number">{dish.votes}</td>
                <td>
                  <span className="console-share">
                    <span className="console-share__value">
                      {percentage(dish.votes, totals.votes)}
                    </span>
                    <span className="console-share__track" aria-hidden="true">
                      <span
                        className="console-share__bar"
                        style={{ width: `${shareOf(dish.votes, totals.votes)}%` }}
                      />
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
          {results.dishes.length === 0 && <EmptyRow columns={5}>{texts.results.empty}</EmptyRow>}
        </tbody>
      </table>
      <Totals totals={totals} />
    </TableScroll>
  );
}

function Totals({ totals }: { totals: CategoryResults["totals"] }) {
  const shown: [string, number][] = [
    [texts.results.totalValid, totals.votes],
    [texts.results.totalInvalidated, totals.invalidated],
  ];
  // Pending and flagged exist only when the integrity checks hold votes back.
  if (totals.pending > 0) shown.push([texts.results.totalPending, totals.pending]);
  if (totals.flagged > 0) shown.push([texts.results.totalFlagged, totals.flagged]);
  return (
    <dl className="console-totals">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
