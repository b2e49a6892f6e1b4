import type { VoteCategory } from "./vote-category";
import type { VotingStatus } from "./voting-window";

/**
 * What the committee's API under /api/panitia answers, shared by the server (which checks
 * its answers against these through Zod schemas in server/routes/api/panitia) and the
 * console in the browser. Kept free of Zod so the console can import it for nothing.
 */

/** Admins do everything; viewers read the vote and the content; editors edit and publish content only. */
export const committeeRoles = ["admin", "viewer", "editor"] as const;
export type CommitteeRole = (typeof committeeRoles)[number];

/**
 * Who may call a committee route, set as the route's `config.committee`: `sign-in` anybody
 * (the sign-in itself), `signed-in` any account (its own session), `read` the vote's data
 * (admins and viewers), `admin` only admins, `content-read` the content's drafts and history
 * (every role), `content-edit` changing and publishing content (admins and editors). An
 * editor sees nothing of votes, addresses or defences. The console shows each account only
 * the screens and controls its role may use, from the same table.
 */
export type CommitteeAccess =
  | "sign-in"
  | "signed-in"
  | "read"
  | "admin"
  | "content-read"
  | "content-edit";

const rolesAllowed: Record<Exclude<CommitteeAccess, "sign-in">, readonly CommitteeRole[]> = {
  "signed-in": committeeRoles,
  read: ["admin", "viewer"],
  admin: ["admin"],
  "content-read": committeeRoles,
  "content-edit": ["admin", "editor"],
};

export function mayAccess(role: CommitteeRole, access: CommitteeAccess): boolean {
  return access === "sign-in" || rolesAllowed[access].includes(role);
}

/**
 * Every status a vote can have. Only `valid` votes count anywhere. `pending` (waiting for the
 * voter to confirm by e-mail) and `flagged` (part of a burst, waiting for review) are set by
 * the integrity checks; an address used by a vote of any status stays used in its category.
 */
export const voteStatuses = ["valid", "pending", "flagged", "invalidated"] as const;
export type VoteStatus = (typeof voteStatuses)[number];

export type SessionInfo = { username: string; role: CommitteeRole; csrfToken: string };

export type DishResult = {
  /** The dish's id (docs/decisions/0037): the key of its votes, filters and invalidations. */
  food: string;
  /** The last part of the dish page's address. */
  slug: string;
  name: string;
  /**
   * The names the dish had in earlier live releases of its edition, oldest first (corrections
   * recorded in the audit log as `dish_renamed`); empty when it never changed.
   */
  formerNames: string[];
  classLabel: string;
  /** Valid votes. */
  votes: number;
  invalidated: number;
  pending: number;
  flagged: number;
};

export type CategoryResults = {
  category: VoteCategory;
  window: VotingStatus;
  /** Ranked: most valid votes first; ties share a rank and keep the catalogue's order. */
  dishes: (DishResult & { rank: number })[];
  totals: { votes: number; invalidated: number; pending: number; flagged: number };
};

export type CommitteeSettings = {
  /** When the results page shows the ranking; null while hidden. */
  resultsPublishedAt: string | null;
  /** Dish pages show no count (and the count API answers null) while this is on. */
  hideLiveCount: boolean;
  /** When the addresses were replaced by keyed hashes; null before. */
  addressesErasedAt: string | null;
};

export type ResultsResponse = {
  generatedAt: string;
  categories: CategoryResults[];
  settings: CommitteeSettings;
};

export type TimelineResponse = {
  /** Valid votes per hour (UTC hour start, ISO) and category, oldest first. */
  hours: { hour: string; category: VoteCategory; votes: number }[];
};

/** A vote as the console lists it: the address always masked (`ra***@gmail.com`). */
export type VoteRow = VoteOfAddress & { maskedEmail: string };

export type VoteFilter = {
  category?: VoteCategory;
  food?: string;
  status?: VoteStatus;
  /** The part after "@", matched exactly (case-insensitive). */
  domain?: string;
  /** ISO instants; `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
};

export type VotesPage = {
  votes: VoteRow[];
  /** How many votes match the filter in all. */
  total: number;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
};

/** A vote without its address: where an address is looked up, it is said once for all its votes. */
export type VoteOfAddress = {
  id: number;
  category: VoteCategory;
  food: string;
  status: VoteStatus;
  createdAt: string;
};

export type EmailLookupResponse = { maskedEmail: string; votes: VoteOfAddress[] };

/** The votes an invalidation changes: every given field must match; `voteId` picks one vote. */
export type InvalidationCriteria = VoteFilter & {
  voteId?: number;
  /** A flagged cluster: its flagged votes are invalidated, and a restore flags them again. */
  cluster?: ClusterKey;
};

