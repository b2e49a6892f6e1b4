import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import pg from "pg";

/**
 * How long the server waits on PostgreSQL before a vote gets 503
 * (docs/decisions/0010-postgresql-outages.md): a new connection, a statement on the server,
 * and a query's answer over the network.
 */
export const postgresTimeouts = {
  connectMs: 3_000,
  statementMs: 4_000,
  queryMs: 5_000,
};

export type ConnectionProblemReporter = (error: Error, context: string) => void;

/**
 * A statement whose text starts with this comment is prepared once per connection under the
 * name it gives, instead of parsed and planned on every execution: the vote batch's statement
 * took longer to plan than to run (docs/decisions/0016-postgresql-group-commit.md). Its text must
 * not change from one execution to the next, or the connection refuses the second text.
 */
export const preparedStatement = (name: string) => `-- prepared statement: ${name}\n`;
const preparedName = /^-- prepared statement: ([a-z_]+)\n/;

type QueryCommand = PostgresQueryResult<unknown>["command"];
const knownCommands = new Set<string>(["UPDATE", "DELETE", "INSERT", "SELECT", "MERGE"]);
const isKnownCommand = (command: string): command is QueryCommand => knownCommands.has(command);

/**
 * pg keeps a client whose query timed out, still waiting for its answer, and the next vote on
 * that client would wait behind it. A client whose query failed for any reason but an answer
 * from PostgreSQL (a timeout, a dropped connection) is destroyed on release instead.
 */
class ClientDiscardedOnFailure implements PostgresPoolClient {
  private failure: Error | undefined;

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely asks for a cursor only when a query is streamed, which this server never does.
    if (typeof statement !== "string") throw new Error("streamed queries are not supported");
    const name = preparedName.exec(statement)?.[1];
    const values = [...parameters];
    const query = name
      ? this.client.query({ name, text: statement, values })
      : this.client.query(statement, values);
    return query.then(
      (result): PostgresQueryResult<R> => ({
        command: isKnownCommand(result.command) ? result.command : "SELECT",
        rowCount: result.rowCount ?? 0,
        rows: result.rows,
      }),
      (error: unknown) => {
        const answeredByPostgres = error instanceof pg.DatabaseError && error.code !== "57P01";
        if (!answeredByPostgres) {
          this.failure = error instanceof Error ? error : new Error(String(error));
        }
        throw error;
      },
    );
  }

  release() {
    this.client.release(this.failure);
  }
}

/**
 * A pool that survives PostgreSQL going away: a connection that fails, idle or checked out,
 * is reported and replaced instead of crashing the process with an unhandled 'error' event,
 * and no query waits longer than the timeouts above.
 */
export function createPostgresPool(url: string, report: ConnectionProblemReporter) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    statement_timeout: postgresTimeouts.statementMs,
    query_timeout: postgresTimeouts.queryMs,
    keepAlive: true,
  });
  pool.on("error", (error) => report(error, "idle database connection lost"));
  // A checked-out client has no listener of the pool's; without this, its 'error' event
  // (57P01 from pg_terminate_backend, ECONNRESET) would be unhandled and end the process.
  pool.on("connect", (client) => {
    client.on("error", (error) => report(error, "database connection lost"));
  });
  const kyselyPool: PostgresPool = {
    connect: async () => new ClientDiscardedOnFailure(await pool.connect()),
    end: () => pool.end(),
  };
  return kyselyPool;
}
