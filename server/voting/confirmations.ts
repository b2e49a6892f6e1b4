import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { takesVotes } from "../committee/voting-windows";
import { uncountVotes } from "../storage/burst-counters";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { addToTotal, validTotal } from "../storage/vote-totals";

/**
 * A vote cast while the committee asks for e-mail confirmation is stored `pending`, counted in
 * vote_status_totals only, and a row here waits for its 6-digit code (or its link's token).
 * The right code makes the vote `valid` and moves it into vote_totals, in one transaction.
 *
 * - The id is given to the browser; the code and the token travel only in the mail. Neither is
 *   stored, only keyed hashes of them, compared in constant time.
 * - Five wrong codes lock the confirmation until a resend, which makes a new code and a new
 *   link (the old ones stop working), at most 3 times and once a minute.
 * - A decoy (vote_id null) is made for an address that already has a valid vote, so that the
 *   browser's answer reveals nothing; it never confirms, whatever code is given.
 * - Confirming deletes the row: a second confirmation, by code or link, answers `unknown`,
 *   and the vote stays counted once.
 * - Unconfirmed votes are deleted after 48 hours (purgeUnconfirmed); they never counted.
 * - Once the category is closed or the results are published, neither a code, nor a link, nor
 *   a resend does anything: each answers `voting_closed`, so a published ranking never moves.
 *
 * Every storage failure surfaces as StorageUnavailableError (database.transaction wraps).
 */

export const codeValidityMs = 15 * 60_000;
export const resendCooldownMs = 60_000;
export const maxResends = 3;
export const maxWrongCodes = 5;
export const unconfirmedLifetimeHours = 48;

export type NewConfirmation = {
  id: string;
  code: string;
  linkToken: string;
  expiresAt: string;
  resendAvailableAt: string;
};

export type ConfirmOutcome =
  /** `votes` is the dish's valid total after this vote. */
  | { status: "confirmed"; category: string; food: string; votes: number }
  | { status: "wrong_code"; triesLeft: number }
  | { status: "expired" }
  | { status: "locked" }
  | { status: "voting_closed" }
  | { status: "unknown" };

export type LinkOutcome = Exclude<ConfirmOutcome, { status: "wrong_code" }>;

type ConfirmationRow = Selectable<DatabaseSchema["vote_confirmations"]>;

/** What a resend replaced, so that a mail that could not be sent takes nothing away. */
export type ResendSnapshot = Pick<
  ConfirmationRow,
  "code_hash" | "link_hash" | "expires_at" | "sent_at"
> & { tries: number; resends: number };

export type ResendOutcome =
  | ({
      status: "resent";
      voteId: number | null;
      category: string;
      food: string;
      address: string;
      recipientHash: string | null;
      resendsLeft: number;
      previous: ResendSnapshot;
      newCodeHash: string;
    } & NewConfirmation)
  | { status: "too_soon"; retryAt: string }
  | { status: "too_many" }
  | { status: "voting_closed" }
  | { status: "unknown" };

const newId = () => randomBytes(16).toString("base64url");
const newLinkToken = () => randomBytes(32).toString("base64url");
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

const codeHashOf = (database: Database, id: string, code: string) =>
  database.keyedHash(`confirmation-code:${id}:${code}`);
