import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ipaddr from "ipaddr.js";

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
