import { isValidEmail } from "../../../common/email";
import type { VoteCategory } from "../../../common/vote-category";

/**
 * What this browser remembers about voting, under the keys the specification names:
 * 8_EM the last address used, 8_INTL and 8_DMTC that a vote was made in a category.
 */
export const storageKeys = {
  email: "8_EM",
  international: "8_INTL",
  domestic: "8_DMTC",
} as const;

/** localStorage can be missing or refuse writes (private mode, full disk); voting still works. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasVotedIn(category: VoteCategory): boolean {
  return storage()?.getItem(storageKeys[category]) === "true";
}

export function rememberVote(category: VoteCategory, email: string) {
  try {
    storage()?.setItem(storageKeys[category], "true");
    storage()?.setItem(storageKeys.email, email.trim());
  } catch {
    // Nothing to do: the server holds the vote; this browser just won't remember it.
  }
}

/** A vote confirmed from the e-mail's link: the category is marked, the address is not known here. */
export function rememberCategoryVoted(category: VoteCategory) {
  try {
    storage()?.setItem(storageKeys[category], "true");
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
