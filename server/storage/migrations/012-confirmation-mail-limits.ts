import { type Kysely, sql } from "kysely";

/**
 * Limits on confirmation mails (server/voting/mail-quota.ts) and confirmations that stop when
 * voting stops (server/voting/confirmations.ts):
 *
 * - `mail_sends`: one row per confirmation mail for each limit it counts against, the key being
 *   a keyed hash (of the recipient's canonical address, or of the client's network), never an
 *   address or an IP. Rows older than the longest window are deleted as mails go out.
 * - `vote_confirmations.recipient_hash`: the keyed hash of the canonical address the mail went
 *   to, so that a resend counts against the same recipient's limit. Rows from before this
 *   migration have none, and a resend of theirs is counted by the address as typed.
 * - The `results_published_at` setting always has a row (null until published): a confirmation
 *   locks it FOR SHARE on PostgreSQL, so that publishing waits for the confirmations in flight
 *   and every confirmation after it sees it. A missing row could not be locked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_sends")
    .addColumn("id", "varchar(32)", (column) => column.primaryKey())
    .addColumn("key", "varchar(128)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("mail_sends_by_key")
    .on("mail_sends")
    .columns(["key", "sent_at"])
    .execute();
  await db.schema.createIndex("mail_sends_by_time").on("mail_sends").column("sent_at").execute();
  await db.schema
    .alterTable("vote_confirmations")
    .addColumn("recipient_hash", "varchar(128)")
    .execute();
  await sql`insert into settings (name, value)
    select 'results_published_at', null
    where not exists (select 1 from settings where name = 'results_published_at')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("vote_confirmations").dropColumn("recipient_hash").execute();
  await db.schema.dropTable("mail_sends").execute();
}
