import type { VoteCategory } from "../../common/vote-category";
import {
  shownOpening,
  type VotingState,
  type VotingStatus,
  type VotingWindow,
  votingClock,
} from "../../common/voting-window";
import type { Database } from "../storage/database";
import { shortCache } from "../storage/short-cache";
import { storageOperation } from "../storage/vote-store";
import { readSettings } from "./settings";
import { readWindows } from "./voting-windows";

/** How stale what dish pages are told may be; votes themselves check the window exactly. */
const freshForMs = 1_000;

export type PublicVotingState = {
  status(category: VoteCategory): VotingStatus;
  hideLiveCount: boolean;
};

/**
 * What every dish page asks on load: the window and whether counts are shown. Read at most
 * once a second per process, so a crowd of visitors costs the database nothing extra.
 */
export type PublicVotingStateReader = {
  read(): Promise<PublicVotingState>;
  /** Called by this process's console after a change, so its own visitors see it at once. */
  forget(): void;
};

/** A window's status now, from one of three answers made when the window was read. */
function statusClock(stored: VotingWindow): (nowMs: number) => VotingStatus {
  const stateAt = votingClock(stored);
  const window = { ...stored, opensAt: shownOpening(stored.opensAt) };
  // Shared by every request until the window is read again, so frozen.
  const answers: Record<VotingState, Readonly<VotingStatus>> = {
    open: Object.freeze({ ...window, state: "open" }),
    not_open: Object.freeze({ ...window, state: "not_open" }),
    closed: Object.freeze({ ...window, state: "closed" }),
  };
  return (nowMs) => answers[stateAt(nowMs)];
}

export function publicVotingState(database: Database): PublicVotingStateReader {
  return shortCache(freshForMs, async (): Promise<PublicVotingState> => {
    const [windows, settings] = await storageOperation(() =>
      Promise.all([readWindows(database.db), readSettings(database.db)]),
    );
    const statusOf = {
      domestic: statusClock(windows.domestic),
      international: statusClock(windows.international),
    };
    return {
      status: (category) => statusOf[category](Date.now()),
      hideLiveCount: settings.hideLiveCount,
    };
  });
}
