import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { WatchedMailer } from "../../mail/mail-health";
import type { SharedState } from "../../shared-state/redis";
import type { StorageHealth } from "../../storage/storage-health";
import type { DomainLookup } from "../../voting/domain-lookup";

const livenessResponse = z.object({ status: z.literal("ok") });

const readinessResponse = z.object({
  status: z.enum(["ok", "unavailable", "draining"]),
  storage: z.object({
    kind: z.enum(["sqlite", "postgres"]),
    reachable: z.boolean(),
    /** False after a failed write (a full disk) until a test write succeeds. */
    writable: z.boolean(),
  }),
  /** Why the process is not ready, when it is not. */
  reason: z
    .enum(["storage_unreachable", "storage_not_writable", "content_not_ready", "draining"])
    .optional(),
  /** Votes go on without Redis (the limits degrade), so it is reported but does not decide. */
  redis: z.object({ reachable: z.boolean() }).optional(),
  /** Votes go on without DNS too: small e-mail domains are then not checked. */
  dns: z.object({ reachable: z.boolean(), warning: z.string().optional() }).optional(),
  /**
   * Nor does mail: with it down only votes needing confirmation by e-mail are refused, and
   * another process would fare no better. The last send's outcome, or a check's.
   */
  mail: z.object({ reachable: z.boolean() }).optional(),
});

const dnsWarning =
  "DNS unreachable: votes are accepted without checking that small e-mail domains exist";

/**
 * Two questions a machine asks: is the process alive (restart it if not), and can it serve
 * votes now (send it traffic if so). A load balancer takes a process in and out of rotation
 * on readiness; a supervisor restarts it on liveness only, as a database outage is not cured
 * by restarting the server.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: {
    sharedState?: SharedState;
    storageHealth: StorageHealth;
    domainLookup?: DomainLookup;
    /** Confirmation mails, when SMTP_URL is set. */
    mailer?: WatchedMailer;
    /** False until the process serves the live release of the content (server/content/publisher.ts). */
    servesLiveContent?: () => boolean;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

  api.get(
    "/health/live",
    {
      schema: {
        summary: "Liveness: the process answers (no database call)",
        response: { 200: livenessResponse },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { status: "ok" as const };
    },
  );

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const reachable = await app.database.isReachable();
    const writable = reachable && (await options.storageHealth.writable());
    options.mailer?.check();
    noStore(reply);
    const reason = app.draining
      ? "draining"
      : !reachable
        ? "storage_unreachable"
        : !writable
          ? "storage_not_writable"
          : options.servesLiveContent && !options.servesLiveContent()
            ? "content_not_ready"
            : undefined;
    const status = reason === "draining" ? "draining" : reason ? "unavailable" : "ok";
    return reply.code(status === "ok" ? 200 : 503).send({
      status,
      ...(reason ? { reason } : {}),
      storage: { kind: app.database.kind, reachable, writable },
      ...(options.sharedState ? { redis: { reachable: options.sharedState.reachable() } } : {}),
      ...(options.domainLookup ? { dns: dnsStatus(options.domainLookup) } : {}),
      ...(options.mailer ? { mail: { reachable: options.mailer.reachable() } } : {}),
    });
  };
  const readiness = { response: { 200: readinessResponse, 503: readinessResponse } };
  api.get(
    "/health/ready",
    {
      schema: {
        summary:
          "Readiness: the database answers and takes writes, the live release of the content is served, and no shutdown has begun (503 with a reason otherwise)",
        ...readiness,
      },
    },
    ready,
  );
  api.get(
    "/health",
    {
      schema: { summary: "The same as /api/health/ready, kept for existing checks", ...readiness },
    },
    ready,
  );
}

function dnsStatus(lookup: DomainLookup) {
  return lookup.reachable() ? { reachable: true } : { reachable: false, warning: dnsWarning };
}
