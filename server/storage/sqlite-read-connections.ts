import { Kysely, SqliteDialect, sql } from "kysely";
import type { DatabaseSchema } from "./schema";
import { forKysely, openSqliteConnection } from "./sqlite-connection";

/**
 * Read-only connections to the SQLite file, for reads that must see one state across many
 * queries (an export, docs/decisions/0020). The main connection cannot hold a read
 * transaction: every vote's group commit and every console write runs on it. In WAL mode a
 * reader on another connection keeps its snapshot while the main one goes on writing; what it
 * costs is that a checkpoint cannot move past that snapshot until it ends, so the WAL grows
 * for as long as the export runs (bounded by the reader timeout and the cap of two exports).
 *
 * Connections are opened when first needed and reused, never more than the exports running at
 * once; they stay open until the database closes (docs/decisions/0018).
 */
export function sqliteReadConnections(file: string) {
  const idle: Kysely<DatabaseSchema>[] = [];
  let closed = false;

  function open() {
    const connection = openSqliteConnection(file, { readonly: true, fileMustExist: true });
    connection.exec("PRAGMA busy_timeout = 5000");
    return new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: forKysely(connection) }),
    });
  }

  return {
    async snapshot() {
      if (closed) throw new Error("the database is closed");
      const reader = idle.pop() ?? open();
      const trx = await reader.startTransaction().execute();
      try {
        // BEGIN is deferred: the snapshot is taken by the first read, so it is taken now.
        await sql`select count(*) from sqlite_master`.execute(trx);
      } catch (error) {
        await trx.rollback().execute();
        idle.push(reader);
        throw error;
      }
      let ended = false;
      return {
        db: trx as Kysely<DatabaseSchema>,
        async end() {
          if (ended) return;
          ended = true;
          await trx.rollback().execute();
          if (closed) await reader.destroy();
          else idle.push(reader);
        },
      };
    },
    async close() {
      closed = true;
      await Promise.all(idle.splice(0).map((reader) => reader.destroy()));
    },
  };
}
