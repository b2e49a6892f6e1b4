type Units = { days: string; hours: string; minutes: string; seconds: string };

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * "1 jam 05 menit": the two largest units of the time left, the second in two digits so the
 * words do not jump as it ticks. Under an hour the seconds show, so the hall sees it move.
 */
export function formatTimeLeft(closesAt: string, now: Date, units: Units): string {
  const seconds = Math.max(0, Math.floor((Date.parse(closesAt) - now.getTime()) / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor(seconds / 60);
  if (days) return `${days} ${units.days} ${twoDigits(hours % 24)} ${units.hours}`;
  if (hours) return `${hours} ${units.hours} ${twoDigits(minutes % 60)} ${units.minutes}`;
  return `${minutes} ${units.minutes} ${twoDigits(seconds % 60)} ${units.seconds}`;
}
