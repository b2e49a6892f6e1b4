import type { Generated } from "kysely";

/** Table types as Kysely sees them; the migrations in ./migrations create exactly these. */
export interface DatabaseSchema {
  votes: VotesTable;
  vote_totals: VoteTotalsTable;
  vote_status_totals: VoteStatusTotalsTable;
  counters: CountersTable;
  voting_windows: VotingWindowsTable;
  settings: SettingsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  invalidations: InvalidationsTable;
  audit_log: AuditLogTable;
}

/** Valid votes per dish: a dish's total is the sum over its shards (see migration 002). */
export interface VoteTotalsTable {
  category: string;
  food: string;
  shard: number;
  votes: number;
}

/** Votes per dish in every status but valid (invalidated, pending, flagged). */
export interface VoteStatusTotalsTable {
  category: string;
  food: string;
  status: string;
  votes: number;
}

export interface VotesTable {
  id: Generated<number>;
  category: string;
  food: string;
  /**
   * Trimmed and lower-cased; unique per category, which is what "one vote per address" means.
   * After the committee erases the addresses, `erased:` and the address's keyed hash.
   */
  email: string;
  created_at: string;
  /** One of voteStatuses (common/committee-api.ts); only `valid` counts. */
  status: Generated<string>;
  /** The invalidation that set this vote's status, so that it can be undone exactly. */
  invalidation_id: number | null;
}

export interface CountersTable {
  name: string;
  /** bigint: PostgreSQL hands it back as a string. */
  value: number | string;
}

/** One row per category; null means no limit on that side. ISO instants in UTC. */
export interface VotingWindowsTable {
  category: string;
  opens_at: string | null;
  closes_at: string | null;
}

export interface SettingsTable {
  name: string;
  value: string | null;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  role: string;
  /** scrypt, with its parameters and salt (server/committee/passwords.ts). */
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: the table alone cannot sign anybody in. */
  token_hash: string;
  account_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface SignInThrottleTable {
  /** `account:<name>` or `ip:<keyed hash of the address>`. */
  key: string;
  window_started_at: string;
  failures: number;
}

export interface InvalidationsTable {
  id: Generated<number>;
  /** JSON of the criteria as the committee gave them. */
  criteria: string;
  reason: string;
  actor: string;
  at: string;
  count: number;
  restored_at: string | null;
  restored_by: string | null;
  restore_reason: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  /** JSON. */
  details: string;
}
