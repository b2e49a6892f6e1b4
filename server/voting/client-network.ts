import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import { join } from "node:path";
import ipaddr from "ipaddr.js";

const dottedDecimal = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const withPort = /^(.*):\d{1,5}$/;

/**
 * One client address, as a proxy may have written it, in its one canonical spelling: a port is
 * dropped (`198.18.7.1:1234`, `[2001:db8::1]:443`), brackets and an IPv6 zone too, IPv6 is
 * written short and lower-case (RFC 5952), IPv4 mapped into IPv6 becomes IPv4, and leading zeros
 * in IPv4 are read as decimal (`198.18.8.01` is 198.18.8.1; no proxy writes octal). Null for
 * anything else (`garbage-one`, `unknown`, `10.1`, hexadecimal).
 */
export function canonicalIp(written: string): string | null {
  const value = written.trim();
  if (isIPv4(value)) return value;
  let host = value;
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    const rest = value.slice(end + 1);
    if (end === -1 || (rest !== "" && !/^:\d{1,5}$/.test(rest))) return null;
    host = value.slice(1, end);
  } else if (value.indexOf(":") === value.lastIndexOf(":")) {
    host = withPort.exec(value)?.[1] ?? value;
  }
  host = host.split("%")[0] ?? host;
  if (isIPv6(host)) {
    const v6 = ipaddr.IPv6.parse(host);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toRFC5952String();
  }
  const parts = dottedDecimal.exec(host)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return parts.join(".");
}

/**
 * The client behind the trusted proxies, from the chain Fastify's trustProxy walks (the socket's
 * address first, the client last): the first address, from the client's end, that is one. An
 * entry that is none stands for its reporter, the proxy that wrote it, which Fastify trusted.
 */
export function clientOfChain(chain: readonly string[]): string {
  for (let index = chain.length - 1; index > 0; index--) {
    const address = canonicalIp(chain[index] ?? "");
    if (address !== null) return address;
  }
  return chain[0] ?? "";
}

/**
 * The network a client address belongs to, as burst flagging counts it: an IPv4 /24 or an
 * IPv6 /48 (what one household, school or rented server range usually holds). IPv4 mapped
 * into IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4) counts as IPv4.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return `unparsed:${ip}`;
  let address = ipaddr.parse(ip);
  if (address.kind() === "ipv6") {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) address = v6.toIPv4Address();
  }
  if (address.kind() === "ipv4") {
    const [a, b, c] = address.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${parts.map((part) => part.toString(16)).join(":")}::/48`;
}

export type ClientHashes = {
  /** Keyed hash of the client's address. */
  ipHash: string;
  /** Keyed hash of its /24 or /48: what burst flagging counts. */
  networkHash: string;
};

/**
 * Client IPs are stored only as keyed hashes (HMAC-SHA-256). The key lives outside the
 * database on purpose: there are only 2^32 IPv4 addresses, so a hash whose key sat in the
 * same dump could be reversed by trying them all.
 */
export function createClientHasher(key: Buffer): (ip: string) => ClientHashes {
  const hash = (value: string) => createHmac("sha256", key).update(value).digest("base64url");
  // A school's voters arrive from a few addresses (one NAT), each many times: their hashes are
  // kept, up to a bound, instead of parsed and hashed twice for every vote.
  const known = new Map<string, ClientHashes>();
  return (ip) => {
    const kept = known.get(ip);
    if (kept) return kept;
    const hashes = { ipHash: hash(`ip:${ip}`), networkHash: hash(`net:${networkOf(ip)}`) };
    if (known.size >= knownClientsLimit) known.clear();
    known.set(ip, hashes);
    return hashes;
  };
}

/** Client addresses whose hashes are kept; past it the list starts again (memory stays small). */
const knownClientsLimit = 10_000;

export const ipHashKeyFile = "ip-hash.key";

/**
 * VOTE_IP_HASH_KEY when set (every process of a several-machine setup must share it), else a
 * key generated on first start into DATA_DIR/ip-hash.key, readable by the server's user only.
 */
export function loadIpHashKey(options: { fromEnvironment?: string; dataDir: string }): Buffer {
  if (options.fromEnvironment) return Buffer.from(options.fromEnvironment, "utf8");
  const file = join(options.dataDir, ipHashKeyFile);
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return key;
}
