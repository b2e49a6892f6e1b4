import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { VoteCategory } from "../../common/vote-category";
import type { ArrivalStatus } from "../storage/vote-store";
import type { Metrics } from "./metrics";

declare module "fastify" {
  interface FastifyRequest {
    /** The API error code this request was answered with, read by the metrics. */
    apiErrorCode: string | null;
    /** Set by the vote route when a vote was stored. */
    storedVote: { category: VoteCategory; status: ArrivalStatus } | null;
  }
}

const voteRoute = "/api/votes/:category/:food";

/**
 * Times every request by its route pattern and counts the votes' outcomes. The outcome is read
 * from what the request was answered with, so every refusal is counted by its API code,
 * whichever layer refused it (the rate limit, the proof of work, the address, the database).
 */
async function requestMetricsPlugin(app: FastifyInstance, options: { metrics?: Metrics }) {
  const { metrics } = options;
  app.decorateRequest("apiErrorCode", null);
  app.decorateRequest("storedVote", null);
  // Without METRICS_TOKEN nobody can read them: no request pays for keeping them.
  if (!metrics) return;
  app.database.observeBatches((size) => metrics.batchSize.observe(size));

  app.addHook("preSerialization", async (request: FastifyRequest, _reply, payload: unknown) => {
    if (payload && typeof payload === "object" && "error" in payload) {
      request.apiErrorCode = String((payload as { error: unknown }).error);
    }
    return payload;
  });

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const code = request.apiErrorCode;
    if (code === "rate_limited") metrics.rateLimited.inc({ route });
    if (code === "storage_unavailable") metrics.databaseErrors.inc();
    if (route !== voteRoute || request.method !== "POST") return;
    if (request.storedVote) metrics.votesAccepted.inc(request.storedVote);
    else if (code) {
      metrics.votesRefused.inc({ reason: code });
      if (code === "pow_required") metrics.proofOfWorkRefused.inc();
    }
  });
}

export const requestMetrics = fastifyPlugin(requestMetricsPlugin, { name: "request-metrics" });
