import type { Generated } from "kysely";

/** Table types as Kysely sees them; the migrations in ./migrations create exactly these. */
export interface DatabaseSchema {
  votes: VotesTable;
  vote_totals: VoteTotalsTable;
  counters: CountersTable;
}

export interface VoteTotalsTable {
  category: string;
  food: string;
  /** A dish's total is the sum over its shards (see migration 002). */
  shard: number;
  votes: number;
}

export interface VotesTable {
  id: Generated<number>;
  category: string;
  food: string;
  /** Trimmed and lower-cased; unique per category, which is what "one vote per address" means. */
  email: string;
  created_at: string;
}

export interface CountersTable {
  name: string;
  /** bigint: PostgreSQL hands it back as a string. */
  value: number | string;
}
