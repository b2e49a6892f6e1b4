import { chmodSync, closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import type SQLite from "better-sqlite3";
import { openSqliteConnection } from "./sqlite-connection";

/**
 * Backups of the embedded database through SQLite's VACUUM INTO, never a file copy: a copy
 * taken while the server writes can catch half a transaction, and misses what still sits in
 * the -wal file. VACUUM INTO reads one consistent snapshot while votes go on, and writes only
 * the rows that are there: free pages, and the erased addresses a file from before
 * `secure_delete` may still hold in them, stay behind (docs/decisions/0041). The online backup
 * API copied every page as it was.
 */
export async function backupSqlite(file: string, target: string): Promise<{ votes: number }> {
  if (!existsSync(file)) throw new BackupError(`Database tidak ditemukan: ${file}`);
  if (existsSync(target)) throw new BackupError(`Berkas tujuan sudah ada: ${target}`);
  // The snapshot holds voters' addresses, like the database itself: private from its first byte.
  closeSync(openSync(target, "wx", 0o600));
  const source = openSqliteConnection(file, { fileMustExist: true });
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // VACUUM INTO does not sync what it wrote: a backup must be on the disk when we say it is.
  const written = openSync(target, "r+");
  try {
    fsyncSync(written);
  } finally {
    closeSync(written);
  }
  chmodSync(target, 0o600);
  return { votes: describeSnapshot(target).votes };
}

/**
 * Puts a snapshot in place of the database, which no server may have open: the snapshot is
 * checked first, written beside the database and renamed over it, so a failure halfway leaves
 * the old database whole.
 */
export async function restoreSqlite(snapshot: string, file: string): Promise<{ votes: number }> {
  const { votes } = describeSnapshot(snapshot);
  const staging = `${file}.restoring`;
  rmSync(staging, { force: true });
  const source = openSqliteConnection(snapshot, { readonly: true, fileMustExist: true });
  try {
    await source.backup(staging);
  } finally {
    source.close();
  }
  chmodSync(staging, 0o600);
  // The old database's write-ahead log belongs to the old file; left beside the new one,
  // SQLite would replay it into the snapshot.
  for (const suffix of ["-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  renameSync(staging, file);
  return { votes };
}

/** Refuses a file that is not an intact FB8 database; otherwise counts its votes. */
export function describeSnapshot(file: string): { votes: number } {
  if (!existsSync(file)) throw new BackupError(`Berkas tidak ditemukan: ${file}`);
  let snapshot: SQLite.Database;
  try {
    snapshot = openSqliteConnection(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new BackupError(`Bukan database SQLite: ${file}`);
  }
  try {
    const integrity = snapshot.prepare("PRAGMA integrity_check").pluck().get();
    if (integrity !== "ok") throw new BackupError(`Database rusak (${String(integrity)}): ${file}`);
    const tables = snapshot
      .prepare("select name from sqlite_master where type = 'table'")
      .pluck()
      .all() as string[];
    if (!tables.includes("votes") || !tables.includes("kysely_migration")) {
      throw new BackupError(`Bukan database FB8: ${file}`);
    }
    const votes = snapshot.prepare("select count(*) from votes").pluck().get() as number;
    return { votes };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Bukan database SQLite yang utuh: ${file}`);
  } finally {
    snapshot.close();
  }
}

export class BackupError extends Error {}
