/**
 * Checks of a JSON answer's shape, for the code that reads the API in the browser. The server
 * checks what it receives with Zod; the public pages read its few answers with these instead,
 * so their scripts do not grow by a validation library.
 */

/** A value whose fields can be read one by one (an array too: test for one first if it matters). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** An instant as the API sends it (an ISO string `Date.parse` reads), or undefined. */
export const readInstant = (value: unknown): string | undefined =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : undefined;
