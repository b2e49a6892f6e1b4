import { isValidEmail } from "../../../common/email";
import type { VoteCategory } from "../../../common/vote-category";

/**
 * What this browser remembers about voting, under the keys the specification names:
 * 8_EM the last address used, 8_INTL and 8_DMTC that a vote was made in a category; and,
 * beside them, the festival's year those flags belong to (docs/decisions/0038): each year's
 * festival has a vote of its own, so last year's flags must not keep Vote disabled. The
 * callers pass that year (`festival.year` of the page's content): this module holds no content.
 */
export const storageKeys = {
  email: "8_EM",
  international: "8_INTL",
  domestic: "8_DMTC",
  festivalYear: "8_FESTIVAL",
} as const;

/** Flags written before the year was kept beside them belong to 2022, the only festival then. */
const yearBeforeEditions = "2022";

const yearOfFlags = () => storage()?.getItem(storageKeys.festivalYear) ?? yearBeforeEditions;

/** Marks a category voted in this year's festival, dropping any flag of an earlier one. */
function flagVoted(category: VoteCategory, festivalYear: number) {
  const kept = storage();
  if (!kept) return;
  const thisYear = String(festivalYear);
  if (yearOfFlags() !== thisYear) {
    kept.removeItem(storageKeys.domestic);
    kept.removeItem(storageKeys.international);
  }
  kept.setItem(storageKeys.festivalYear, thisYear);
  kept.setItem(storageKeys[category], "true");
}

/** localStorage can be missing or refuse writes (private mode, full disk); voting still works. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasVotedIn(category: VoteCategory, festivalYear: number): boolean {
  return (
    storage()?.getItem(storageKeys[category]) === "true" && yearOfFlags() === String(festivalYear)
  );
}

export function rememberVote(category: VoteCategory, email: string, festivalYear: number) {
  try {
    flagVoted(category, festivalYear);
    storage()?.setItem(storageKeys.email, email.trim());
  } catch {
    // Nothing to do: the server holds the vote; this browser just won't remember it.
  }
}

/** A vote confirmed from the e-mail's link: the category is marked, the address is not known here. */
export function rememberCategoryVoted(category: VoteCategory, festivalYear: number) {
  try {
    flagVoted(category, festivalYear);
  } catch {
    // As above: the server holds the vote.
  }
}

export function savedEmail(): string | null {
  return storage()?.getItem(storageKeys.email) ?? null;
}

export function forgetEmail() {
  storage()?.removeItem(storageKeys.email);
}

export type VoteClickPlan =
  | { action: "submit"; email: string }
  | { action: "open-dialog"; forgetSavedEmail: boolean };

/**
 * What a click on Vote does (specification §4): a valid saved address votes at once; an
 * invalid one is forgotten and the dialog opens; without one the dialog opens.
 */
export function planVoteClick(saved: string | null): VoteClickPlan {
  if (saved === null || saved.trim() === "")
    return { action: "open-dialog", forgetSavedEmail: false };
  if (isValidEmail(saved)) return { action: "submit", email: saved.trim() };
  return { action: "open-dialog", forgetSavedEmail: true };
}
