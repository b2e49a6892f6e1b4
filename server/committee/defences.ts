import { type Kysely, sql } from "kysely";
import type {
  ClusterKey,
  DefenceSettingsRequest,
  DefencesResponse,
  DomainRule,
  FlaggedCluster,
} from "../../common/committee-api";
import { flagReasons } from "../../common/committee-api";
import { isVoteCategory } from "../../common/vote-category";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import type { DomainLookup } from "../voting/domain-lookup";
import {
  defenceSettingNames,
  readDomainRules,
  readThresholdSettings,
  type VotePolicyReader,
} from "../voting/vote-policy";
import { recordAudit } from "./audit-log";
import { changeInBatches, invalidate, moveTotals } from "./invalidations";
import { clusterColumn } from "./vote-records";

/** The console shows the largest clusters first; beyond these, the votes table has the rest. */
const clustersShown = 100;

/** Flagged votes grouped by why and from where, largest first. */
export async function flaggedClusters(db: Kysely<DatabaseSchema>): Promise<FlaggedCluster[]> {
  const { rows } = await sql<{
    reason: string;
    key: string;
    category: string;
    food: string;
    votes: string | number;
    first_at: string;
    last_at: string;
  }>`
    select flag_reason as reason,
      case when flag_reason in ('network_burst', 'small_domains_burst') then network_hash
        when flag_reason = 'domain_burst' then domain else '' end as key,
      category, food, count(*) as votes, min(created_at) as first_at, max(created_at) as last_at
    from votes where status = 'flagged'
    group by 1, 2, 3, 4
  `.execute(db);
  const clusters = new Map<string, FlaggedCluster>();
  for (const row of rows) {
    const reason = flagReasons.find((known) => known === row.reason);
    if (!reason || !isVoteCategory(row.category)) continue;
    const id = `${reason}\n${row.key ?? ""}`;
    const votes = Number(row.votes);
    const cluster = clusters.get(id) ?? {
      reason,
      key: row.key ?? "",
      count: 0,
      firstAt: row.first_at,
      lastAt: row.last_at,
      dishes: [],
    };
    cluster.count += votes;
    if (row.first_at < cluster.firstAt) cluster.firstAt = row.first_at;
    if (row.last_at > cluster.lastAt) cluster.lastAt = row.last_at;
    cluster.dishes.push({ category: row.category, food: row.food, votes });
    clusters.set(id, cluster);
  }
  return [...clusters.values()]
    .map((cluster) => ({ ...cluster, dishes: cluster.dishes.sort((a, b) => b.votes - a.votes) }))
    .sort((a, b) => b.count - a.count)
    .slice(0, clustersShown);
}

export async function readDefences(
  database: Database,
  policy: VotePolicyReader,
  options: { proofOfWork: boolean; domainLookup?: DomainLookup },
): Promise<DefencesResponse> {
  const db = database.db;
  const [settings, domains, clusters] = await Promise.all([
    readThresholdSettings(db, policy.defaults),
    readDomainRules(db),
    flaggedClusters(db),
  ]);
  return {
    flagging: {
      enabled: policy.defaults.flagging,
      thresholds: settings.thresholds,
      defaults: policy.defaults.thresholds,
      rateLimitPerMinute: policy.defaults.rateLimitPerMinute,
    },
    schoolDomain: policy.defaults.schoolDomain,
    domainLookup: {
      enabled: Boolean(options.domainLookup),
      reachable: options.domainLookup?.reachable() ?? false,
    },
    confirmation: {
      available: policy.defaults.mailAvailable,
      required: settings.confirmationRequired && policy.defaults.mailAvailable,
    },
    proofOfWork: { enabled: options.proofOfWork },
    domains,
    clusters,
  };
}

async function writeSettingRow(db: Kysely<DatabaseSchema>, name: string, value: string) {
  await db
    .insertInto("settings")
    .values({ name, value })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
    .execute();
}

export async function writeDefenceSettings(
  database: Database,
  change: DefenceSettingsRequest,
  actor: string,
): Promise<void> {
  await database.transaction(async (db) => {
    if (change.thresholds) {
      for (const [field, name] of [
        ["windowMinutes", defenceSettingNames.windowMinutes],
        ["networkMax", defenceSettingNames.networkMax],
        ["smallDomainsMax", defenceSettingNames.smallDomainsMax],
        ["domainMax", defenceSettingNames.domainMax],
      ] as const) {
        await writeSettingRow(db, name, String(change.thresholds[field]));
      }
    }
    if (change.confirmationRequired !== undefined) {
      await writeSettingRow(
        db,
        defenceSettingNames.confirmationRequired,
        String(change.confirmationRequired),
      );
    }
    await recordAudit(db, { actor, action: "defences_changed", details: { ...change } });
  });
}

export async function setDomainRule(
  database: Database,
  rule: Pick<DomainRule, "domain" | "rule" | "note">,
  actor: string,
): Promise<void> {
  await database.transaction(async (db) => {
    const row = {
      domain: rule.domain,
      rule: rule.rule,
      note: rule.note,
      added_by: actor,
      added_at: new Date().toISOString(),
    };
    await db
      .insertInto("domain_rules")
      .values(row)
      .onConflict((conflict) => conflict.column("domain").doUpdateSet(row))
      .execute();
    await recordAudit(db, { actor, action: "domain_rule_changed", details: { ...rule } });
  });
}

export async function removeDomainRule(
  database: Database,
  domain: string,
  actor: string,
): Promise<boolean> {
  return database.transaction(async (db) => {
    const removed = await db.deleteFrom("domain_rules").where("domain", "=", domain).execute();
    if (Number(removed[0]?.numDeletedRows ?? 0) === 0) return false;
    await recordAudit(db, {
      actor,
      action: "domain_rule_changed",
      details: { domain, rule: "removed" },
    });
    return true;
  });
}

export type ReviewOutcome =
  | { status: "reviewed"; count: number; invalidationId?: number }
  /** A duplicate address would count twice: it can only be invalidated. */
  | { status: "not_allowed" };

/**
 * The committee's decision on a flagged cluster. Approving counts its votes (a status change
 * recorded in the audit log); invalidating goes through an invalidation, so it can be undone
 * like any other and a restore flags the votes again.
 */
export async function reviewCluster(
  database: Database,
  cluster: ClusterKey,
  decision: "approve" | "invalidate",
  reason: string,
  actor: string,
): Promise<ReviewOutcome> {
  if (decision === "invalidate") {
    const { count, invalidationId } = await invalidate(database, { cluster }, reason, actor);
    return { status: "reviewed", count, invalidationId };
  }
  const column = clusterColumn(cluster.reason);
  if (!column) return { status: "not_allowed" };
  return database.transaction(async (db) => {
    const changed = await changeInBatches(
      db,
      (eb) =>
        eb.and([
          eb("status", "=", "flagged"),
          eb("flag_reason", "=", cluster.reason),
          eb(column, "=", cluster.key),
        ]),
      { status: "valid", invalidation_id: null },
    );
    await moveTotals(db, changed, "flagged", "valid");
    await recordAudit(db, {
      actor,
      action: "flagged_approved",
      details: { cluster, reason, count: changed.length },
    });
    return { status: "reviewed", count: changed.length };
  });
}
