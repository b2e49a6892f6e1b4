export type RemainingTime = {
  days: number;
  /** Hours within the current day (0–23). */
  hours: number;
  /** Every whole hour left, for counters that show no days (50 hours left reads "50"). */
  totalHours: number;
  minutes: number;
  seconds: number;
  finished: boolean;
};

/** Splits the time left until `target` into units; past the target everything is 0. */
export function remainingTime(target: Date, now: Date): RemainingTime {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  const totalHours = Math.floor(totalSeconds / 3600);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: totalHours % 24,
    totalHours,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    finished: totalSeconds === 0,
  };
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}
