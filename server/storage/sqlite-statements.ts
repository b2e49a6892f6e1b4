import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * Connections whose statements must outlive them (docs/decisions/0018). Never read: holding
 * them is the point.
 */
const retired: unknown[] = [];

/**
 * The connection as Kysely sees it, with each distinct SQL text prepared once and kept for the
 * connection's life, and the connection itself kept after it is closed.
 *
 * Why kept: on Node 24, freeing a better-sqlite3 statement from the garbage collector can
 * abort the process (`RemoveEnvironmentCleanupHook`: node::ObjectWrap removes its cleanup
 * hook from a weak callback that may run with no context entered). Kysely prepares a new
 * statement for every query, so a server freed thousands and sooner or later aborted. A
 * statement that is never collected cannot trip it, and reusing one also saves preparing it.
 *
 * The cache is not bounded: our queries are built from a fixed set of shapes, and the few with
 * lists (`in (…)`) are capped by the request schemas, so the distinct texts are finite.
 */
export function keepStatements(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run twice at once: a second one
      // is prepared for that rare case and kept too.
      if (kept && !kept.busy) return kept;
      const statement = connection.prepare(sql);
      if (kept) retired.push(statement);
      else statements.set(sql, statement);
      return statement;
    },
    close() {
      connection.close();
      retired.push(connection, statements);
    },
  };
}
