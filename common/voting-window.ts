import type { VoteCategory } from "./vote-category";

/**
 * A category's voting window. `null` on either side means no limit there: the shipped
 * content leaves both open, so the site behaves as the specification describes until the
 * committee sets times. Instants are ISO strings in UTC (`toISOString()`).
 */
export type VotingWindow = { opensAt: string | null; closesAt: string | null };

export type VotingState = "open" | "not_open" | "closed";

/**
 * The window of a category in a festival that has just been opened (server/committee/
 * editions.ts): not open, and no opening time anyone has chosen. Stored as an opening so far
 * ahead that every check reads "not open"; shown and answered as "no time set" (`opensAt`
 * null), never as a date.
 */
export const unscheduledOpening = "9999-12-31T00:00:00.000Z";

/** The opening to show or send: null when none has been set yet. */
export const shownOpening = (opensAt: string | null): string | null =>
  opensAt === unscheduledOpening ? null : opensAt;

/** What a visitor can do now: the server decides with this, and the pages show it. */
export type VotingStatus = VotingWindow & { state: VotingState };

export function votingStateAt(window: VotingWindow, now: Date): VotingState {
  return votingClock(window)(now.getTime());
}

/**
 * The same rule with the window's instants parsed once: for a caller that asks "now?" on every
 * request (the dish pages' count reads).
 */
export function votingClock(window: VotingWindow): (nowMs: number) => VotingState {
  const opensAt = window.opensAt === null ? null : Date.parse(window.opensAt);
  const closesAt = window.closesAt === null ? null : Date.parse(window.closesAt);
  return (nowMs) => {
    if (opensAt !== null && nowMs < opensAt) return "not_open";
    if (closesAt !== null && nowMs >= closesAt) return "closed";
    return "open";
  };
}

export function votingStatusAt(window: VotingWindow, now: Date): VotingStatus {
  return { ...window, state: votingStateAt(window, now) };
}

/** The status as visitors are told it: an opening nobody has set is no time at all. */
export function publicStatusAt(window: VotingWindow, now: Date): VotingStatus {
  return { ...votingStatusAt(window, now), opensAt: shownOpening(window.opensAt) };
}

export type VotingWindows = Record<VoteCategory, VotingWindow>;
