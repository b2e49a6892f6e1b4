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
import type { VotePolicyReader } from "./vote-policy";

export type AdmissionRefusal = AddressRefusal | "email_disposable" | "email_domain_blocked";

export type Admission =
  | { outcome: "refused"; code: AdmissionRefusal }
  | { outcome: "cast"; vote: Vote; result: CastVoteResult };

export type AdmissionDeps = {
  database: Database;
  policy: VotePolicyReader;
  hashClient: (ip: string) => ClientHashes;
};

/**
 * Every defence a vote meets after its proof of work, in order: the address must be one
 * address (canonical, no hidden characters or mixed scripts), not at a throwaway or blocked
 * domain; then it is stored valid, pending (confirmation by e-mail is on) or flagged (a
 * burst from its network or domain). A flagged vote is answered like a valid one, so a
 * script learns nothing; it counts only once the committee approves it.
 */
export async function admitVote(
  deps: AdmissionDeps,
  request: { category: VoteCategory; food: string; email: string; ip: string },
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

  const client = deps.hashClient(request.ip);
  const thresholds = policy.flagging;
  const flagReason = thresholds
    ? await storageOperation(() =>
        burstReason(
          deps.database.db,
          {
            networkHash: client.networkHash,
            domain: address.domain,
            majorProvider: address.majorProvider,
            allowListed: rule === "allow",
          },
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
  };
  return { outcome: "cast", vote, result: await deps.database.votes.castVote(vote) };
}
