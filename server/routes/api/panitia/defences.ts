import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import {
  readDefences,
  removeDomainRule,
  reviewCluster,
  setDomainRule,
  writeDefenceSettings,
} from "../../../committee/defences";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { networkCeiling } from "../../../voting/burst-flagging";
import type { DomainLookup } from "../../../voting/domain-lookup";
import type { VotePolicyReader } from "../../../voting/vote-policy";
import { committeeRoute } from "./committee-route";
import { clusterReviewBody, defenceSettingsBody, domainParams, domainRuleBody } from "./schemas";

/** The vote's defences: flagging thresholds, confirmation by e-mail, domain lists, flagged clusters. */
export async function defenceRoutes(
  app: FastifyInstance,
  options: { policy: VotePolicyReader; proofOfWork: boolean; domainLookup?: DomainLookup },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;
  const { policy } = options;

  api.get(
    "/defences",
    committeeRoute("read", "Flagging, confirmation, proof of work, domain lists, flagged clusters"),
    async () => storageOperation(() => readDefences(database, policy, options)),
  );

  api.put(
    "/defences/settings",
    committeeRoute("admin", "Set the flagging thresholds or confirmation by e-mail", {
      body: defenceSettingsBody,
    }),
    async (request, reply) => {
      if (request.body.confirmationRequired && !policy.defaults.mailAvailable) {
        return reply.code(409).send(committeeError("confirmation_unavailable"));
      }
      const thresholds = request.body.thresholds;
      if (
        thresholds &&
        Math.max(thresholds.networkMax, thresholds.smallDomainsMax) >
          networkCeiling(policy.defaults.rateLimitPerMinute, thresholds.windowMinutes)
      ) {
        return reply.code(400).send(committeeError("threshold_above_rate_limit"));
      }
      await writeDefenceSettings(database, request.body, signedIn(request).username);
      policy.forget();
      return storageOperation(() => readDefences(database, policy, options));
    },
  );

  api.put(
    "/domains/:domain",
    committeeRoute(
      "admin",
      "Allow (never disposable nor flagged) or block a domain and its subdomains",
      { params: domainParams, body: domainRuleBody },
    ),
    async (request) => {
      const { domain } = request.params;
      await setDomainRule(database, { domain, ...request.body }, signedIn(request).username);
      policy.forget();
      return { domain, ...request.body };
    },
  );

  api.delete(
    "/domains/:domain",
    committeeRoute("admin", "Remove a domain from the allow-list or block-list", {
      params: domainParams,
    }),
    async (request, reply) => {
      const removed = await removeDomainRule(
        database,
        request.params.domain,
        signedIn(request).username,
      );
      if (!removed) return reply.code(404).send(committeeError("unknown_domain_rule"));
      policy.forget();
      return reply.code(204).send();
    },
  );

  api.post(
    "/flagged/review",
    committeeRoute(
      "admin",
      "Approve (count) or invalidate every flagged vote of one cluster",
      {
        body: clusterReviewBody,
      },
      { reasonRequired: true },
    ),
    async (request, reply) => {
      const { cluster, decision, reason } = request.body;
      const outcome = await reviewCluster(
        database,
        cluster,
        decision,
        reason,
        signedIn(request).username,
      );
      if (outcome.status === "not_allowed") {
        return reply.code(409).send(committeeError("duplicate_cannot_count"));
      }
      return { count: outcome.count, invalidationId: outcome.invalidationId };
    },
  );
}
