import type { Migration, MigrationProvider } from "kysely";
import * as votesAndCounters from "./001-votes-and-counters";
import * as voteTotals from "./002-vote-totals";

/**
 * Migrations are imported, not read from a folder at run time, so they travel with the code
 * and run the same on SQLite and PostgreSQL. Append new ones; never edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  "001-votes-and-counters": votesAndCounters,
  "002-vote-totals": voteTotals,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
