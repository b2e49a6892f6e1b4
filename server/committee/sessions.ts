import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { CommitteeRole } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";
import { isCommitteeRole } from "./accounts";

/** A session ends after this long without a request. */
export const sessionIdleMs = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request of a polling console. */
const touchEveryMs = 60 * 1000;

export type Session = {
  tokenHash: string;
  accountId: number;
  username: string;
  role: CommitteeRole;
  csrfToken: string;
};

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session; the token goes into the cookie, only its hash into the database. */
export async function createSession(db: Kysely<DatabaseSchema>, accountId: number) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  await db
    .insertInto("sessions")
    .values({
      token_hash: tokenHashOf(token),
      account_id: accountId,
      csrf_token: csrfToken,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return { token, csrfToken };
}

/** The session a cookie's token belongs to, if it exists and has not been idle too long. */
export async function resolveSession(
  db: Kysely<DatabaseSchema>,
  token: string,
  now = new Date(),
): Promise<Session | undefined> {
  const tokenHash = tokenHashOf(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("accounts", "accounts.id", "sessions.account_id")
    .select([
      "sessions.account_id as accountId",
      "sessions.csrf_token as csrfToken",
      "sessions.last_seen_at as lastSeenAt",
      "accounts.username as username",
      "accounts.role as role",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row || !isCommitteeRole(row.role)) return undefined;
  const idleMs = now.getTime() - Date.parse(row.lastSeenAt);
  if (idleMs >= sessionIdleMs) {
    await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    return undefined;
  }
  if (idleMs >= touchEveryMs) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return {
    tokenHash,
    accountId: row.accountId,
    username: row.username,
    role: row.role,
    csrfToken: row.csrfToken,
  };
}

export async function endSession(db: Kysely<DatabaseSchema>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}
