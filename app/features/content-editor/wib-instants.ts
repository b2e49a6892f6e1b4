import { formatWib } from "../../../common/wib";
import { fieldTexts } from "./field-texts";
import type { FieldSchema } from "./json-schema";

/**
 * The festival's instants as content stores them, `2023-06-10T23:59:59+07:00`, split into
 * what a date box and a time box hold and joined back. WIB is always UTC+7, so the parts are
 * read and written as text: the browser's own time zone never enters.
 */
const stored = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\+07:00$/;
const wibOffsetMs = 7 * 60 * 60 * 1000;

/** A string field whose pattern asks for an instant in WIB (common/content-schema.ts). */
export const isWibInstant = (schema: Extract<FieldSchema, { type: "string" }>) =>
  schema.patterns.some((pattern) => pattern.includes("+07:00"));

export type WibParts = { date: string; time: string };

export function splitWib(value: unknown): WibParts {
  if (typeof value !== "string") return { date: "", time: "" };
  const match = stored.exec(value);
  if (match) return { date: match[1] ?? "", time: match[2] ?? "" };
  // An instant written another way (…Z, another offset): the same moment, told in WIB.
  const instant = value.includes("T") ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) return { date: "", time: "" };
  const wib = new Date(instant + wibOffsetMs).toISOString();
  return { date: wib.slice(0, 10), time: wib.slice(11, 19) };
}

/** The stored form, or undefined while a part is missing; "20:00" (no seconds) is 20:00:00. */
export function joinWib({ date, time }: WibParts): string | undefined {
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !clock) return undefined;
  return `${date}T${clock[1]}:${clock[2]}:${clock[3] ?? "00"}+07:00`;
}

/** What each event time is, as the warnings name it. */
const moments: Record<string, string> = {
  comingSoonTarget: "pembukaan festival",
  homeCountdownTarget: "akhir hitung mundur di Home",
  guestStarReveal: "pengumuman guest star",
  showDate: "tayang Collaboreight",
};

/**
 * Pairs of festival.events that must come in this order, as in 2022 (content/festival.json):
 * the Coming Soon screen counts to the opening (11 June 08.00), Home counts to the end of the
 * festival days (12 June 23.59.59), the guest star is revealed after (13 June 23.59.59), and
 * Collaboreight airs last (19 June). The reveal may fall before or after the opening.
 */
const order: readonly (readonly [string, string])[] = [
  ["comingSoonTarget", "homeCountdownTarget"],
  ["comingSoonTarget", "showDate"],
  ["homeCountdownTarget", "showDate"],
  ["guestStarReveal", "showDate"],
];

const instantOf = (value: unknown) =>
  typeof value === "string" && stored.test(value) ? Date.parse(value) : Number.NaN;

/** The contradictions the field `key` is part of, given its sibling event times. */
export function orderWarnings(key: string, events: Record<string, unknown>): string[] {
  return order
    .filter((pair) => pair.includes(key))
    .flatMap(([earlier, later]) => {
      const first = events[earlier];
      const second = events[later];
      if (!(instantOf(first) > instantOf(second))) return [];
      return fieldTexts.wibOrder(
        moments[earlier] ?? earlier,
        formatWib(String(first)),
        moments[later] ?? later,
        formatWib(String(second)),
      );
    });
}
