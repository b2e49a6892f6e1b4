import { randomBytes } from "node:crypto";
import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";
import { voteCategories } from "../../../common/vote-category";

/**
 * What the committee's console needs (docs/decisions/0013-committee-console.md):
 * - a status on every vote (valid, pending, flagged, invalidated), so that nothing is ever
 *   deleted and every change can be undone; only valid votes are in `vote_totals`, the
 *   other statuses are counted in `vote_status_totals`;
 * - a voting window per category, one row each, locked by votes and by the close;
 * - accounts, server-side sessions, a sign-in throttle;
 * - the invalidations and an append-only audit log (triggers refuse UPDATE and DELETE);
 * - settings, among them the key of the addresses' keyed hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    isSqlite
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedAlwaysAsIdentity();

  await db.schema
    .alterTable("votes")
    .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("valid"))
    .execute();
  await db.schema.alterTable("votes").addColumn("invalidation_id", "integer").execute();
  // Time ranges, and the console's votes-per-hour chart, which reads this index alone and
  // never the table. The status comes second: first, it would look selective to SQLite's
  // planner, which then walked it for every "valid votes matching …" query of the console.
  await db.schema
    .createIndex("votes_by_time")
    .on("votes")
    .columns(["created_at", "status", "category"])
    .execute();
  await db.schema
    .createIndex("votes_by_invalidation")
    .on("votes")
    .column("invalidation_id")
    .execute();

  await db.schema
    .createTable("vote_status_totals")
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("food", "varchar(64)", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("votes", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("vote_status_totals_pk", ["category", "food", "status"])
    .execute();

  await db.schema
    .createTable("voting_windows")
    .addColumn("category", "varchar(32)", (column) => column.primaryKey())
    .addColumn("opens_at", "varchar(32)")
    .addColumn("closes_at", "varchar(32)")
    .execute();
  for (const category of voteCategories) {
    await sql`insert into voting_windows (category) values (${category})`.execute(db);
  }

  await db.schema
    .createTable("settings")
    .addColumn("name", "varchar(64)", (column) => column.primaryKey())
    .addColumn("value", "varchar(256)")
    .execute();
  const addressHashKey = randomBytes(32).toString("base64url");
  await sql`insert into settings (name, value) values ('address_hash_key', ${addressHashKey})`.execute(
    db,
  );

  await db.schema
    .createTable("accounts")
    .addColumn("id", "integer", id)
    .addColumn("username", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("role", "varchar(16)", (column) => column.notNull())
    .addColumn("password_hash", "varchar(256)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("account_id", "integer", (column) =>
      column.notNull().references("accounts.id").onDelete("cascade"),
    )
    .addColumn("csrf_token", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("key", "varchar(128)", (column) => column.primaryKey())
    .addColumn("window_started_at", "varchar(32)", (column) => column.notNull())
    .addColumn("failures", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("invalidations")
    .addColumn("id", "integer", id)
    .addColumn("criteria", "varchar(1024)", (column) => column.notNull())
    .addColumn("reason", "varchar(1024)", (column) => column.notNull())
    .addColumn("actor", "varchar(64)", (column) => column.notNull())
    .addColumn("at", "varchar(32)", (column) => column.notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("restored_at", "varchar(32)")
    .addColumn("restored_by", "varchar(64)")
    .addColumn("restore_reason", "varchar(1024)")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", id)
    .addColumn("at", "varchar(32)", (column) => column.notNull())
    .addColumn("actor", "varchar(64)", (column) => column.notNull())
    .addColumn("action", "varchar(32)", (column) => column.notNull())
    .addColumn("details", "text", (column) => column.notNull())
    .execute();
  await appendOnly(db, isSqlite);
}

/** The database itself refuses to change or remove an audit row, whoever asks. */
async function appendOnly(db: Kysely<unknown>, isSqlite: boolean) {
  if (isSqlite) {
    for (const event of ["update", "delete"]) {
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_log is append-only'; end $$
  `.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete or truncate on audit_log
    for each statement execute function audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_log",
    "invalidations",
    "sign_in_throttle",
    "sessions",
    "accounts",
    "settings",
    "voting_windows",
    "vote_status_totals",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
