import SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * Every better-sqlite3 connection and statement this program makes, held until the process
 * ends. Never read: holding them is the point (docs/decisions/0018).
 *
 * On Node 24, freeing a better-sqlite3 object from the garbage collector can abort the process
 * (`Assertion failed: (env) != nullptr` in `RemoveEnvironmentCleanupHook`: node::ObjectWrap
 * removes its cleanup hook from a weak callback that may run with no context entered). An
 * object that is never collected cannot trip it.
 */
const held: unknown[] = [];

/**
 * Opens a SQLite file: the only way this program should. The connection is never collected,
 * and neither is any statement it prepares; `PRAGMA` goes through `exec` or `prepare`, never
 * `pragma()`, whose statement cannot be held.
 */
export function openSqliteConnection(file: string, options?: SQLite.Options): SQLite.Database {
  const connection = new SQLite(file, options);
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    const statement = prepare(source);
    held.push(statement);
    return statement;
  }) as SQLite.Database["prepare"];
  held.push(connection);
  return connection;
}

/**
 * The connection as Kysely sees it, with each distinct SQL text prepared once and reused:
 * Kysely prepares a statement for every query, and each one held would add up. Reuse also
 * saves preparing the same SQL again.
 *
 * The cache is not bounded: our queries are built from a fixed set of shapes, and the few with
 * lists (`in (…)`) are capped by the request schemas, so the distinct texts are finite.
 */
export function forKysely(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run twice at once: a second one
      // is prepared for that rare case.
      if (kept && !kept.busy) return kept;
      const statement = connection.prepare(sql);
      if (!kept) statements.set(sql, statement);
      return statement;
    },
    close: () => connection.close(),
  };
}
