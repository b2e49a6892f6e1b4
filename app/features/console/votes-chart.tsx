import { useEffect, useId, useRef, useState } from "react";
import type { TimelineResponse } from "../../../common/committee-api";
import { voteCategories } from "../../../common/vote-category";
import { texts } from "./texts";

const wibOffsetMs = 7 * 60 * 60 * 1000;
/** The class Plot gives the chart and its legend (`votes-chart-swatches`…), styled in votes-chart.css. */
const chartClass = "votes-chart";
// The chart's times are already shifted to WIB (see below), so its labels read them as UTC.
const tickTime = new Intl.DateTimeFormat("id-ID", {
  timeZone: "UTC",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const tickDay = new Intl.DateTimeFormat("id-ID", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
});
const hourLabel = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/**
 * Valid votes per hour, a bar per hour split by category. Observable Plot is loaded only here, after
 * the table is on screen: it is the console's largest piece and no public page needs it.
 * The caption and the list below say in words what the chart shows.
 */
export function VotesChart({ timeline }: { timeline: TimelineResponse | undefined }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const hours = timeline?.hours ?? [];

  useEffect(() => {
    const target = box.current;
    if (!target || hours.length === 0) return;
    let cancelled = false;
    import("@observablehq/plot").then(
      (Plot) => {
        if (cancelled) return;
        // Plot writes times in UTC when told to; shifting by seven hours makes that WIB
        // whatever the committee member's computer clock says.
        const data = hours.map((row) => ({
          hour: new Date(Date.parse(row.hour) + wibOffsetMs),
          votes: row.votes,
          category: texts.categories[row.category],
        }));
        // At least the last twelve hours up to the current one, so a quiet start shows as
        // a few bars on a timeline rather than one bar filling the whole chart.
        const hourMs = 3_600_000;
        const thisHour = Math.floor(Date.now() / hourMs) * hourMs + wibOffsetMs;
        const latest = Math.max(thisHour, ...data.map((row) => row.hour.getTime()));
        const last = latest + hourMs;
        const first = Math.min(last - 12 * hourMs, ...data.map((row) => row.hour.getTime()));
        const spansDays = last - first > 24 * 60 * 60 * 1000;
        const width = Math.max(300, target.clientWidth);
        const chart = Plot.plot({
          // Plot's default rules, in votes-chart.css under this class (see below).
          className: chartClass,
          width,
          height: 260,
          marginLeft: 44,
          style: { background: "transparent", color: "currentColor", fontSize: "12px" },
          x: {
            type: "utc",
            domain: [new Date(first), new Date(last)],
            label: texts.chart.hourAxis,
            // Whole hours only (the data are hourly), with room for each label.
            ticks: Math.max(
              1,
              Math.min(Math.floor(width / (spansDays ? 110 : 64)), (last - first) / hourMs),
            ),
            tickFormat: (date: Date) =>
              spansDays
                ? `${tickDay.format(date)} ${tickTime.format(date)}`
                : tickTime.format(date),
          },
          y: { grid: true, label: texts.chart.votesAxis },
          color: { legend: true, range: ["#f5c04e", "#4fd1c5"] },
          marks: [
            // Stacked bars, one per hour: the height is the hour's total, the colours split it.
            Plot.rectY(data, {
              x: "hour",
              interval: "hour",
              y: "votes",
              fill: "category",
              inset: 1,
              tip: true,
            }),
            Plot.ruleY([0]),
          ],
        });
        // Plot brings its few default rules as <style> blocks, which the console's policy
        // refuses (style blocks by hash only, docs/decisions/0025): votes-chart.css has them.
        for (const block of Array.from(chart.querySelectorAll("style"))) block.remove();
        chart.setAttribute("aria-hidden", "true");
        target.replaceChildren(chart);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [hours]);

  return (
    <figure className="console-card console-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <strong>{texts.chart.heading}</strong> {texts.chart.caption}
      </figcaption>
      <div ref={box} className="console-chart__plot" />
      {failed && <p className="console-error">{texts.chart.failed}</p>}
      <ul className="console-chart__summary">
        {hours.length === 0 ? <li>{texts.chart.empty}</li> : summaries(hours)}
      </ul>
    </figure>
  );
}

function summaries(hours: TimelineResponse["hours"]) {
  return voteCategories.map((category) => {
    const rows = hours.filter((row) => row.category === category);
    const total = rows.reduce((sum, row) => sum + row.votes, 0);
    const peak = rows.reduce<(typeof rows)[number] | undefined>(
      (best, row) => (!best || row.votes > best.votes ? row : best),
      undefined,
    );
    const name = texts.categories[category];
    return (
      <li key={category}>
        {texts.chart.summary(
          name,
          total,
          peak ? `${hourLabel.format(new Date(peak.hour))} WIB` : "–",
        )}
      </li>
    );
  });
}
