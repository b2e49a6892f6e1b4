import { useEffect, useRef, useState } from "react";
import { type DishName, dishOf } from "../../../common/catalogue";
import type { Pages } from "../../../common/content-schema";
import type { LiveBoard } from "../../../common/live-board";
import { ranked } from "../../../common/ranking";
import { useContent } from "../../site-content/use-content";
import { formatTimeLeft } from "./time-left";
import { useReorderAnimation } from "./use-reorder-animation";

type Category = LiveBoard["categories"][number];

const stateText = (states: Pages["live"]["states"], state: Category["voting"]["state"]) =>
  state === "not_open" ? states.notOpen : states[state];

const count = new Intl.NumberFormat("id-ID");

/** A dish the catalogue of this release does not know (renamed since) still shows, by its slug. */
function namesOf(dishes: DishName[], category: Category["category"], food: string) {
  const dish = dishOf(dishes, category, food);
  return { name: dish?.name ?? food, classLabel: dish?.classLabel ?? "" };
}

/**
 * "Ditutup dalam 1 jam 05 menit", ticking each second; nothing before hydration (the page is
 * prerendered at another moment) nor once the time is past (the server's next event says so).
 */
function ClosesIn({ closesAt }: { closesAt: string }) {
  const text = useContent().pages.live;
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!now || Date.parse(closesAt) <= now.getTime()) return null;
  return (
    <span className="live-category__closes">
      {text.closesIn} {formatTimeLeft(closesAt, now, text.timeUnits)}
    </span>
  );
}

/** One category's column: its voting state, then its dishes ranked, with counts and bars. */
export function LiveCategory({ entry }: { entry: Category }) {
  const { pages, dishNames } = useContent();
  const text = pages.live;
  const headingId = `langsung-${entry.category}`;
  const list = useRef<HTMLOListElement>(null);
  const counted = entry.dishes.map((dish) => ({ food: dish.food, votes: dish.votes ?? 0 }));
  const hidden = entry.dishes.some((dish) => dish.votes === null);
  // The server sends them ranked already; ranking again gives ties their shared rank.
  const rows = ranked(counted);
  const most = Math.max(1, ...rows.map((row) => row.votes));
  const noVotes = !hidden && rows.every((row) => row.votes === 0);
  const total = counted.reduce((sum, row) => sum + row.votes, 0);
  useReorderAnimation(list, rows.map((row) => row.food).join(" "));

  return (
    <section className="live-category" aria-labelledby={headingId}>
      <div className="live-category__header">
        <h2 className="live-category__title" id={headingId}>
          {pages.entrepreneur.choices[entry.category]}
        </h2>
        {/* In the header's row, so that the list below keeps its height on the projector. */}
        {hidden ? null : (
          <p className="live-category__total">
            {noVotes ? text.noVotes : `${text.totalVotes}: ${count.format(total)}`}
          </p>
        )}
        <p className="live-category__voting">
          <span className={`live-state live-state--${entry.voting.state}`}>
            {stateText(text.states, entry.voting.state)}
          </span>
          {entry.voting.state === "open" && entry.voting.closesAt ? (
            <ClosesIn closesAt={entry.voting.closesAt} />
          ) : null}
        </p>
      </div>
      <ol className={hidden ? "live-list live-list--hidden" : "live-list"} ref={list}>
        {rows.map((row) => {
          const { name, classLabel } = namesOf(dishNames, entry.category, row.food);
          const leader = !hidden && row.rank === 1 && row.votes > 0;
          return (
            <li
              key={row.food}
              data-key={row.food}
              className={leader ? "live-row live-row--leader" : "live-row"}
            >
              {hidden ? null : (
                <span className="ranking__rank live-row__rank">
                  {/* Every dish without a vote would share the last rank: none is shown. */}
                  {row.votes === 0 ? (
                    <span aria-hidden="true">–</span>
                  ) : (
                    <>
                      <span className="visually-hidden">{text.rank} </span>
                      {row.rank}
                    </>
                  )}
                </span>
              )}
              <span className="live-row__dish">
                <span className="live-row__name">
                  {name}
                  {leader ? <span className="live-row__leader"> {text.leader}</span> : null}
                </span>
                <span className="live-row__class">{classLabel}</span>
              </span>
              {hidden ? null : (
                <>
                  <span className="live-row__count">
                    {count.format(row.votes)}{" "}
                    <span className="live-row__unit">{text.votesUnit}</span>
                  </span>
                  <span
                    className="live-row__bar"
                    aria-hidden="true"
                    style={{ transform: `scaleX(${row.votes / most})` }}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
