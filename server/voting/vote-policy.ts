import type { Kysely } from "kysely";
import type { DomainRule, FlaggingThresholds } from "../../common/committee-api";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { shortCache } from "../storage/short-cache";
import { storageOperation } from "../storage/vote-store";
import { networkCeiling } from "./burst-flagging";
import { domainAndParents } from "./disposable-domains";

/** The settings rows the committee sets for the defences; the environment gives defaults. */
export const defenceSettingNames = {
  windowMinutes: "flag_window_minutes",
  networkMax: "flag_network_max",
  smallDomainsMax: "flag_small_domains_max",
  domainMax: "flag_domain_max",
  confirmationRequired: "confirmation_required",
} as const;

/**
 * What the server was started with (server/config.ts): whether flagging runs at all, its
 * default thresholds, the rate limit that bounds them, whether mail can be sent
 * (confirmation needs it), and the school's own domain from the festival's content.
 */
export type DefenceDefaults = {
  flagging: boolean;
  thresholds: FlaggingThresholds;
  rateLimitPerMinute: number;
  mailAvailable: boolean;
  schoolDomain: string;
};

export type VotePolicy = {
  /** Null when flagging is off (VOTE_FLAGGING=off). */
  flagging: FlaggingThresholds | null;
  confirmationRequired: boolean;
  /**
   * The committee's rule for this domain or the nearest parent domain that has one; the
   * school's domain and its subdomains are allowed unless a rule says otherwise.
   */
  domainRule(domain: string): DomainRule["rule"] | undefined;
};

export async function readDomainRules(db: Kysely<DatabaseSchema>): Promise<DomainRule[]> {
  const rows = await db.selectFrom("domain_rules").selectAll().orderBy("domain").execute();
  return rows.map((row) => ({
    domain: row.domain,
    rule: row.rule === "block" ? "block" : "allow",
    note: row.note,
    addedBy: row.added_by,
    addedAt: row.added_at,
  }));
}

/**
 * The committee's thresholds, else the server's defaults. A network threshold stays below
 * what one address may send under the rate limit, even one saved before the limit changed.
 */
export async function readThresholdSettings(
  db: Kysely<DatabaseSchema>,
  {
    thresholds: defaults,
    rateLimitPerMinute,
  }: Pick<DefenceDefaults, "thresholds" | "rateLimitPerMinute">,
): Promise<{ thresholds: FlaggingThresholds; confirmationRequired: boolean }> {
  const rows = await db
    .selectFrom("settings")
    .select(["name", "value"])
    .where("name", "in", Object.values(defenceSettingNames))
    .execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? null;
  const number = (name: string, fallback: number) => {
    const parsed = Number(value(name));
    return value(name) !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  const windowMinutes = number(defenceSettingNames.windowMinutes, defaults.windowMinutes);
  const ceiling = networkCeiling(rateLimitPerMinute, windowMinutes);
  return {
    thresholds: {
      windowMinutes,
      networkMax: Math.min(number(defenceSettingNames.networkMax, defaults.networkMax), ceiling),
      smallDomainsMax: Math.min(
        number(defenceSettingNames.smallDomainsMax, defaults.smallDomainsMax),
        ceiling,
      ),
      domainMax: number(defenceSettingNames.domainMax, defaults.domainMax),
    },
    confirmationRequired: value(defenceSettingNames.confirmationRequired) === "true",
  };
}

const freshForMs = 1_000;

export type VotePolicyReader = {
  read(): Promise<VotePolicy>;
  /** Called by this process's console after a change. */
  forget(): void;
  defaults: DefenceDefaults;
};

/** Read at most once a second per process, like the voting window shown on dish pages. */
export function votePolicy(database: Database, defaults: DefenceDefaults): VotePolicyReader {
  const cache = shortCache(freshForMs, async (): Promise<VotePolicy> => {
    const [settings, rules] = await storageOperation(() =>
      Promise.all([readThresholdSettings(database.db, defaults), readDomainRules(database.db)]),
    );
    const byDomain = new Map(rules.map((rule) => [rule.domain, rule.rule]));
    // Allowed from the start: a rule of the committee's on the school's domain itself wins.
    if (!byDomain.has(defaults.schoolDomain)) byDomain.set(defaults.schoolDomain, "allow");
    return {
      flagging: defaults.flagging ? settings.thresholds : null,
      // A setting left on from a server that could send mail stays off on one that cannot.
      confirmationRequired: settings.confirmationRequired && defaults.mailAvailable,
      domainRule: (domain) =>
        domainAndParents(domain)
          .map((candidate) => byDomain.get(candidate))
          .find((rule) => rule !== undefined),
    };
  });
  return { defaults, ...cache };
}
