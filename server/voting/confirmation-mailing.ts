import type { VoteCategory } from "../../common/vote-category";
import { findDish } from "../../content";
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

export type ConfirmationMailing = { database: Database; mailer: Mailer };

export type PendingAnswer = { id: string; expiresAt: string; resendAvailableAt: string };

type Recipient = {
  /** Null for an address that has already voted in the category: it gets the decoy mail. */
  voteId: number | null;
  category: VoteCategory;
  food: string;
  address: string;
  /** Where the mail's link points: PUBLIC_URL, or the origin the vote was sent to. */
  origin: string;
};

function mailFor(recipient: Recipient, code: string, linkToken: string) {
  const dish = findDish(recipient.category, recipient.food);
  if (recipient.voteId === null || !dish) return alreadyVotedMail(recipient);
  return codeMail({ dish, code, link: confirmationLink(recipient.origin, linkToken) });
}

/**
 * Makes the confirmation of a pending vote (or the decoy of an address that already voted)
 * and sends its mail. The browser's answer is the same in both cases. When the mail cannot
 * be sent, nothing is left behind: the pending vote is taken back, so the voter can retry.
 */
export async function startConfirmation(
  mailing: ConfirmationMailing,
  recipient: Recipient,
): Promise<PendingAnswer | "mail_unavailable"> {
  const created = await createConfirmation(mailing.database, recipient);
  try {
    await mailing.mailer.send({
      to: recipient.address,
      ...mailFor(recipient, created.code, created.linkToken),
    });
  } catch (error) {
    if (!(error instanceof MailUnavailableError)) throw error;
    await deleteConfirmation(mailing.database, created.id);
    if (recipient.voteId !== null) await discardPendingVote(mailing.database, recipient.voteId);
    return "mail_unavailable";
  }
  return {
    id: created.id,
    expiresAt: created.expiresAt,
    resendAvailableAt: created.resendAvailableAt,
  };
}

/** A new code by mail; when it cannot be sent, the previous code stays valid. */
export async function resendConfirmation(
  mailing: ConfirmationMailing,
  id: string,
  origin: string,
): Promise<
  | Exclude<ResendOutcome, { status: "resent" }>
  | { status: "resent"; answer: PendingAnswer }
  | { status: "mail_unavailable" }
> {
  const outcome = await resend(mailing.database, id);
  if (outcome.status !== "resent") return outcome;
  const category = outcome.category as VoteCategory;
  try {
    await mailing.mailer.send({
      to: outcome.address,
      ...mailFor(
        { voteId: outcome.voteId, category, food: outcome.food, address: outcome.address, origin },
        outcome.code,
        outcome.linkToken,
      ),
    });
  } catch (error) {
    if (!(error instanceof MailUnavailableError)) throw error;
    await undoResend(mailing.database, outcome);
    return { status: "mail_unavailable" };
  }
  return {
    status: "resent",
    answer: { id, expiresAt: outcome.expiresAt, resendAvailableAt: outcome.resendAvailableAt },
  };
}
