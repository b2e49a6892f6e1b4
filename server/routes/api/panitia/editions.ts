import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Edition } from "../../../../common/committee-api";
import { committeeError } from "../../../../common/committee-errors";
import type { SiteContent } from "../../../../common/content-schema";
import { correctEdition, removeEdition } from "../../../committee/edition-corrections";
import { listEditions, openNextEdition } from "../../../committee/editions";
import type { PublicVotingStateReader } from "../../../committee/public-state";
import { currentAnnouncement } from "../../../committee/results";
import { archiveAfterOpening } from "../../../committee/results-archive";
import { readDraft, saveSection } from "../../../content/drafts";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";
import { correctEditionBody, editionParams, openEditionBody, removeEditionBody } from "./schemas";

const stillOpenMessage =
  "Voting masih dibuka. Tutup voting di semua kategori dulu (atur waktu tutupnya), lalu buka festival berikutnya.";

/** The festival's editions: the list, and opening the next one (docs/decisions/0038). */
export async function editionRoutes(
  app: FastifyInstance,
  options: { firstEdition: SiteContent; votingState: PublicVotingStateReader },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const festival = () => app.catalogue.festival();

  api.get(
    "/editions",
    committeeRoute("signed-in", "Every edition of the festival, newest first (every role)"),
    async () => ({
      editions: await storageOperation(() => listEditions(app.database.db, festival())),
    }),
  );

  api.post(
    "/editions",
    {
      ...committeeRoute(
        "admin",
        "Archive the current edition (`archives`: its id) and open the next, its voting closed until windows are set",
        { body: openEditionBody },
        { reasonRequired: true },
      ),
      // A wrong year or name is answered like a year not after the current one.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send(committeeError("invalid_edition"));
      const { year, name, reason, archives } = request.body;
      // Last year's announced results rendered into the live release first, so that the
      // switch after the opening takes an instant (server/content/publisher.ts).
      const answerBy = Date.now() + archiveRenderWaitMs;
      await withinWait(
        app,
        answerBy,
        storageOperation(() => archiveAfterOpening(app.database.db)).then((upcoming) =>
          app.publishing?.publisher.prepareArchive(upcoming),
        ),
      );
      const outcome = await storageOperation(() =>
        openNextEdition(app.database, festival(), {
          year,
          name,
          reason,
          archives,
          actor: signedIn(request).username,
          // An announcement made before results were frozen is frozen now, in this edition.
          beforeArchiving: (db) => currentAnnouncement(db, app.catalogue),
        }),
      );
      if (outcome.status === "voting_still_open") {
        return reply
          .code(409)
          .send({ ...committeeError("voting_still_open"), message: stillOpenMessage });
      }
      if (outcome.status === "edition_changed") {
        return reply.code(409).send(committeeError("edition_changed"));
      }
      if (outcome.status === "invalid_edition") {
        return reply.code(400).send(committeeError("invalid_edition"));
      }
      await prepareDraft(app, options.firstEdition, outcome.edition, signedIn(request).username);
      await renderArchive(app, answerBy);
      return reply.code(201).send(outcome.edition);
    },
  );

  api.patch(
    "/editions/:id",
    {
      ...committeeRoute(
        "admin",
        "Correct the current edition's year or name while it has no votes, no announcement and no window set",
        { params: editionParams, body: correctEditionBody },
        { reasonRequired: true },
      ),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return refuseInvalid(request.validationError, reply, "invalid_edition");
      }
      const outcome = await storageOperation(() =>
        correctEdition(app.database, {
          id: request.params.id,
          ...request.body,
          actor: signedIn(request).username,
        }),
      );
      if (outcome.status !== "corrected") {
        const status = { invalid_edition: 400, unknown_edition: 404, edition_not_correctable: 409 }[
          outcome.status
        ];
        return reply.code(status).send(committeeError(outcome.status));
      }
      // The draft's festival follows the edition, as it does when one is opened.
      await prepareDraft(app, options.firstEdition, outcome.edition, signedIn(request).username);
      return outcome.edition;
    },
  );

  api.delete(
    "/editions/:id",
    {
      ...committeeRoute(
        "admin",
        "Remove the current edition opened by mistake (nothing depends on it); the one it archived is current again",
        { params: editionParams, body: removeEditionBody },
        { reasonRequired: true },
      ),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return refuseInvalid(request.validationError, reply, "reason_required");
      }
      const outcome = await storageOperation(() =>
        removeEdition(app.database, {
          id: request.params.id,
          reason: request.body.reason,
          actor: signedIn(request).username,
        }),
      );
      if (outcome.status !== "removed") {
        const status = outcome.status === "unknown_edition" ? 404 : 409;
        return reply.code(status).send(committeeError(outcome.status));
      }
      options.votingState.forget();
      await prepareDraft(app, options.firstEdition, outcome.edition, signedIn(request).username);
      await renderArchive(app, Date.now() + archiveRenderWaitMs);
      return outcome.edition;
    },
  );
}

