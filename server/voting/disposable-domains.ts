/**
 * "No throwaway addresses": the domains of disposable-mail services, from the `mailchecker`
 * package's list. docs/address-rules.md says where this stands among the address rules.
 */
import { createRequire } from "node:module";
import type * as Mailchecker from "mailchecker";

// mailchecker is CommonJS and Node finds no named exports in it, while its types declare only
// named ones; require() gives the object both agree on.
const mailchecker: typeof Mailchecker = createRequire(import.meta.url)("mailchecker");

// blacklist() hands out mailchecker's own Set, which its addCustomDomains() changes in place:
// a copy taken once at load keeps this list exactly the package's. Entries are lower-case.
const disposableDomains: ReadonlySet<string> = new Set(
  Array.from(mailchecker.blacklist(), (domain) => domain.toLowerCase()),
);

/** Parent domains from most to least specific, e.g. ["a.b.c.id","b.c.id","c.id"] (stops before the public suffix's last label). */
export function domainAndParents(domain: string): string[] {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  // IP literals, bare top-level domains and malformed names have no parents worth checking.
  if (labels.length < 2 || labels.some((label) => label === "" || /[[\]]/.test(label))) return [];
  const result: string[] = [];
  // Never the last label alone: a bare top-level domain is never a disposable-mail service.
  for (let start = 0; start < labels.length - 1; start++) {
    result.push(labels.slice(start).join("."));
  }
  return result;
}

/**
 * Built once at module load from the `mailchecker` package's list. Checks the domain and every
 * parent (a.b.mailinator.com, b.mailinator.com, mailinator.com), never the bare TLD.
 */
export function isDisposableDomain(domain: string): boolean {
  return domainAndParents(domain).some((candidate) => disposableDomains.has(candidate));
}

/** The list, sorted: for the abuse benchmark's throwaway addresses. */
export function disposableDomainList(): string[] {
  return [...disposableDomains].sort();
}
