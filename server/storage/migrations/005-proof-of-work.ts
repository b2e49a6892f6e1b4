import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * Proof of work on votes (docs/decisions/0014-proof-of-work.md):
 * - `spent_proofs`: every accepted solution's key, so that one solution casts one vote, even
 *   when several server processes share the database; rows are purged once their challenge
 *   has expired, as the challenge alone then refuses the solution.
 * - the `pow_hmac_key` setting: the key that signs the challenges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("spent_proofs")
    .addColumn("key", "varchar(128)", (column) => column.primaryKey())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("spent_proofs_by_expiry")
    .on("spent_proofs")
    .column("expires_at")
    .execute();
  const powHmacKey = randomBytes(32).toString("base64url");
  await sql`insert into settings (name, value) values ('pow_hmac_key', ${powHmacKey})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where name = 'pow_hmac_key'`.execute(db);
  await db.schema.dropTable("spent_proofs").execute();
}
