import { type Kysely, sql } from "kysely";

/**
 * Which release is live becomes one pointer (`content_live`, one row), apart from each
 * build's outcome (`content_releases.status`: building, ready or failed), so that a failure
 * after the switch can never mark the live release failed. A build belongs to a process
 * (`owner_pid`, `owner_instance`, `heartbeat_at`): another process reclaims it once the
 * heartbeat is old. `switch_*` record a "Kembalikan" whose release this machine is rebuilding
 * first, so that every process's console shows it (server/content/releases.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_live")
    // Always 1: the table holds one row, the pointer.
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("release_id", "varchar(64)", (column) => column.notNull())
    .addColumn("since", "varchar(32)", (column) => column.notNull())
    .addColumn("set_by", "varchar(64)", (column) => column.notNull())
    .execute();
  for (const column of ["owner_instance", "heartbeat_at", "switch_started_at", "switch_by"]) {
    await db.schema.alterTable("content_releases").addColumn(column, "varchar(64)").execute();
  }
  await db.schema.alterTable("content_releases").addColumn("owner_pid", "integer").execute();
  await db.schema.alterTable("content_releases").addColumn("switch_log", "text").execute();

  // Today's live row becomes the pointer; live and previous were both builds that succeeded.
  await sql`insert into content_live (id, release_id, since, set_by)
    select 1, id, coalesce(live_since, created_at), created_by
    from content_releases where status = 'live'`.execute(db);
  await sql`update content_releases set status = 'ready' where status in ('live', 'previous')`.execute(
    db,
  );
  await sql`drop index content_releases_one_live`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update content_releases set status = 'previous' where status = 'ready'`.execute(db);
  await sql`update content_releases set status = 'live'
    where id = (select release_id from content_live where id = 1)`.execute(db);
  await sql`create unique index content_releases_one_live on content_releases (status) where status = 'live'`.execute(
    db,
  );
  for (const column of [
    "owner_instance",
    "heartbeat_at",
    "switch_started_at",
    "switch_by",
    "owner_pid",
    "switch_log",
  ]) {
    await db.schema.alterTable("content_releases").dropColumn(column).execute();
  }
  await db.schema.dropTable("content_live").execute();
}
