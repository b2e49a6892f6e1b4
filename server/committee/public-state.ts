import type { VoteCategory } from "../../common/vote-category";
import { type VotingStatus, votingStatusAt } from "../../common/voting-window";
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

export function publicVotingState(database: Database): PublicVotingStateReader {
  return shortCache(freshForMs, async (): Promise<PublicVotingState> => {
    const [windows, settings] = await storageOperation(() =>
      Promise.all([readWindows(database.db), readSettings(database.db)]),
    );
    return {
      status: (category) => votingStatusAt(windows[category], new Date()),
      hideLiveCount: settings.hideLiveCount,
    };
  });
}