/**
 * How long the committee's answer waits for the site's archive: a render takes a second or
 * two; a slower one (a release whose pictures need the whole build) goes on after it.
 */
const archiveRenderWaitMs = 5_000;

/** Waits for `work` until `until` (ms) at most; it goes on after, its failure logged. */
async function withinWait(app: FastifyInstance, until: number, work: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((done) => {
    timer = setTimeout(done, Math.max(0, until - Date.now()));
  });
  const logged = work.catch((error) =>
    app.log.warn({ err: error }, "the archive was not rendered ahead of the opening"),
  );
  await Promise.race([logged, waited]).finally(() => clearTimeout(timer));
}

/**
 * The archived editions changed: the live release is served with the new archive, rendered
 * ahead or now, so last year's announced results stay on the public site without a publish.
 */
async function renderArchive(app: FastifyInstance, until: number) {
  const rendered = app.publishing?.publisher.archiveChanged();
  if (rendered) await withinWait(app, until, rendered);
}

/**
 * Sets the draft's festival year and name for the new edition, as a save by the admin who
 * opened it; nothing is published. The edition is open whatever happens here: a draft that
 * cannot take the change (someone saving the festival at that moment, a draft that no longer
 * fits) is left for the committee, and the log says why.
 */
async function prepareDraft(
  app: FastifyInstance,
  firstEdition: SiteContent,
  edition: Edition,
  actor: string,
) {
  try {
    const draft = await readDraft(app.database.db, firstEdition);
    const outcome = await saveSection(app.database, firstEdition, {
      section: "festival",
      value: {
        ...draft.content.festival,
        year: edition.year,
        product: edition.name,
        fullName: nextFullName(draft.content.festival, edition.name),
      },
      baseRevision: draft.revision,
      actor,
    });
    if (outcome.status === "invalid" || outcome.status === "conflict") {
      app.log.warn({ outcome }, "the draft was not prepared for the new edition");
    }
  } catch (error) {
    app.log.warn({ err: error }, "the draft was not prepared for the new edition");
  }
}

/**
 * "Festival Budaya 8" becomes "Festival Budaya 9" when the name goes from FB8 to FB9: the
 * full name's last number follows the short name's, if it was the same number. Any other
 * full name is left for the committee (the list of old texts in Konten shows it).
 */
export function nextFullName(festival: { product: string; fullName: string }, name: string) {
  const lastNumber = /(\d+)(?!.*\d)/;
  const before = festival.product.match(lastNumber)?.[1];
  const after = name.match(lastNumber)?.[1];
  if (!before || !after || festival.fullName.match(lastNumber)?.[1] !== before) {
    return festival.fullName;
  }
  return festival.fullName.replace(lastNumber, after);
}

/** A path's id that is no edition's is unknown (404); a bad body is `bodyCode` (400). */
function refuseInvalid(
  error: { validationContext?: string },
  reply: FastifyReply,
  bodyCode: "invalid_edition" | "reason_required",
) {
  const badId = error.validationContext === "params";
  return reply.code(badId ? 404 : 400).send(committeeError(badId ? "unknown_edition" : bodyCode));
}
