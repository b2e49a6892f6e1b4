import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import { auditPage, recordAudit } from "../../../committee/audit-log";
import { exportCsv, exportFileName, exportSlots } from "../../../committee/csv-exports";
import { type EditionScope, editionScope } from "../../../committee/editions";
import { eraseAddresses } from "../../../committee/erasure";
import { signedIn } from "../../../plugins/committee-session";
import type { ReadSnapshot } from "../../../storage/database";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";
import { auditQuery, erasureBody, exportParams, exportQuery } from "./schemas";

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
    async (request, reply) => {
      const { before, limit, edition, ...filter } = request.query;
      const scope = await storageOperation(() =>
        editionScope(database.db, app.catalogue.festival(), edition),
      );
      if (!scope) return reply.code(404).send(committeeError("unknown_edition"));
      return storageOperation(() =>
        auditPage(database.db, { ...filter, span: scope.auditSpan, before, limit: limit ?? 50 }),
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
      const { edition, ...votesFilter } = request.query;
      const filter = name === "votes" ? votesFilter : {};
      const scope = await storageOperation(() =>
        editionScope(database.db, app.catalogue.festival(), edition),
      );
      if (!scope) return reply.code(404).send(committeeError("unknown_edition"));
      const release = slots.take();
      if (!release) return reply.code(429).send(committeeError("export_busy"));
      try {
        await database.transaction((db) =>
          recordAudit(db, {
            actor: signedIn(request).username,
            action: "export",
            details: { name, filter, ...(edition === undefined ? {} : { edition }) },
          }),
        );
      } catch (error) {
        release();
        throw error;
      }
      // One state for the whole file: the snapshot is held until the stream closes, and the
      // edition it reads is looked up again inside it (the next one may have opened since).
      let snapshot: ReadSnapshot;
      try {
        snapshot = await database.readSnapshot();
      } catch (error) {
        release();
        throw error;
      }
      const done = () =>
        void snapshot
          .end()
          .catch(() => {})
          .finally(release);
      let held: EditionScope | undefined;
      let fileName: string;
      try {
        held = await editionScope(snapshot.db, app.catalogue.festival(), edition);
        fileName = await exportFileName(snapshot.db, name, held?.archivedEdition);
      } catch (error) {
        done();
        throw error;
      }
      if (!held) {
        done();
        return reply.code(404).send(committeeError("unknown_edition"));
      }
      const csv = exportCsv(
        snapshot.db,
        app.catalogue,
        name,
        filter,
        options.exportReaderTimeoutMs,
        held,
      );
      csv.once("close", done);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  api.post(
    "/erasure",
    committeeRoute(
      "admin",
      "Replace every address by its keyed hash (after publishing, all closed); `edition`: an archived one's",
      { body: erasureBody },
    ),
    async (request, reply) => {
      const scope = await storageOperation(() =>
        editionScope(database.db, app.catalogue.festival(), request.body?.edition),
      );
      if (!scope) return reply.code(404).send(committeeError("unknown_edition"));
      const outcome = await eraseAddresses(
        database,
        signedIn(request).username,
        scope.archivedEdition,
      );
      if (outcome.status === "not_allowed") {
        return reply.code(409).send(committeeError("erasure_not_allowed"));
      }
      return { count: outcome.count, votes: outcome.votes, erasedAt: outcome.erasedAt };
    },
  );
}
