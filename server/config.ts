import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { FlaggingThresholds } from "../common/committee-api";
import { type MediaQuota, megabyte } from "./content/media-quota";
import { defaultThresholds, networkCeiling } from "./voting/burst-flagging";
import { defaultMailLimits, type MailLimits } from "./voting/mail-quota";

/**
 * Every environment variable the server reads, validated once at boot. A bad value stops the
 * process with a message naming the variable, rather than failing on the first visitor.
 */
const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5_000).default(0),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "harus berupa URL postgres://…")
      .optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    STATIC_DIR: z.string().trim().min(1).default("./build/client"),
    CONTENT_RELEASES_DIR: z.string().trim().min(1).optional(),
    CONTENT_BUILD_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(3_600).default(300),
    CONTENT_FOLLOW_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
    MEDIA_QUOTA_MB_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
    MEDIA_QUOTA_MB_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(300),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    VOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
    VOTE_FLAGGING: z.enum(["on", "off"]).default("on"),
    VOTE_PROOF_OF_WORK: z.enum(["on", "off"]).default("on"),
    VOTE_FLAG_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(defaultThresholds.windowMinutes),
    // Without a value, the default below the rate limit's ceiling (see flagThresholds).
    VOTE_FLAG_NETWORK_MAX: z.coerce.number().int().min(1).optional(),
    VOTE_FLAG_SMALL_DOMAINS_MAX: z.coerce.number().int().min(1).optional(),
    VOTE_FLAG_DOMAIN_MAX: z.coerce.number().int().min(1).default(defaultThresholds.domainMax),
    VOTE_DNS_SERVERS: z
      .string()
      .trim()
      .transform((value) => (value === "off" ? "off" : value.split(",").map((part) => part.trim())))
      .refine(
        (value) => value === "off" || value.every(isDnsServer),
        "`off`, atau alamat IP server DNS dipisah koma, boleh dengan port (mis. 127.0.0.1:5353)",
      )
      .optional(),
    VOTE_IP_HASH_KEY: z.string().min(32, "paling sedikit 32 karakter acak").optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (value) => value !== "true",
        "`true` memercayai alamat paling kiri di X-Forwarded-For, yang bisa diisi siapa saja; " +
          "tulis jumlah proxy (hop count, mis. 1) atau alamat proxy (address/CIDR, mis. 10.0.0.5)",
      )
      .transform(parseTrustProxy)
      .pipe(
        z.union([
          z.literal(false),
          z.number().int().min(1),
          z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, "alamat IP atau CIDR")).min(1),
        ]),
      )
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/]/, "harus berupa URL smtp://… atau smtps://…")
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    MAIL_LIMIT_PER_RECIPIENT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(defaultMailLimits.perRecipientPerHour),
    MAIL_LIMIT_PER_NETWORK_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(defaultMailLimits.perNetworkPerHour),
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\/[^/]/, "harus berupa URL redis://… atau rediss://…")
      .optional(),
    REDIS_KEY_PREFIX: z.string().trim().min(1).max(64).default("fb8:"),
    METRICS_TOKEN: z.string().trim().min(32, "paling sedikit 32 karakter acak").optional(),
  })
  // One address at full rate must not stay under a network threshold (decision 0021).
  .superRefine((env, context) => {
    const ceiling = networkCeiling(env.VOTE_RATE_LIMIT_PER_MINUTE, env.VOTE_FLAG_WINDOW_MINUTES);
    for (const name of ["VOTE_FLAG_NETWORK_MAX", "VOTE_FLAG_SMALL_DOMAINS_MAX"] as const) {
      const value = env[name];
      if (value === undefined || value <= ceiling) continue;
      context.addIssue({
        code: "custom",
        path: [name],
        message: `harus di bawah VOTE_RATE_LIMIT_PER_MINUTE × VOTE_FLAG_WINDOW_MINUTES (paling banyak ${ceiling}), jumlah suara yang boleh dikirim satu alamat dalam jendela itu`,
      });
    }
  })
  // Confirmation mails need both: where to send them and whom they come from.
  .superRefine((env, context) => {
    if (Boolean(env.SMTP_URL) === Boolean(env.MAIL_FROM)) return;
    const [missing, given] = env.SMTP_URL ? ["MAIL_FROM", "SMTP_URL"] : ["SMTP_URL", "MAIL_FROM"];
    context.addIssue({
      code: "custom",
      path: [missing],
      message: `harus diisi bersama ${given} (keduanya, atau tidak sama sekali)`,
    });
  })
  // A mail's link carries the confirmation's token: its origin must be the site's own, over
  // HTTPS, and never the request's Host header, which anyone can forge.
  .superRefine((env, context) => {
    if (!env.SMTP_URL || env.PUBLIC_URL?.startsWith("https://")) return;
    context.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message:
        "harus berupa alamat https://… situs ini bila SMTP_URL diisi: tautan di email " +
        "konfirmasi memakai alamat ini, tidak pernah header Host permintaan" +
        (env.PUBLIC_URL ? ` (sekarang ${env.PUBLIC_URL})` : " (sekarang kosong)"),
    });
  });

/** "192.0.2.53", "192.0.2.53:5353", "2001:db8::53" or "[2001:db8::53]:5353". */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1] ?? "") === 6 && validPort(bracketed[2]);
  if (isIP(value)) return true;
  const [host, port] = value.split(":");
  return isIP(host ?? "") === 4 && validPort(port);
}

