import { useContent } from "../../site-content/use-content";
import { CountdownDisplay } from "./countdown-display";
import { useCountdown } from "./use-countdown";

/** Home counts hours, not days: 50 hours left reads "50 Jam". */
export function HomeCountdown() {
  const { pages, festival } = useContent();
  const remaining = useCountdown(festival.events.homeCountdownTarget);
  const units = pages.countdownUnits;
  return (
    <section className="section countdown-section" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="section__title">
        {pages.home.countdown.title}
      </h2>
      <p className="countdown-section__date">{festival.events.homeCountdownLabel}</p>
      <CountdownDisplay
        label={pages.home.countdown.label}
        units={[
          { label: units.hours, value: remaining?.totalHours ?? null },
          { label: units.minutes, value: remaining?.minutes ?? null },
          { label: units.seconds, value: remaining?.seconds ?? null },
        ]}
      />
    </section>
  );
}
