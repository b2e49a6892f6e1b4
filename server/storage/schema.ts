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
  audit_tallies: AuditTalliesTable;
  content_releases: ContentReleasesTable;
  content_live: ContentLiveTable;
  domain_rules: DomainRulesTable;
  vote_confirmations: VoteConfirmationsTable;
  spent_proofs: SpentProofsTable;
  rate_limit_windows: RateLimitWindowsTable;
  mail_sends: MailSendsTable;
  content_revisions: ContentRevisionsTable;
  content_media: ContentMediaTable;
  content_previews: ContentPreviewsTable;
  content_preview_tokens: ContentPreviewTokensTable;
  results_snapshots: ResultsSnapshotsTable;
  dish_slugs: DishSlugsTable;
  editions: EditionsTable;
  archived_votes: ArchivedVotesTable;
  edition_catalogues: EditionCataloguesTable;
  burst_counters: BurstCountersTable;
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
   * The address as typed (trimmed, NFKC, lower-cased), kept for confirmation mails; still
   * unique per category. After the committee erases the addresses, `erased:` and its keyed hash.
   */
  email: string;
  created_at: string;
  /** One of voteStatuses (common/committee-api.ts); only `valid` counts. */
  status: Generated<string>;
  /** The invalidation that set this vote's status, so that it can be undone exactly. */
  invalidation_id: number | null;
  /**
   * The canonical address (server/voting/address.ts), unique per category: "one vote per
   * address" holds on this. Null only on a duplicate that migration 004 or 010 flagged for review.
   */
  voter: string | null;
  /** Keyed hashes of the client's address and of its /24 or /48 (server/voting/client-network.ts). */
  ip_hash: string | null;
  network_hash: string | null;
  /** The canonical domain of the address; null once addresses are erased. */
  domain: string | null;
  /** Why a vote is flagged: one of flagReasons (common/committee-api.ts). */
  flag_reason: string | null;
  /**
   * 1 when the domain is outside the large providers, the school's and the allow-list, else
   * null: such votes from one network count towards one burst (migration 013).
   */
  small_domain: number | null;
}