const linkHashOf = (database: Database, token: string) =>
  database.keyedHash(`confirmation-link:${token}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

function freshSecrets(database: Database, id: string, now: Date) {
  const code = newCode();
  const linkToken = newLinkToken();
  return {
    code,
    linkToken,
    codeHash: codeHashOf(database, id, code),
    linkHash: linkHashOf(database, linkToken),
    expiresAt: later(now, codeValidityMs),
    resendAvailableAt: later(now, resendCooldownMs),
  };
}

/** Stores a confirmation for a pending vote (or a decoy, voteId null) and returns its secrets. */
export async function createConfirmation(
  database: Database,
  input: {
    voteId: number | null;
    category: string;
    food: string;
    address: string;
    /** Keyed hash of the canonical address: what a resend counts against (mail-quota.ts). */
    recipientHash: string;
  },
): Promise<NewConfirmation> {
  return database.transaction(async (db) => {
    const now = new Date();
    const id = newId();
    const secrets = freshSecrets(database, id, now);
    await db
      .insertInto("vote_confirmations")
      .values({
        id,
        vote_id: input.voteId,
        category: input.category,
        food: input.food,
        address: input.address,
        recipient_hash: input.recipientHash,
        code_hash: secrets.codeHash,
        link_hash: secrets.linkHash,
        expires_at: secrets.expiresAt,
        tries: 0,
        resends: 0,
        sent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return {
      id,
      code: secrets.code,
      linkToken: secrets.linkToken,
      expiresAt: secrets.expiresAt,
      resendAvailableAt: secrets.resendAvailableAt,
    };
  });
}

/**
 * The pending vote becomes valid, or flagged when it arrived in a burst (it still needs the
 * committee's approval), and its confirmations go.
 */
async function confirmRow(
  db: Kysely<DatabaseSchema>,
  row: ConfirmationRow,
  voteId: number,
): Promise<LinkOutcome> {
  const vote = await db
    .selectFrom("votes")
    .select(["category", "food", "flag_reason"])
    .where("id", "=", voteId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  await db.deleteFrom("vote_confirmations").where("vote_id", "=", voteId).execute();
  await db.deleteFrom("vote_confirmations").where("id", "=", row.id).execute();
  // Gone, or no longer pending (the committee invalidated it): nothing to confirm.
  if (!vote) return { status: "unknown" };
  const status = vote.flag_reason ? "flagged" : "valid";
  await db.updateTable("votes").set({ status }).where("id", "=", voteId).execute();
  await addToTotal(db, vote, "pending", -1);
  await addToTotal(db, vote, status, 1);
  return {
    status: "confirmed",
    category: vote.category,
    food: vote.food,
    votes: await validTotal(db, vote.category, vote.food),
  };
}

/** The confirmation row, locked until the transaction ends on PostgreSQL. */
const lockedConfirmation = (database: Database, db: Kysely<DatabaseSchema>, id: string) =>
  lockedOnPostgres(
    database,
    db.selectFrom("vote_confirmations").selectAll().where("id", "=", id),
  ).executeTakeFirst();

const isExpired = (row: ConfirmationRow, now: Date) => Date.parse(row.expires_at) <= now.getTime();

/**
 * Confirms by the 6-digit code. Wrong codes count: the 1st to 4th answer `wrong_code` with the
 * tries left (4 … 1), the 5th and everything after answer `locked` until a resend. A decoy
 * answers exactly as a confirmation whose code is never the one given.
 */
export async function confirmByCode(
  database: Database,
  id: string,
  code: string,
): Promise<ConfirmOutcome> {
  return database.transaction(async (db) => {
    const now = new Date();
    const row = await lockedConfirmation(database, db, id);
    if (!row) return { status: "unknown" };
    if (!(await takesVotes(database, db, row.category, now))) return { status: "voting_closed" };
    if (row.tries >= maxWrongCodes) return { status: "locked" };
    if (isExpired(row, now)) return { status: "expired" };
    const given = code.replace(/\s+/g, "");
    const right = sameHash(codeHashOf(database, id, given), row.code_hash);
    if (right && row.vote_id !== null) return confirmRow(db, row, row.vote_id);
    const tries = row.tries + 1;
    await db.updateTable("vote_confirmations").set({ tries }).where("id", "=", id).execute();
    if (tries >= maxWrongCodes) return { status: "locked" };
    return { status: "wrong_code", triesLeft: maxWrongCodes - tries };
  });
}

/** Confirms by the token of the mail's link; the same rules as the code but for wrong tries. */
export async function confirmByLink(database: Database, token: string): Promise<LinkOutcome> {
  return database.transaction(async (db) => {
    const now = new Date();
    const row = await lockedOnPostgres(
      database,
      db
        .selectFrom("vote_confirmations")
        .selectAll()
        .where("link_hash", "=", linkHashOf(database, token)),
    ).executeTakeFirst();
    if (!row || row.vote_id === null) return { status: "unknown" };
    if (!(await takesVotes(database, db, row.category, now))) return { status: "voting_closed" };
    if (row.tries >= maxWrongCodes) return { status: "locked" };
    if (isExpired(row, now)) return { status: "expired" };
    return confirmRow(db, row, row.vote_id);
  });
}

/**
 * A new code and link, valid 15 minutes from now, wrong tries forgotten: at most 3 times, and
 * not within a minute of the last mail. The caller sends the mail, and calls undoResend when
 * it could not.
 */
export async function resend(database: Database, id: string): Promise<ResendOutcome> {
  return database.transaction(async (db) => {
    const now = new Date();
    const row = await lockedConfirmation(database, db, id);
    if (!row) return { status: "unknown" };
    // Checked first: a closed category's confirmation neither moves its expiry nor gets a mail.
    if (!(await takesVotes(database, db, row.category, now))) return { status: "voting_closed" };
    if (row.resends >= maxResends) return { status: "too_many" };
    const availableAt = Date.parse(row.sent_at) + resendCooldownMs;
    if (now.getTime() < availableAt) {
      return { status: "too_soon", retryAt: new Date(availableAt).toISOString() };
    }
    const secrets = freshSecrets(database, id, now);
    const resends = row.resends + 1;
    await db
      .updateTable("vote_confirmations")
      .set({
        code_hash: secrets.codeHash,
        link_hash: secrets.linkHash,
        expires_at: secrets.expiresAt,
        tries: 0,
        resends,
        sent_at: now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
    return {
      status: "resent",
      id,
      code: secrets.code,
      linkToken: secrets.linkToken,
      expiresAt: secrets.expiresAt,
      resendAvailableAt: secrets.resendAvailableAt,
      voteId: row.vote_id,
      category: row.category,
      food: row.food,
      address: row.address,
      recipientHash: row.recipient_hash,
      resendsLeft: maxResends - resends,
      newCodeHash: secrets.codeHash,
      previous: {
        code_hash: row.code_hash,
        link_hash: row.link_hash,
        expires_at: row.expires_at,
        sent_at: row.sent_at,
        tries: row.tries,
        resends: row.resends,
      },
    };
  });
}

/** Puts back what a resend replaced, unless something changed the row since. */
export async function undoResend(
  database: Database,
  resent: Extract<ResendOutcome, { status: "resent" }>,
): Promise<void> {
  await database.transaction(async (db) => {
    await db
      .updateTable("vote_confirmations")
      .set(resent.previous)
      .where("id", "=", resent.id)
      .where("code_hash", "=", resent.newCodeHash)
      .execute();
  });
}

const deleteBatch = 500;

async function deletePendingVotes(db: Kysely<DatabaseSchema>, ids: number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += deleteBatch) {
    const batch = ids.slice(start, start + deleteBatch);
    await db.deleteFrom("vote_confirmations").where("vote_id", "in", batch).execute();
    const gone = await db
      .deleteFrom("votes")
      .where("id", "in", batch)
      .where("status", "=", "pending")
      .returning(["category", "food", "network_hash", "domain", "small_domain", "created_at"])
      .execute();
    // Burst flagging counted them (they were in the votes table): no longer.
    await uncountVotes(db, gone);
    const perDish = new Map<string, { category: string; food: string; count: number }>();
    for (const vote of gone) {
      const key = `${vote.category}/${vote.food}`;
      const dish = perDish.get(key) ?? { category: vote.category, food: vote.food, count: 0 };
      dish.count += 1;
      perDish.set(key, dish);
    }
    for (const dish of perDish.values()) await addToTotal(db, dish, "pending", -dish.count);
    deleted += gone.length;
  }
  return deleted;
}

/**
 * Deletes the votes still pending after `olderThanHours` (they never counted), their
 * confirmations and every older confirmation row, decoys included. Returns the votes deleted.
 */
export async function purgeUnconfirmed(
  database: Database,
  olderThanHours = unconfirmedLifetimeHours,
): Promise<number> {
  return database.transaction(async (db) => {
    const cutoff = new Date(Date.now() - olderThanHours * 3_600_000).toISOString();
    const stale = await db
      .selectFrom("votes")
      .select("id")
      .where("status", "=", "pending")
      .where("created_at", "<", cutoff)
      .execute();
    const deleted = await deletePendingVotes(
      db,
      stale.map((vote) => vote.id),
    );
    await db.deleteFrom("vote_confirmations").where("created_at", "<", cutoff).execute();
    return deleted;
  });
}

/** Takes back a pending vote whose confirmation mail could not be sent (frees the address). */
export async function discardPendingVote(database: Database, voteId: number): Promise<void> {
  await database.transaction((db) => deletePendingVotes(db, [voteId]));
}

/** Deletes a confirmation row whose mail could not be sent. */
export async function deleteConfirmation(database: Database, id: string): Promise<void> {
  await database.transaction(async (db) => {
    await db.deleteFrom("vote_confirmations").where("id", "=", id).execute();
  });
}