const validPort = (port: string | undefined) =>
  port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);

/**
 * The proxies to trust: a hop count, or a comma-separated list of their addresses and CIDR
 * ranges. `true` is refused above: it trusts whatever the client writes into X-Forwarded-For.
 */
function parseTrustProxy(value: string): false | number | string[] {
  if (value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}

export type Config = {
  port: number;
  /**
   * After SIGTERM, how long readiness answers 503 while requests are still served, so that a
   * load balancer's health check takes the process out of rotation before it stops listening.
   */
  shutdownDrainMs: number;
  host: string;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  staticDir: string;
  /**
   * Published releases of the content: where this machine keeps their built sites, how long
   * one build may take, and how often the process asks which release is live.
   */
  content: { releasesDir: string; buildTimeoutMs: number; followIntervalMs: number };
  /** What one committee account may store in uploads, per hour and in all. */
  mediaQuota: MediaQuota;
  /** Votes allowed per client IP per minute; 0 turns the limit off. */
  voteRateLimitPerMinute: number;
  /** Burst flagging; off only for load tests. */
  voteFlagging: boolean;
  /** Every vote carries a solved proof-of-work challenge; off only for load tests. */
  proofOfWork: boolean;
  /** The thresholds until the committee sets its own in the console. */
  flagThresholds: FlaggingThresholds;
  /** Key of the client IPs' keyed hashes; when unset, a file in dataDir holds one. */
  ipHashKey: string | undefined;
  dataDir: string;
  /** Only when set is the client IP taken from X-Forwarded-For: a hop count or addresses. */
  trustProxy: number | string[] | undefined;
  /** The committee's session cookie is sent only over HTTPS when the site is published on it. */
  secureCookies: boolean;
  /** PUBLIC_URL's origin: where the stands' posters point (only when it is https). */
  publicUrl: string | undefined;
  storage: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /**
   * SMTP_URL and MAIL_FROM, with PUBLIC_URL's origin (always https) for the links in mails;
   * without them no mail is sent and confirmation stays off.
   */
  mail: { smtpUrl: string; from: string; publicUrl: string; limits: MailLimits } | undefined;
  /** The bearer token of GET /api/metrics; without it there are no metrics to read. */
  metricsToken: string | undefined;
  /** Redis for the state every process shares; without it, it stays in this process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** DNS checks of small e-mail domains: the servers to ask (the system's by default); off: none. */
  domainLookup: { servers?: string[] } | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file) means "not set", not "invalid".
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const thresholdCeiling = networkCeiling(
    env.VOTE_RATE_LIMIT_PER_MINUTE,
    env.VOTE_FLAG_WINDOW_MINUTES,
  );
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(env.STATIC_DIR),
    content: {
      releasesDir: resolve(env.CONTENT_RELEASES_DIR ?? join(env.DATA_DIR, "releases")),
      buildTimeoutMs: env.CONTENT_BUILD_TIMEOUT_SECONDS * 1000,
      followIntervalMs: env.CONTENT_FOLLOW_SECONDS * 1000,
    },
    mediaQuota: {
      bytesPerHour: env.MEDIA_QUOTA_MB_PER_HOUR * megabyte,
      bytesTotal: env.MEDIA_QUOTA_MB_TOTAL * megabyte,
    },
    voteRateLimitPerMinute: env.VOTE_RATE_LIMIT_PER_MINUTE,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    voteFlagging: env.VOTE_FLAGGING === "on",
    proofOfWork: env.VOTE_PROOF_OF_WORK === "on",
    flagThresholds: {
      windowMinutes: env.VOTE_FLAG_WINDOW_MINUTES,
      // A rate limit set lower than the shipped one lowers the defaults with it, rather than
      // stopping the server over thresholds nobody set.
      networkMax:
        env.VOTE_FLAG_NETWORK_MAX ?? Math.min(defaultThresholds.networkMax, thresholdCeiling),
      smallDomainsMax:
        env.VOTE_FLAG_SMALL_DOMAINS_MAX ??
        Math.min(defaultThresholds.smallDomainsMax, thresholdCeiling),
      domainMax: env.VOTE_FLAG_DOMAIN_MAX,
    },
    ipHashKey: env.VOTE_IP_HASH_KEY,
    dataDir: resolve(env.DATA_DIR),
    trustProxy: env.TRUST_PROXY || undefined,
    secureCookies: env.PUBLIC_URL?.startsWith("https:") ?? false,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    storage: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "sqlite", file: resolve(env.DATA_DIR, "fb8.sqlite") },
    mail:
      env.SMTP_URL && env.MAIL_FROM && env.PUBLIC_URL
        ? {
            smtpUrl: env.SMTP_URL,
            from: env.MAIL_FROM,
            publicUrl: new URL(env.PUBLIC_URL).origin,
            limits: {
              perRecipientPerHour: env.MAIL_LIMIT_PER_RECIPIENT_PER_HOUR,
              perNetworkPerHour: env.MAIL_LIMIT_PER_NETWORK_PER_HOUR,
            },
          }
        : undefined,
    metricsToken: env.METRICS_TOKEN,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    domainLookup:
      env.VOTE_DNS_SERVERS === "off"
        ? undefined
        : { servers: env.VOTE_DNS_SERVERS && [...env.VOTE_DNS_SERVERS] },
  };
}