/** The committee's exceptions to the disposable-domain list: `allow` or `block`. */
export interface DomainRulesTable {
  domain: string;
  rule: string;
  note: string;
  added_by: string;
  added_at: string;
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

/** Solutions of proof-of-work challenges already used for a vote (migration 005). */
export interface SpentProofsTable {
  /** The challenge's signature: one solution, one vote. */
  key: string;
  /** When the challenge expires (ISO 8601); the row may be purged after. */
  expires_at: string;
}

/**
 * Votes stored per network and per domain in each minute, what burst flagging reads
 * (server/voting/burst-counters.ts, migration 029).
 */
export interface BurstCountersTable {
  /** `n:` and a network's keyed hash, or `d:` and a canonical domain. */
  key: string;
  /** Minutes since 1970-01-01 UTC. */
  minute: number;
  votes: number;
  /** On a network's row: its votes at small domains. */
  small_votes: number;
}

/** The vote rate limit's counters on PostgreSQL without Redis (migration 007). */
export interface RateLimitWindowsTable {
  /** The route and a keyed hash of the client's IP. */
  key: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970 by the database's clock. */
  resets_at_ms: string;
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
  /** Null: the current edition's; stamped when the next edition opens (migration 022). */
  edition_id: Generated<number | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  /** JSON. */
  details: string;
}

/** How often an audit entry's event happened in all (migration 011). */
export interface AuditTalliesTable {
  /** What makes two events one entry: account, network and window, for refused sign-ins. */
  key: string;
  audit_id: number | null;
  count: number;
  /** The latest repeat (ISO 8601). */
  last_at: string;
}

/**
 * A pending vote awaiting confirmation by e-mail, or a decoy (`vote_id` null) for an address
 * that had already voted in the category: it never confirms. ISO instants in UTC.
 */
export interface VoteConfirmationsTable {
  /** Random 128 bits, base64url: the id the browser holds. */
  id: string;
  vote_id: number | null;
  category: string;
  food: string;
  /** Where the mail went, as typed. */
  address: string;
  /** Keyed hash of the id and the 6-digit code. */
  code_hash: string;
  /** Keyed hash of the link's token. */
  link_hash: string;
  expires_at: string;
  /** Wrong codes since the last code was sent. */
  tries: Generated<number>;
  resends: Generated<number>;
  sent_at: string;
  created_at: string;
  /** Keyed hash of the canonical address, as mail_sends counts it; null before migration 012. */
  recipient_hash: string | null;
}

/** One confirmation mail as one limit counts it (server/voting/mail-quota.ts). */
export interface MailSendsTable {
  id: string;
  /** `to:` or `net:` and a keyed hash: of the canonical address, or of the client's network. */
  key: string;
  sent_at: string;
}

/** A published edition of the content (migration 016); ISO instants in UTC. */
export interface ContentReleasesTable {
  id: string;
  /** The build's outcome: building, ready or failed (migration 017; live is `content_live`). */
  status: string;
  /** The draft revision it was built from. */
  revision: number;
  /** JSON: the whole content document. */
  content: string;
  log: Generated<string>;
  created_at: string;
  created_by: string;
  finished_at: string | null;
  live_since: string | null;
  /** The process building it (the release's build or a "Kembalikan" rebuild), migration 017. */
  owner_pid: number | null;
  owner_instance: string | null;
  /** Renewed every few seconds by the owner; an old one means the owner is gone. */
  heartbeat_at: string | null;
  /** A "Kembalikan" waiting for this machine to rebuild the release, and who asked. */
  switch_started_at: string | null;
  switch_by: string | null;
  /** Why the last "Kembalikan" to it could not rebuild it. */
  switch_log: string | null;
}

/** One row (id 1): the release every process serves (migration 017). */
export interface ContentLiveTable {
  id: number;
  release_id: string;
  since: string;
  set_by: string;
}

/** One save of one section of the site's content in the console (migration 014). */
export interface ContentRevisionsTable {
  /** Also the draft's revision number once this is the newest row. */
  id: Generated<number>;
  /** One of contentSections (common/content-schema.ts). */
  section: string;
  /** The section's value as JSON, checked against the schema before it was stored. */
  value: string;
  saved_by: string;
  /** ISO 8601, UTC. */
  saved_at: string;
  /** The revision a restore brought back; null on an ordinary save. */
  restored_from: number | null;
}

/** A picture or video uploaded in the console (migration 015, server/content/media.ts). */
export interface ContentMediaTable {
  /** `foto-` or `video-` and the first 16 hex digits of the SHA-256 of `bytes`. */
  name: string;
  kind: "photo" | "video";
  /** What the bytes are, as sniffed from them: image/jpeg, image/webp, video/mp4, video/webm. */
  mime: string;
  /** better-sqlite3 and pg both hand a blob back as a Buffer. */
  bytes: Buffer;
  /** Null for a video. */
  width: number | null;
  height: number | null;
  /** Of `bytes`. */
  size: number;
  created_at: string;
  created_by: string;
  /** When anyone last uploaded these bytes (migration 019); the sweep spares recent ones. */
  uploaded_at: string;
}

/** A preview of the draft, built once into the shared releases folder (migration 018). */
export interface ContentPreviewsTable {
  id: string;
  /** building, ready or failed (common/content-api.ts PreviewStatus). */
  status: string;
  revision: number;
  /** JSON: the whole content document. */
  content: string;
  log: Generated<string>;
  folder: string;
  owner: string;
  heartbeat_at: string;
  created_at: string;
  created_by: string;
  finished_at: string | null;
}

/** A preview cookie's token, as a hash, tied to the committee session it was handed to. */
export interface ContentPreviewTokensTable {
  token_hash: string;
  session_hash: string;
  created_at: string;
  expires_at: string;
}

/** Announced results, frozen when published (migration 020, server/committee/results-record.ts). */
export interface ResultsSnapshotsTable {
  id: Generated<number>;
  published_at: string;
  published_by: string;
  withdrawn_at: string | null;
  withdrawn_by: string | null;
  /** JSON: `{ categories }` as `/api/results` answers them. */
  body: string;
  /** 1 while announced, null once withdrawn (unique: one announced row at most). */
  announced: number | null;
  /** Null: the current edition's; stamped when the next edition opens (migration 022). */
  edition_id: Generated<number | null>;
}

/** Every slug a dish has been saved with: never given to another dish (migration 021). */
export interface DishSlugsTable {
  category: string;
  slug: string;
  dish_id: string;
  first_saved_at: string;
  /** Since when a release has served it (migration 028); null: only saved in a draft. */
  live_at: string | null;
}

/** One festival (migration 022); `current` is 1 on the edition that takes votes, else null. */
export interface EditionsTable {
  id: Generated<number>;
  year: number;
  name: string;
  opened_at: string;
  opened_by: string;
  reason: string;
  archived_at: string | null;
  archived_by: string | null;
  current: number | null;
  last_audit_id: number | null;
  addresses_erased_at: string | null;
}

/** An archived edition's votes, as they were in `votes` when the next edition opened. */
export interface ArchivedVotesTable extends Omit<VotesTable, "id" | "status"> {
  edition_id: number;
  id: number;
  status: string;
}

/** The dishes an archived edition closed with (migration 024, server/committee/edition-catalogue.ts). */
export interface EditionCataloguesTable {
  edition_id: number;
  /** JSON: `[{ category, id, slug, name, classLabel }]`. */
  dishes: string;
  /** `release:{id}`, `announcement:{id}` or `repository`. */
  taken_from: string;
  frozen_at: string;
}
