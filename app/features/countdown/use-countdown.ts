import { useEffect, useState } from "react";
import { type RemainingTime, remainingTime } from "./countdown";

const tickMilliseconds = 1000;

/**
 * The time left until `targetIso`, refreshed every second and frozen once reached. It is null
 * until the page has hydrated: prerendered HTML was built at another moment than the visit.
 */
export function useCountdown(targetIso: string): RemainingTime | null {
  const [remaining, setRemaining] = useState<RemainingTime | null>(null);
  useEffect(() => {
    const target = new Date(targetIso);
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const next = remainingTime(target, new Date());
      setRemaining(next);
      if (next.finished && timer !== undefined) clearInterval(timer);
    };
    tick();
    timer = setInterval(tick, tickMilliseconds);
    return () => clearInterval(timer);
  }, [targetIso]);
  return remaining;
}
