import type { CommitteeSettings } from "../../common/committee-api";
import { voteCategories } from "../../common/vote-category";
import { unscheduledOpening, type VotingWindow, votingStateAt } from "../../common/voting-window";
import type { Catalogue } from "../content/catalogue";
import type { Database } from "../storage/database";
import { recordAudit } from "./audit-log";
import { takeCurrentEdition } from "./editions";
import { rankingNow } from "./results";
import { announceResults, withdrawResults } from "./results-record";
import { readSettings, writeSetting } from "./settings";
import { readWindows } from "./voting-windows";

export type SettingsChange = {
  resultsPublished?: boolean;
  hideLiveCount?: boolean;
  /** Why announced results are withdrawn: required then, kept in the audit log. */
  reason?: string;
};

/** Why a settings change was refused; each is answered 409 with its code. */
export type SettingsRefusal =
  | "voting_still_open"
  | "voting_never_scheduled"
  | "edition_changed"
  | "reason_required";

/**
 * The console's settings: announcing the results freezes the ranking of that moment
 * (results-record.ts), withdrawing keeps the record, each in the audit log. Results cannot be
 * announced while a category still takes votes (the next vote would overtake them), nor for
 * an edition whose voting was never scheduled (there is nothing to announce). Everything runs
 * in one transaction that first takes the current edition's row, as opening the next edition
 * and changing a window do: an announcement is stored with the id of the edition it was
 * computed for, and an opening cannot slip in between (docs/decisions/0038).
 */
export async function changeSettings(
  database: Database,
  /** The served dishes, whose names an announcement freezes. */
  catalogue: Catalogue,
  actor: string,
  { resultsPublished, hideLiveCount, reason }: SettingsChange,
): Promise<CommitteeSettings | SettingsRefusal> {
  return database.transaction(async (db): Promise<CommitteeSettings | SettingsRefusal> => {
    const edition = await takeCurrentEdition(database, db);
    // Archived while this waited for it: the admin's page named an edition that is gone.
    if (!edition) return "edition_changed";
    const before = await readSettings(db);
    if (resultsPublished === true && !before.resultsPublishedAt) {
      const windows = await readWindows(db);
      const now = new Date();
      if (voteCategories.some((category) => votingStateAt(windows[category], now) === "open")) {
        return "voting_still_open";
      }
      if (voteCategories.every((category) => neverScheduled(windows[category]))) {
        return "voting_never_scheduled";
      }
      const announced = await announceResults(db, {
        publishedAt: now.toISOString(),
        publishedBy: actor,
        categories: await rankingNow(db, catalogue),
        editionId: edition.id,
      });
      await writeSetting(db, "resultsPublishedAt", announced.publishedAt);
      await recordAudit(db, {
        actor,
        action: "results_published",
        details: {
          snapshot: announced.id,
          edition: edition.id,
          year: edition.year,
          categories: announced.categories,
        },
      });
    }
    if (resultsPublished === false && before.resultsPublishedAt) {
      // A withdrawn announcement reopens the vote's windows: the log says why.
      if (!reason) return "reason_required";
      const withdrawn = await withdrawResults(db, {
        withdrawnAt: new Date().toISOString(),
        withdrawnBy: actor,
      });
      await writeSetting(db, "resultsPublishedAt", null);
      await recordAudit(db, {
        actor,
        action: "results_withdrawn",
        details: { snapshot: withdrawn, edition: edition.id, reason },
      });
    }
    if (hideLiveCount !== undefined) {
      await writeSetting(db, "hideLiveCount", String(hideLiveCount));
    }
    const after = await readSettings(db);
    await recordAudit(db, { actor, action: "settings_changed", details: { before, after } });
    return after;
  });
}

/** A window nobody has set since the edition opened: not open, no time chosen. */
const neverScheduled = (window: VotingWindow) =>
  window.opensAt === unscheduledOpening && window.closesAt === null;
