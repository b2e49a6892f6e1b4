import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import { editionScope } from "../../../committee/editions";
import type { PublicVotingStateReader } from "../../../committee/public-state";
import { archivedResults, committeeResults, timeline } from "../../../committee/results";
import { changeSettings } from "../../../committee/results-announcement";
import { setWindow } from "../../../committee/voting-windows";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";
import { categoryParams, editionQuery, settingsBody, windowBody } from "./schemas";

/** The live results, the voting windows and the settings that decide what visitors see. */
export async function resultRoutes(
  app: FastifyInstance,
  options: { votingState: PublicVotingStateReader },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;

  api.get(
    "/results",
    committeeRoute(
      "read",
      "Every dish ranked per category, with the windows and settings (?edition=: an archived one)",
      { querystring: editionQuery },
    ),
    async (request, reply) => {
      const scope = await storageOperation(() =>
        editionScope(database.db, app.catalogue.festival(), request.query.edition),
      );
      if (!scope) return reply.code(404).send(committeeError("unknown_edition"));
      const { archivedEdition } = scope;
      return storageOperation(() =>
        archivedEdition === undefined
          ? committeeResults(database.db, app.catalogue)
          : archivedResults(database.db, app.catalogue, archivedEdition),
      );
    },
  );

  // Counting a million votes by hour takes about half a second, during which SQLite serves
  // nobody else; every open console polls, so this process counts at most twice a minute.
  let cachedTimeline: { at: number; hours: ReturnType<typeof timeline> } | undefined;
  api.get(
    "/timeline",
    committeeRoute("read", "Valid votes per hour and category (recounted at most every 30 s)"),
    async () => {
      if (!cachedTimeline || Date.now() - cachedTimeline.at > 30_000) {
        const hours = storageOperation(() => timeline(database.db));
        cachedTimeline = { at: Date.now(), hours };
        hours.catch(() => {
          cachedTimeline = undefined;
        });
      }
      return cachedTimeline.hours;
    },
  );

  api.put(
    "/window/:category",
    committeeRoute("admin", "Set a category's voting window (null: no limit on that side)", {
      params: categoryParams,
      body: windowBody,
    }),
    async (request, reply) => {
      const { opensAt, closesAt } = request.body;
      if (opensAt !== null && closesAt !== null && opensAt >= closesAt) {
        return reply.code(400).send(committeeError("invalid_window"));
      }
      const { category } = request.params;
      const refused = await setWindow(
        database,
        category,
        { opensAt, closesAt },
        signedIn(request).username,
      );
      if (refused) return reply.code(409).send(committeeError(refused));
      options.votingState.forget();
      const results = await storageOperation(() => committeeResults(database.db, app.catalogue));
      return results.categories.find((entry) => entry.category === category)?.window;
    },
  );

  api.put(
    "/settings",
    committeeRoute(
      "admin",
      "Announce or withdraw (with a reason) the results; hide or show live counts",
      {
        body: settingsBody,
      },
    ),
    async (request, reply) => {
      const changed = await changeSettings(
        database,
        app.catalogue,
        signedIn(request).username,
        request.body,
      );
      if (typeof changed === "string") {
        return reply.code(changed === "reason_required" ? 400 : 409).send(committeeError(changed));
      }
      options.votingState.forget();
      return changed;
    },
  );
}
