import type { FastifyReply, FastifyRequest } from "fastify";
import { apiPaths } from "../../common/paths";

const committeePrefix = "/api/panitia/";
const confirmationPrefix = apiPaths.confirmation("");

/**
 * Whether an answered request may have changed the board: a valid vote stored, a pending vote
 * confirmed, or any successful change by the committee (an invalidation or restore, publishing,
 * hiding counts, a window, a published release). Erring towards "changed" costs one recount
 * of a few dozen rows; a change missed would leave the big screen wrong until the next one.
 */
export function changesBoard(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.storedVote) return request.storedVote.status === "valid";
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (reply.statusCode >= 400) return false;
  const url = request.url;
  if (url.startsWith(confirmationPrefix)) return reply.statusCode === 201;
  return url.startsWith(committeePrefix) && !url.startsWith(`${committeePrefix}session`);
}
