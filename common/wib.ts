/**
 * Western Indonesia Time, in which the committee and every visitor read the festival's times.
 * WIB has no daylight saving, so it is always UTC+7.
 */
const wibOffsetMs = 7 * 60 * 60 * 1000;

const dateTime = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const timeOfDay = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "14.32.05 WIB": the time of day alone, for a screen that changes by the second. */
export function formatWibTime(instant: string | Date): string {
  return `${timeOfDay.format(new Date(instant))} WIB`;
}

/** "24 November 2022 pukul 08.00 WIB" */
export function formatWib(instant: string | Date): string {
  return `${dateTime.format(new Date(instant))} WIB`;
}

/** An instant as the value of an `<input type="datetime-local">` read in WIB: "2022-11-24T08:00". */
export function toWibInputValue(instant: string): string {
  return new Date(Date.parse(instant) + wibOffsetMs).toISOString().slice(0, 16);
}

/** The reverse: "2022-11-24T08:00" typed in WIB, as an ISO instant; undefined when malformed. */
export function fromWibInputValue(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const utc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(utc)) return undefined;
  return new Date(utc - wibOffsetMs).toISOString();
}
