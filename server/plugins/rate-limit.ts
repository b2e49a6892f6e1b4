import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { apiError } from "../../common/api-errors";

/** A route's `config.rateLimit`, or false when limits are turned off. */
export type RateLimit =
  | false
  | { max: number; timeWindow: number; errorResponseBuilder: () => object };

/**
 * Per client IP. A whole school behind one NAT shares an IP, hence a default generous enough
 * for a class voting together (120 a minute). Behind a proxy, TRUST_PROXY makes request.ip
 * the visitor's address instead of the proxy's, in one spelling (./client-address.ts).
 */
export function writeLimit(perMinute: number): RateLimit {
  if (perMinute === 0) return false;
  return {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({ statusCode: 429, ...apiError("rate_limited") }),
  };
}

/** Where the counts live: this process's memory unless a store is given. */
export type RateLimitStore = { store?: FastifyRateLimitStoreCtor };

/**
 * Counted where `store` says (server/app.ts: Redis, else a shared PostgreSQL database, else
 * memory), so that any number of processes allow one limit between them. If the store fails,
 * the request is let through (skipOnError): a vote is never refused because the limiter is
 * down, and burst flagging and the proof of work still stand.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitStore) {
  // Only routes that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, {
    global: false,
    ...(options.store ? { store: options.store } : {}),
    skipOnError: true,
  });
}

export const rateLimits = fastifyPlugin(rateLimitPlugin, { name: "rate-limits" });
