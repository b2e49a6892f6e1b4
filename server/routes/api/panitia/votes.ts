import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import { recordAudit } from "../../../committee/audit-log";
import {
  invalidate,
  listInvalidations,
  previewInvalidation,
  restore,
} from "../../../committee/invalidations";
import { lookUpEmail, maskEmail, votesPage } from "../../../committee/vote-records";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";
import { invalidationBody, lookupBody, restoreBody, restoreParams, votesQuery } from "./schemas";

/** The votes themselves: the table, "Cari email", invalidation and its undoing. */
export async function voteRecordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;

  api.get(
    "/votes",
    committeeRoute("read", "Votes, newest first, addresses masked", { querystring: votesQuery }),
    async (request) => {
      const { before, limit, ...filter } = request.query;
      return storageOperation(() =>
        votesPage(database.db, { ...filter, before, limit: limit ?? 50 }),
      );
    },
  );

  api.post(
    "/votes/lookup",
    committeeRoute("admin", "Cari email: whether and where one address voted", {
      body: lookupBody,
    }),
    async (request) => {
      const { email } = request.body;
      return database.transaction(async (db) => {
        // Looking at one voter's record is itself recorded, with the address masked.
        await recordAudit(db, {
          actor: signedIn(request).username,
          action: "email_lookup",
          details: { email: maskEmail(email.trim().toLowerCase()) },
        });
        return lookUpEmail(db, database.keyedHash, email);
      });
    },
  );

  api.post(
    "/invalidations",
    committeeRoute(
      "admin",
      "Invalidate the valid votes matching the criteria (dryRun: only count them)",
      { body: invalidationBody },
      { reasonRequired: true },
    ),
    async (request, reply) => {
      const { criteria, reason, dryRun } = request.body;
      if (Object.values(criteria).every((value) => value === undefined)) {
        return reply.code(400).send(committeeError("criteria_required"));
      }
      if (dryRun) {
        return { count: await storageOperation(() => previewInvalidation(database.db, criteria)) };
      }
      return invalidate(database, criteria, reason, signedIn(request).username);
    },
  );

  api.get(
    "/invalidations",
    committeeRoute("read", "Every invalidation, newest first"),
    async () => ({ invalidations: await storageOperation(() => listInvalidations(database.db)) }),
  );

  api.post(
    "/invalidations/:id/restore",
    committeeRoute(
      "admin",
      "Undo an invalidation: its votes become valid again",
      { params: restoreParams, body: restoreBody },
      { reasonRequired: true },
    ),
    async (request, reply) => {
      const outcome = await restore(
        database,
        request.params.id,
        request.body.reason,
        signedIn(request).username,
      );
      if (outcome.status === "unknown")
        return reply.code(404).send(committeeError("unknown_invalidation"));
      if (outcome.status === "already_restored") {
        return reply.code(409).send(committeeError("already_restored"));
      }
      return { count: outcome.count };
    },
  );
}
