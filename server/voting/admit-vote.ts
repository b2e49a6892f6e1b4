import type { VoteCategory } from "../../common/vote-category";
import type { Database } from "../storage/database";
import {
  type CastVoteResult,
  erasedFormOf,
  storageOperation,
  type Vote,
} from "../storage/vote-store";
import { type AddressRefusal, checkAddress } from "./address";
import { burstReason } from "./burst-flagging";
import type { ClientHashes } from "./client-network";
import { isDisposableDomain } from "./disposable-domains";
import type { DomainLookup } from "./domain-lookup";
import type { VotePolicyReader } from "./vote-policy";

export type AdmissionRefusal =
  | AddressRefusal
  | "email_disposable"
  | "email_domain_blocked"
  | "email_domain_unknown";

export type Admission =
  | { outcome: "refused"; code: AdmissionRefusal }
  | { outcome: "cast"; vote: Vote; result: CastVoteResult };

export type AdmissionDeps = {
  database: Database;
  policy: VotePolicyReader;
  hashClient: (ip: string) => ClientHashes;
  /** Whether a domain has a mail server (VOTE_DNS_SERVERS); without it none is looked up. */
  domainLookup?: DomainLookup;
  /**
   * Whether a release (null: the repository's content, before any release) has the dish
   * (by id, under its category): asked when the live pointer has moved past the release the
   * vote named (server/content/release-dishes.ts).
   */
  releaseHasDish: (release: string | null, category: VoteCategory, id: string) => Promise<boolean>;
};

/** A vote that meets a release going live is looked for in the new one: rare, and bounded. */
const releaseMovesFollowed = 3;

/**
 * Every defence a vote meets after its proof of work, in order: the address must be one
 * address (canonical, no hidden characters or mixed scripts), not at a throwaway or blocked
 * domain, nor at a small domain that DNS does not know; then it is stored valid, pending
 * (confirmation by e-mail is on) or flagged (a burst from its network or domain). A flagged
 * vote is answered like a valid one, so a script learns nothing; it counts only once the
 * committee approves it. The school's domain and the allow-list are allowed: never
 * throwaway, never looked up, never a domain's burst.
 */
export async function admitVote(
  deps: AdmissionDeps,
  request: {
    category: VoteCategory;
    food: string;
    email: string;
    ip: string;
    /** The release whose catalogue has the dish (Vote.release). */
    release: string | null;
  },
): Promise<Admission> {
  const checked = checkAddress(request.email);
  if (!checked.ok) return { outcome: "refused", code: checked.code };
  const address = checked.value;

  const policy = await deps.policy.read();
  const rule = policy.domainRule(address.domain);
  if (rule === "block") return { outcome: "refused", code: "email_domain_blocked" };
  if (rule !== "allow" && isDisposableDomain(address.domain)) {
    return { outcome: "refused", code: "email_disposable" };
  }
  const smallDomain = rule !== "allow" && !address.majorProvider;
  if (smallDomain && (await deps.domainLookup?.check(address.domain)) === "unknown") {
    return { outcome: "refused", code: "email_domain_unknown" };
  }

  const client = deps.hashClient(request.ip);
  const thresholds = policy.flagging;
  const flagReason = thresholds
    ? await storageOperation(() =>
        burstReason(
          deps.database.db,
          { networkHash: client.networkHash, domain: address.domain, smallDomain },
          thresholds,
          new Date(),
        ),
      )
    : null;
  // A flagged vote awaiting confirmation stays pending; confirming it flags it then.
  const status = policy.confirmationRequired ? "pending" : flagReason ? "flagged" : "valid";
  const hash = deps.database.keyedHash;
  let erased: Vote["erased"] | undefined;
  const vote: Vote = {
    category: request.category,
    food: request.food,
    email: address.address,
    voter: address.canonical,
    // Two keyed hashes that the store reads only once the committee has erased the addresses:
    // worked out then, not for every vote.
    get erased() {
      erased ??= {
        email: erasedFormOf(hash, address.address),
        voter: erasedFormOf(hash, address.canonical),
      };
      return erased;
    },
    status,
    flagReason,
    ipHash: client.ipHash,
    networkHash: client.networkHash,
    domain: address.domain,
    smallDomain,
    domainCounted: !address.majorProvider,
    release: request.release,
  };
  return { outcome: "cast", vote, result: await castInLiveRelease(deps, vote) };
}

/**
 * Casts the vote; when the live pointer has moved past the release it named (a publish or a
 * "Kembalikan" went live, or this process has not followed yet), the dish is looked for in the
 * live release and the vote cast again naming it: a dish that release lacks is unknown.
 */
async function castInLiveRelease(deps: AdmissionDeps, vote: Vote): Promise<CastVoteResult> {
  for (let attempt = 0; ; attempt++) {
    const result = await deps.database.votes.castVote(vote);
    if (result.status !== "release_moved" || attempt === releaseMovesFollowed) return result;
    const { live } = result;
    if (!(await storageOperation(() => deps.releaseHasDish(live, vote.category, vote.food)))) {
      return { status: "unknown_food" };
    }
    vote.release = live;
  }
}
