import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";

/**
 * How many confirmation mails may go out per hour: to one recipient (its canonical address,
 * so `budi+1@…` and `budi+2@…` are one mailbox), and on behalf of one client network (an IPv4
 * /24 or IPv6 /48). The first protects a victim's mailbox, the second the site's standing with
 * its mail provider when one client votes with thousands of strangers' addresses.
 */
export type MailLimits = { perRecipientPerHour: number; perNetworkPerHour: number };

export const defaultMailLimits: MailLimits = { perRecipientPerHour: 3, perNetworkPerHour: 100 };

const windowMs = 3_600_000;
/** How often each process deletes the sends older than the window. */
const purgeEveryMs = 60_000;
/** The advisory locks' class on PostgreSQL; the key's hash is the object. */
const lockClass = 0x6d61696c; // "mail"

export type MailSender = {
  /** Keyed hash of the recipient's canonical address (recipientHashOf). */
  recipientHash: string;
  /** Keyed hash of the client's network (server/voting/client-network.ts). */
  networkHash: string;
};

/** The sends a mail took, to give back when it could not be sent after all. */
export type Taken = { ids: string[] };

export type MailQuota = {
  /** Counts one mail against both limits, or answers "capped" (and counts nothing). */
  take(sender: MailSender): Promise<Taken | "capped">;
  /** Forgets the sends of a mail that did not go out. */
  giveBack(taken: Taken): Promise<void>;
};

/** The recipient as the limit knows it: a keyed hash, never the address. */
export const recipientHashOf = (database: Database, canonicalAddress: string) =>
  database.keyedHash(`mail-recipient:${canonicalAddress}`);

/**
 * The mails sent, one row per mail and limit, in the database: every server process counts
 * against the same rows, and a Redis outage changes nothing. A sliding hour, so "3 an hour"
 * never lets 6 through across the turn of a window. The count and the insert are one
 * transaction: SQLite runs those one at a time; on PostgreSQL an advisory lock per key (taken
 * in a fixed order) makes two processes mailing one recipient wait for each other.
 */
export function createMailQuota(database: Database, limits: MailLimits): MailQuota {
  let lastPurge = 0;

  const sentSince = async (db: Kysely<DatabaseSchema>, key: string, since: string) => {
    const row = await db
      .selectFrom("mail_sends")
      .select((select) => select.fn.countAll<string | number>().as("sent"))
      .where("key", "=", key)
      .where("sent_at", ">", since)
      .executeTakeFirst();
    return Number(row?.sent ?? 0);
  };

  return {
    take: (sender) =>
      database.transaction(async (db) => {
        const now = Date.now();
        const since = new Date(now - windowMs).toISOString();
        const counted = [
          { key: `to:${sender.recipientHash}`, max: limits.perRecipientPerHour },
          { key: `net:${sender.networkHash}`, max: limits.perNetworkPerHour },
        ].sort((a, b) => (a.key < b.key ? -1 : 1));
        if (database.kind === "postgres") {
          for (const { key } of counted) {
            await sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`.execute(db);
          }
        }
        for (const { key, max } of counted) {
          if ((await sentSince(db, key, since)) >= max) return "capped";
        }
        if (now - lastPurge >= purgeEveryMs) {
          lastPurge = now;
          await db.deleteFrom("mail_sends").where("sent_at", "<=", since).execute();
        }
        const sentAt = new Date(now).toISOString();
        const rows = counted.map(({ key }) => ({
          id: randomBytes(16).toString("base64url"),
          key,
          sent_at: sentAt,
        }));
        await db.insertInto("mail_sends").values(rows).execute();
        return { ids: rows.map((row) => row.id) };
      }),
    giveBack: (taken) =>
      database.transaction(async (db) => {
        await db.deleteFrom("mail_sends").where("id", "in", taken.ids).execute();
      }),
  };
}
