import type { CommitteeSettings } from "../../common/committee-api";
import { voteCategories } from "../../common/vote-category";
import { votingStateAt } from "../../common/voting-window";
import type { Catalogue } from "../content/catalogue";
import type { Database } from "../storage/database";
import { storageOperation } from "../storage/vote-store";
import { recordAudit } from "./audit-log";
import { rankingNow } from "./results";
import { announceResults, withdrawResults } from "./results-record";
import { readSettings, writeSetting } from "./settings";
import { readWindows } from "./voting-windows";

export type SettingsChange = { resultsPublished?: boolean; hideLiveCount?: boolean };

/**
 * The console's settings: announcing the results freezes the ranking of that moment
 * (results-record.ts), withdrawing keeps the record, each in the audit log. Results cannot be
 * announced while a category still takes votes: the next vote would overtake them.
 */
export async function changeSettings(
  database: Database,
  /** The served dishes, whose names an announcement freezes. */
  catalogue: Catalogue,
  actor: string,
  { resultsPublished, hideLiveCount }: SettingsChange,
): Promise<CommitteeSettings | "voting_still_open"> {
  if (resultsPublished && (await storageOperation(() => anyCategoryOpen(database)))) {
    return "voting_still_open";
  }
  return database.transaction(async (db) => {
    const before = await readSettings(db);
    if (resultsPublished === true && !before.resultsPublishedAt) {
      const announced = await announceResults(db, {
        publishedAt: new Date().toISOString(),
        publishedBy: actor,
        categories: await rankingNow(db, catalogue),
      });
      await writeSetting(db, "resultsPublishedAt", announced.publishedAt);
      await recordAudit(db, {
        actor,
        action: "results_published",
        details: { snapshot: announced.id, categories: announced.categories },
      });
    }
    if (resultsPublished === false && before.resultsPublishedAt) {
      const withdrawn = await withdrawResults(db, {
        withdrawnAt: new Date().toISOString(),
        withdrawnBy: actor,
      });
      await writeSetting(db, "resultsPublishedAt", null);
      await recordAudit(db, {
        actor,
        action: "results_withdrawn",
        details: { snapshot: withdrawn },
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

/** Whether any category takes votes now: its window is open (or has no limits). */
async function anyCategoryOpen(database: Database): Promise<boolean> {
  const windows = await readWindows(database.db);
  const now = new Date();
  return voteCategories.some((category) => votingStateAt(windows[category], now) === "open");
}
