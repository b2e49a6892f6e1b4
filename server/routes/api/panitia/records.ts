import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import { auditPage, recordAudit } from "../../../committee/audit-log";
import { exportCsv, exportSlots } from "../../../committee/csv-exports";
import { eraseAddresses } from "../../../committee/erasure";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";
import { auditQuery, exportParams, exportQuery } from "./schemas";

/** What the committee keeps and hands over: the audit log, the exports, the erasure. */
export async function recordRoutes(
  app: FastifyInstance,
  options: { exportReaderTimeoutMs?: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;
  const slots = exportSlots();

  api.get(
    "/audit",
    committeeRoute("read", "The audit log, newest first", { querystring: auditQuery }),
    async (request) => {
      const { before, limit, ...filter } = request.query;
      return storageOperation(() =>
        auditPage(database.db, { ...filter, before, limit: limit ?? 50 }),
      );
    },
  );

  api.get(
    "/export/:name.csv",
    committeeRoute(
      "read",
      "ranking.csv, votes.csv (addresses masked; the votes filters apply) or audit.csv",
      { params: exportParams, querystring: exportQuery },
    ),
    async (request, reply) => {
      const { name } = request.params;
      const filter = name === "votes" ? request.query : {};
      const release = slots.take();
      if (!release) return reply.code(429).send(committeeError("export_busy"));
      try {
        await database.transaction((db) =>
          recordAudit(db, {
            actor: signedIn(request).username,
            action: "export",
            details: { name, filter },
          }),
        );
      } catch (error) {
        release();
        throw error;
      }
      const csv = exportCsv(
        database.db,
        app.catalogue,
        name,
        filter,
        options.exportReaderTimeoutMs,
      );
      csv.once("close", release);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="fb8-${name}-${day}.csv"`)
        .send(csv);
    },
  );

  api.post(
    "/erasure",
    committeeRoute(
      "admin",
      "Replace every address by its keyed hash (after publishing, all closed)",
    ),
    async (request, reply) => {
      const outcome = await eraseAddresses(database, signedIn(request).username);
      if (outcome.status === "not_allowed") {
        return reply.code(409).send(committeeError("erasure_not_allowed"));
      }
      return { count: outcome.count, erasedAt: outcome.erasedAt };
    },
  );
}
