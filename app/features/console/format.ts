/** Short WIB times for tables and status lines; formatWib (common/wib.ts) is the long form. */
const clock = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

const compact = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "18.29.11": the time of day in WIB. */
export function wibClock(instant: string | Date): string {
  return clock.format(new Date(instant));
}

/** "23 Nov 18.29.11": a row's time in WIB, the year left out (the vote lasts days). */
export function wibCompact(instant: string): string {
  return compact.format(new Date(instant));
}

/** The share of `part` in `whole`, 0 to 100; 0 of 0 is 0. */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/** "42,9%": one decimal, with the Indonesian decimal comma. */
export function percentage(part: number, whole: number): string {
  return `${shareOf(part, whole).toLocaleString("id-ID", { maximumFractionDigits: 1 })}%`;
}