/**
 * Why a vote was stored flagged: too many from its network, too many from its network at
 * small domains (whatever the domain: invented ones rotate), too many at its domain; a
 * duplicate is one found when addresses became canonical.
 */
export const flagReasons = [
  "network_burst",
  "small_domains_burst",
  "domain_burst",
  "duplicate_address",
] as const;
export type FlagReason = (typeof flagReasons)[number];

/**
 * One cluster of flagged votes: from one network (`key` is its keyed hash: the console
 * never sees an IP), from one domain (`key` is the domain), or every duplicate (`key` "").
 */
export type ClusterKey = { reason: FlagReason; key: string };

export type FlaggedCluster = ClusterKey & {
  count: number;
  firstAt: string;
  lastAt: string;
  dishes: { category: VoteCategory; food: string; votes: number }[];
};

/**
 * Votes beyond these, within the window, are flagged. "Small" domains are every domain
 * outside the large providers, the school's own and the allow-list.
 */
export type FlaggingThresholds = {
  windowMinutes: number;
  /** Per IPv4 /24 or IPv6 /48; below what the rate limit lets one address send. */
  networkMax: number;
  /** Per network, at small domains, whatever the domain. */
  smallDomainsMax: number;
  /** Per small domain. */
  domainMax: number;
};

export type DomainRule = {
  domain: string;
  /** allow: never refused as disposable nor flagged as a burst; block: refused. */
  rule: "allow" | "block";
  note: string;
  addedBy: string;
  addedAt: string;
};

export type DefencesResponse = {
  /** Off only by VOTE_FLAGGING=off on the server (load tests). */
  flagging: {
    enabled: boolean;
    thresholds: FlaggingThresholds;
    defaults: FlaggingThresholds;
    /**
     * Votes one client address may send per minute (VOTE_RATE_LIMIT_PER_MINUTE; 0: no
     * limit): a network threshold must stay below this many times the window.
     */
    rateLimitPerMinute: number;
  };
  /**
   * The school's own e-mail domain, from the festival's content: allowed from the start,
   * never refused as throwaway nor flagged as a domain's burst.
   */
  schoolDomain: string;
  /** Whether a domain with no mail server is refused (VOTE_DNS_SERVERS, DNS reachable). */
  domainLookup: { enabled: boolean; reachable: boolean };
  /** `available` is false without SMTP_URL and MAIL_FROM on the server. */
  confirmation: { available: boolean; required: boolean };
  /** Off only by VOTE_PROOF_OF_WORK=off on the server (load tests). */
  proofOfWork: { enabled: boolean };
  domains: DomainRule[];
  clusters: FlaggedCluster[];
};

export type DefenceSettingsRequest = {
  thresholds?: FlaggingThresholds;
  confirmationRequired?: boolean;
};

export type ClusterReviewRequest = {
  cluster: ClusterKey;
  decision: "approve" | "invalidate";
  /** The committee's reason, kept in the audit log. */
  reason: string;
};

export type InvalidationRequest = {
  criteria: Omit<InvalidationCriteria, "status">;
  reason: string;
  dryRun: boolean;
};

export type InvalidationResponse = { count: number; invalidationId?: number };

export type InvalidationRecord = {
  id: number;
  criteria: Omit<InvalidationCriteria, "status">;
  reason: string;
  actor: string;
  at: string;
  count: number;
  restoredAt: string | null;
  restoredBy: string | null;
  restoreReason: string | null;
};

export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  details: Record<string, unknown>;
};

export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "sign_in_throttled",
  "sign_out",
  "account_added",
  "account_removed",
  "password_changed",
  "window_changed",
  "settings_changed",
  "results_published",
  "results_withdrawn",
  "votes_invalidated",
  "votes_restored",
  "email_lookup",
  "export",
  "addresses_erased",
  "defences_changed",
  "domain_rule_changed",
  "flagged_approved",
  "content_published",
  "content_publish_failed",
  "content_release_switched",
  "dish_renamed",
  "content_saved",
  "content_restored",
  "content_media_uploaded",
  "edition_archived",
  "edition_opened",
  "edition_corrected",
  "edition_removed",
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

/** What the public results page reads from GET /api/results. */
export type PublicResultsResponse =
  | { published: false }
  | {
      published: true;
      publishedAt: string;
      categories: {
        category: VoteCategory;
        dishes: { food: string; name: string; classLabel: string; votes: number; rank: number }[];
      }[];
    };

/** One festival: its year, its name and where it stands (GET /api/panitia/editions). */
export type Edition = {
  id: number;
  year: number;
  name: string;
  status: "current" | "archived";
  openedAt: string;
  archivedAt: string | null;
  resultsPublishedAt: string | null;
};

export type EditionsResponse = { editions: Edition[] };

/** POST /api/panitia/editions: the next festival, opened by an admin with a reason. */
export type OpenEditionRequest = { year: number; name: string; reason: string; archives: number };
