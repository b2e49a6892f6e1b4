import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { committeeError } from "../../../../common/committee-errors";
import type { CommitteeAccess } from "../../../plugins/committee-session";

/**
 * The options every committee route starts with: who may call it, what it does (its OpenAPI
 * summary) and what it takes. A change the audit log must justify names `reasonRequired`: an
 * empty reason (the schema trims it) is refused with `reason_required` before the handler
 * runs, except for a dry run, which changes nothing.
 */
export function committeeRoute<
  const Schema extends Omit<FastifySchema, "summary"> = Record<never, never>,
>(
  access: CommitteeAccess,
  summary: string,
  schema?: Schema,
  { reasonRequired = false } = {},
): {
  config: { committee: CommitteeAccess };
  schema: Schema & { summary: string };
  preHandler: (typeof refuseEmptyReason)[];
} {
  return {
    config: { committee: access },
    schema: Object.assign({ summary }, schema),
    preHandler: reasonRequired ? [refuseEmptyReason] : [],
  };
}

async function refuseEmptyReason(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== "object" || body === null) return;
  const dryRun = "dryRun" in body && body.dryRun === true;
  if ("reason" in body && body.reason === "" && !dryRun) {
    return reply.code(400).send(committeeError("reason_required"));
  }
}
