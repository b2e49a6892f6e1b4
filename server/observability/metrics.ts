import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * What an operator watches while the vote runs, in Prometheus's format (GET /api/metrics).
 * Each app has its own registry: tests build many apps in one process, and prom-client's
 * global one would refuse a metric registered twice.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route pattern (never the raw URL)",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    votesAccepted: new Counter({
      name: "votes_accepted_total",
      help: "Votes stored, by category and by the status they arrived with",
      labelNames: ["category", "status"] as const,
      registers,
    }),
    votesRefused: new Counter({
      name: "votes_refused_total",
      help: "Votes not stored, by the API's error code",
      labelNames: ["reason"] as const,
      registers,
    }),
    batchSize: new Histogram({
      name: "vote_batch_size",
      help: "Votes per group-commit transaction",
      buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
      registers,
    }),
    databaseErrors: new Counter({
      name: "database_errors_total",
      help: "Requests answered 503 because the database could not be reached or could not commit",
      registers,
    }),
    rateLimited: new Counter({
      name: "rate_limited_total",
      help: "Requests refused by the per-client rate limit, by route pattern",
      labelNames: ["route"] as const,
      registers,
    }),
    proofOfWorkRefused: new Counter({
      name: "proof_of_work_refused_total",
      help: "Votes refused for a missing, wrong, expired or already spent proof of work",
      registers,
    }),
  };
}
