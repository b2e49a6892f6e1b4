/**
 * Whether an error thrown by a storage operation means the database could not do its work
 * (unreachable, out of room, shutting down, busy) rather than that our code is wrong. Only
 * these are answered `503 storage_unavailable`; anything else is a bug, answered 500 and
 * logged with its cause, so that it never passes for an outage (issue 41).
 */

/** Network failures on the way to PostgreSQL, and the disk failing under SQLite. */
const systemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENOSPC",
  "EDQUOT",
  "EIO",
]);

/**
 * SQLSTATE classes and codes of a database that cannot serve now: 08 (connection), 53
 * (insufficient resources: disk full, out of memory, too many connections), 58 (system: I/O),
 * 40 (deadlock, serialization failure: "try again", after the vote batch's own retries),
 * 57P01–57P03 (shut down, crashed, starting), 57014 (the statement ran past our own
 * `statement_timeout`, docs/decisions/0010-postgresql-outages.md: a slow database, not a
 * bug), and 25006 (a read-only transaction: a standby that has not been promoted yet).
 */
const sqlStateClasses = ["08", "53", "58", "40"];
const sqlStates = new Set(["57P01", "57P02", "57P03", "57014", "25006"]);

/**
 * SQLite's primary result codes of a file it cannot use now; extended codes
 * (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT, …) belong to their primary one.
 */
const sqliteCodes = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_IOERR",
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_CORRUPT",
  "SQLITE_NOTADB",
  "SQLITE_READONLY",
  "SQLITE_NOMEM",
  "SQLITE_PROTOCOL",
];

/**
 * The drivers' own failures carry no code, only these messages: pg and pg-pool (a dropped or
 * timed-out connection, our `connectionTimeoutMillis` and `query_timeout`, a pool ended at
 * shutdown), Kysely (a database destroyed at shutdown) and better-sqlite3 (a closed file).
 */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^driver has already been destroyed$/,
  /^The database connection is not open$/,
];

function codeOf(error: object): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

function isOwnFailure(error: object): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    if (systemCodes.has(code) || sqlStates.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && sqlStateClasses.includes(code.slice(0, 2))) return true;
    if (sqliteCodes.some((known) => code === known || code.startsWith(`${known}_`))) return true;
  }
  const message = error instanceof Error ? error.message : undefined;
  return message !== undefined && driverMessages.some((pattern) => pattern.test(message));
}

/**
 * Looks through `cause` and an AggregateError's `errors` (Node's connection to "localhost"
 * tries each address and reports them together), a few levels deep: pg-pool wraps a
 * connection timeout around the socket's error.
 */
export function isStorageFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  if (isOwnFailure(error)) return true;
  if ("cause" in error && isStorageFailure(error.cause, depth + 1)) return true;
  return (
    error instanceof AggregateError &&
    error.errors.some((inner: unknown) => isStorageFailure(inner, depth + 1))
  );
}
