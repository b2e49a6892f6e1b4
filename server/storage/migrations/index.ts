import type { Migration, MigrationProvider } from "kysely";
import * as votesAndCounters from "./001-votes-and-counters";
import * as voteTotals from "./002-vote-totals";
import * as committeeConsole from "./003-committee-console";
import * as oneVoterPerAddress from "./004-one-voter-per-address";
import * as proofOfWork from "./005-proof-of-work";
import * as voteConfirmations from "./006-vote-confirmations";
import * as rateLimitWindows from "./007-rate-limit-windows";
import * as invalidationIndexPartial from "./008-invalidation-index-partial";
import * as oneKeyPerVoter from "./009-one-key-per-voter";
import * as plusTagsEverywhere from "./010-plus-tags-everywhere";
import * as auditTallies from "./011-audit-tallies";
import * as confirmationMailLimits from "./012-confirmation-mail-limits";
import * as smallDomainBursts from "./013-small-domain-bursts";
import * as contentRevisions from "./014-content-revisions";
import * as contentMedia from "./015-content-media";
import * as contentReleases from "./016-content-releases";
import * as contentLivePointer from "./017-content-live-pointer";
import * as contentPreviews from "./018-content-previews";
import * as mediaUploads from "./019-media-uploads";
import * as resultsSnapshots from "./020-results-snapshots";
import * as dishSlugs from "./021-dish-slugs";
import * as editions from "./022-editions";
import * as editionCatalogues from "./024-edition-catalogues";
import * as erasedRemnants from "./025-erased-remnants";
import * as servedSlugs from "./028-served-slugs";
import * as burstCounters from "./029-burst-counters";

/**
 * Migrations are imported, not read from a folder at run time, so they travel with the code
 * and run the same on SQLite and PostgreSQL. Append new ones; never edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  "001-votes-and-counters": votesAndCounters,
  "002-vote-totals": voteTotals,
  "003-committee-console": committeeConsole,
  "004-one-voter-per-address": oneVoterPerAddress,
  "005-proof-of-work": proofOfWork,
  "006-vote-confirmations": voteConfirmations,
  "007-rate-limit-windows": rateLimitWindows,
  "008-invalidation-index-partial": invalidationIndexPartial,
  "009-one-key-per-voter": oneKeyPerVoter,
  "010-plus-tags-everywhere": plusTagsEverywhere,
  "011-audit-tallies": auditTallies,
  "012-confirmation-mail-limits": confirmationMailLimits,
  "013-small-domain-bursts": smallDomainBursts,
  "014-content-revisions": contentRevisions,
  "015-content-media": contentMedia,
  "016-content-releases": contentReleases,
  "017-content-live-pointer": contentLivePointer,
  "018-content-previews": contentPreviews,
  "019-media-uploads": mediaUploads,
  "020-results-snapshots": resultsSnapshots,
  "021-dish-slugs": dishSlugs,
  "022-editions": editions,
  "024-edition-catalogues": editionCatalogues,
  "025-erased-remnants": erasedRemnants,
  "028-served-slugs": servedSlugs,
  "029-burst-counters": burstCounters,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
