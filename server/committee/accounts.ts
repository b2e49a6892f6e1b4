import type { Kysely } from "kysely";
import { type CommitteeRole, committeeRoles } from "../../common/committee-api";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { recordAudit } from "./audit-log";
import { hashPassword, minimumPasswordLength } from "./passwords";

export const usernamePattern = /^[a-z0-9][a-z0-9._-]{1,31}$/;

export type Account = { id: number; username: string; role: CommitteeRole; createdAt: string };

export const isCommitteeRole = (value: string): value is CommitteeRole =>
  (committeeRoles as readonly string[]).includes(value);

export type AccountProblem =
  | "invalid_username"
  | "invalid_role"
  | "password_too_short"
  | "username_taken"
  | "unknown_account";

/** Indonesian, for the command line. */
export const accountProblemMessages: Record<AccountProblem, string> = {
  invalid_username:
    "Nama pengguna harus 2–32 karakter: huruf kecil, angka, titik, garis bawah atau tanda minus.",
  invalid_role: "Peran harus admin, viewer atau editor.",
  password_too_short: `Kata sandi minimal ${minimumPasswordLength} karakter.`,
  username_taken: "Nama pengguna itu sudah dipakai.",
  unknown_account: "Akun itu tidak ada.",
};

function passwordProblem(password: string): AccountProblem | undefined {
  return [...password].length < minimumPasswordLength ? "password_too_short" : undefined;
}

export async function findAccount(db: Kysely<DatabaseSchema>, username: string) {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("username", "=", username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function listAccounts(db: Kysely<DatabaseSchema>): Promise<Account[]> {
  const rows = await db.selectFrom("accounts").selectAll().orderBy("username").execute();
  return rows.flatMap((row) =>
    isCommitteeRole(row.role)
      ? [{ id: row.id, username: row.username, role: row.role, createdAt: row.created_at }]
      : [],
  );
}

/**
 * `hash` is scrypt at the shipped cost; the tests hand in one that hashes each of their few
 * passwords once per process, since hundreds of fresh test databases each add the same three.
 */
export async function addAccount(
  database: Database,
  account: { username: string; role: string; password: string },
  actor: string,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<AccountProblem | undefined> {
  const username = account.username.trim().toLowerCase();
  if (!usernamePattern.test(username)) return "invalid_username";
  if (!isCommitteeRole(account.role)) return "invalid_role";
  const problem = passwordProblem(account.password);
  if (problem) return problem;
  const passwordHash = await hash(account.password);
  const role = account.role;
  return database.transaction(async (db) => {
    if (await findAccount(db, username)) return "username_taken";
    await db
      .insertInto("accounts")
      .values({ username, role, password_hash: passwordHash, created_at: new Date().toISOString() })
      .execute();
    await recordAudit(db, { actor, action: "account_added", details: { username, role } });
    return undefined;
  });
}

/** Removing an account ends its sessions (they cascade with the row). */
export async function removeAccount(
  database: Database,
  username: string,
  actor: string,
): Promise<AccountProblem | undefined> {
  return database.transaction(async (db) => {
    const account = await findAccount(db, username);
    if (!account) return "unknown_account";
    await db.deleteFrom("sessions").where("account_id", "=", account.id).execute();
    await db.deleteFrom("accounts").where("id", "=", account.id).execute();
    await recordAudit(db, {
      actor,
      action: "account_removed",
      details: { username: account.username },
    });
    return undefined;
  });
}

/** A new password ends every session of the account: whoever knew the old one is out. */
export async function setPassword(
  database: Database,
  username: string,
  password: string,
  actor: string,
): Promise<AccountProblem | undefined> {
  const problem = passwordProblem(password);
  if (problem) return problem;
  const passwordHash = await hashPassword(password);
  return database.transaction(async (db) => {
    const account = await findAccount(db, username);
    if (!account) return "unknown_account";
    await db
      .updateTable("accounts")
      .set({ password_hash: passwordHash })
      .where("id", "=", account.id)
      .execute();
    await db.deleteFrom("sessions").where("account_id", "=", account.id).execute();
    await recordAudit(db, {
      actor,
      action: "password_changed",
      details: { username: account.username },
    });
    return undefined;
  });
}
