import type { Pages } from "../../../common/content-schema";
import { useContent } from "../../site-content/use-content";
import type { RemainingTime } from "./countdown";
import { CountdownDisplay, type CountdownUnit } from "./countdown-display";
import { useCountdown } from "./use-countdown";

/** Days show only while some remain; seconds only once the days are gone (specification §2). */
export function comingSoonUnits(
  remaining: RemainingTime | null,
  labels: Pages["countdownUnits"],
): CountdownUnit[] {
  if (!remaining) {
    return [labels.days, labels.hours, labels.minutes].map((label) => ({ label, value: null }));
  }
  const units: CountdownUnit[] = [];
  if (remaining.days > 0) units.push({ label: labels.days, value: remaining.days });
  units.push({ label: labels.hours, value: remaining.hours });
  units.push({ label: labels.minutes, value: remaining.minutes });
  if (remaining.days === 0) units.push({ label: labels.seconds, value: remaining.seconds });
  return units;
}

export function ComingSoonCountdown() {
  const { pages, festival } = useContent();
  const remaining = useCountdown(festival.events.comingSoonTarget);
  return (
    <CountdownDisplay
      label={pages.comingSoon.countdownLabel}
      units={comingSoonUnits(remaining, pages.countdownUnits)}
    />
  );
}
