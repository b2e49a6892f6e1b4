import type { VoteCategory } from "../../common/vote-category";
import type { Catalogue } from "../content/catalogue";
import { alreadyVotedMail, codeMail, confirmationLink } from "../mail/confirmation-mail";
import { type Mailer, MailUnavailableError } from "../mail/mailer";
import type { Database } from "../storage/database";
import {
  createConfirmation,
  deleteConfirmation,
  discardPendingVote,
  type ResendOutcome,
  resend,
  undoResend,
} from "./confirmations";
import { type MailQuota, recipientHashOf } from "./mail-quota";

export type ConfirmationMailing = {
  database: Database;
  mailer: Mailer;
  /**
   * PUBLIC_URL's origin, where every link in a mail points. Never the request's Host or
   * X-Forwarded-Host: anyone can write those, and the link carries the confirmation's token.
   */
  publicUrl: string;
  quota: MailQuota;
  /** The served content: the dish a mail names, the festival it signs with. */
  catalogue: Catalogue;
};

export type PendingAnswer = { id: string; expiresAt: string; resendAvailableAt: string };

type Recipient = {
  /** Null for an address that has already voted in the category: it gets the decoy mail. */
  voteId: number | null;
  category: VoteCategory;
  food: string;
  address: string;
  /** The address as one voter (server/voting/address.ts): what the recipient limit counts. */
  canonical: string;
  /** Keyed hash of the voting client's network: what the network limit counts. */
  networkHash: string;
};

function mailFor(
  mailing: ConfirmationMailing,
  recipient: Pick<Recipient, "voteId" | "category" | "food">,
  code: string,
  linkToken: string,
) {
  const dish = mailing.catalogue.findDishById(recipient.category, recipient.food);
  if (recipient.voteId === null || !dish) return alreadyVotedMail(mailing.catalogue, recipient);
  return codeMail(mailing.catalogue, {
    dish,
    code,
    link: confirmationLink(mailing.publicUrl, linkToken),
  });
}

/**
 * Makes the confirmation of a pending vote (or the decoy of an address that already voted)
 * and sends its mail. The browser's answer is the same in both cases. When the mail cannot
 * be sent, nothing is left behind: the pending vote is taken back, so the voter can retry.
 *
 * Past a mail limit (mail-quota.ts) the confirmation is made and answered exactly as if its
 * mail had gone, but none goes: whoever floods an address learns nothing from the answers, and
 * the mailbox gets no more. The vote stays pending, and is purged unconfirmed after 48 hours.
 */
export async function startConfirmation(
  mailing: ConfirmationMailing,
  recipient: Recipient,
): Promise<{ answer: PendingAnswer; mailed: boolean } | "mail_unavailable"> {
  const recipientHash = recipientHashOf(mailing.database, recipient.canonical);
  const created = await createConfirmation(mailing.database, { ...recipient, recipientHash });
  const answer: PendingAnswer = {
    id: created.id,
    expiresAt: created.expiresAt,
    resendAvailableAt: created.resendAvailableAt,
  };
  const taken = await mailing.quota.take({ recipientHash, networkHash: recipient.networkHash });
  if (taken === "capped") return { answer, mailed: false };
  try {
    await mailing.mailer.send({
      to: recipient.address,
      ...mailFor(mailing, recipient, created.code, created.linkToken),
    });
  } catch (error) {
    if (!(error instanceof MailUnavailableError)) throw error;
    await mailing.quota.giveBack(taken);
    await deleteConfirmation(mailing.database, created.id);
    if (recipient.voteId !== null) await discardPendingVote(mailing.database, recipient.voteId);
    return "mail_unavailable";
  }
  return { answer, mailed: true };
}

/**
 * A new code by mail; when it cannot be sent, the previous code stays valid. Past a mail limit
 * it is refused as a resend past its own limit (`too_many`), the code and expiry unchanged.
 */
export async function resendConfirmation(
  mailing: ConfirmationMailing,
  id: string,
  networkHash: string,
): Promise<
  | Exclude<ResendOutcome, { status: "resent" }>
  | { status: "resent"; answer: PendingAnswer }
  | { status: "mail_unavailable" }
> {
  const outcome = await resend(mailing.database, id);
  if (outcome.status !== "resent") return outcome;
  const taken = await mailing.quota.take({
    // Confirmations made before migration 012 know only the address as typed.
    recipientHash:
      outcome.recipientHash ??
      recipientHashOf(mailing.database, outcome.address.trim().toLowerCase()),
    networkHash,
  });
  if (taken === "capped") {
    await undoResend(mailing.database, outcome);
    return { status: "too_many" };
  }
  const category = outcome.category as VoteCategory;
  try {
    await mailing.mailer.send({
      to: outcome.address,
      ...mailFor(
        mailing,
        { voteId: outcome.voteId, category, food: outcome.food },
        outcome.code,
        outcome.linkToken,
      ),
    });
  } catch (error) {
    if (!(error instanceof MailUnavailableError)) throw error;
    await mailing.quota.giveBack(taken);
    await undoResend(mailing.database, outcome);
    return { status: "mail_unavailable" };
  }
  return {
    status: "resent",
    answer: { id, expiresAt: outcome.expiresAt, resendAvailableAt: outcome.resendAvailableAt },
  };
}
