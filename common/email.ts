/** Shared by the browser form and the server, so it must stay free of imports. */

// RFC 5321 limits a path to 256 octets including the two angle brackets, leaving 254.
export const emailMaxLength = 254;

// The original site's pattern, kept verbatim so addresses accepted before are still accepted.
const emailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  // The length check must come first: it bounds the regex's backtracking on hostile input.
  if (email.length > emailMaxLength) return false;
  return emailPattern.test(email);
}

export function normalizeEmail(value: string): string {
  // The product treats addresses as case-insensitive as a whole, local part included.
  return value.trim().toLowerCase();
}
