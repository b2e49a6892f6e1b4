import { type Kysely, sql } from "kysely";

/**
 * `votes.small_domain` is 1 on a vote whose domain is neither a large provider's, nor the
 * school's, nor on the committee's allow-list when it arrived, and null on every other vote.
 * Burst flagging counts such votes per network, whatever their domain
 * (server/voting/burst-flagging.ts): a script inventing a new domain for every vote was never
 * past any one domain's threshold. The partial index holds only those votes, so the count is
 * one short index range and the other votes add no index entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("votes").addColumn("small_domain", "integer").execute();
  await sql`create index votes_small_domain_by_network on votes (network_hash, created_at)
    where small_domain = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("votes_small_domain_by_network").execute();
  await db.schema.alterTable("votes").dropColumn("small_domain").execute();
}
