import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { committeeError } from "../../../../common/committee-errors";
import type { ContentInvalidResponse } from "../../../../common/content-api";
import {
  type ContentSection,
  type SiteContent,
  siteContentSchema,
} from "../../../../common/content-schema";
import {
  isContentSection,
  readDraft,
  restoreRevision,
  type SaveOutcome,
  saveSection,
  sectionHistory,
} from "../../../content/drafts";
import { signedIn } from "../../../plugins/committee-session";
import { committeeRoute } from "./committee-route";

/** A whole section with every dish's description fits well within; the other routes keep 8 KiB. */
const contentBodyLimit = 1024 * 1024;

const sectionParams = z.object({ section: z.string().max(64) });
const revisionParams = sectionParams.extend({ revision: z.coerce.number().int().min(1) });
const baseRevision = z.number().int().min(0);
const saveBody = z.object({ baseRevision, value: z.unknown() }).strict();
const restoreBody = z.object({ baseRevision }).strict();

/**
 * The content's draft, its history and its schema (server/content/drafts.ts). Every role
 * reads; admins and editors save and restore.
 */
export async function contentRoutes(app: FastifyInstance, options: { firstEdition: SiteContent }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;
  const { firstEdition } = options;
  /** A saved change: an open preview follows the draft (server/content/preview.ts). */
  const saved = async (outcome: SaveOutcome, actor: string) => {
    if (outcome.status === "saved") await app.publishing?.previews.draftSaved(actor);
    return outcome;
  };

  api.get(
    "/content/draft",
    committeeRoute("content-read", "The content's draft: every section and its revision"),
    async () => readDraft(database.db, firstEdition),
  );

  api.put(
    "/content/draft/:section",
    {
      ...committeeRoute(
        "content-edit",
        "Save one section of the draft, from the revision it was loaded at",
        {
          params: sectionParams,
          body: saveBody,
        },
      ),
      bodyLimit: contentBodyLimit,
    },
    async (request, reply) => {
      const section = knownSection(request.params.section, reply);
      if (!section) return reply;
      const { baseRevision, value } = request.body;
      const actor = signedIn(request).username;
      const outcome = await saveSection(database, firstEdition, {
        section,
        value,
        baseRevision,
        actor,
      });
      return answer(await saved(outcome, actor), reply);
    },
  );

  api.get(
    "/content/history/:section",
    committeeRoute("content-read", "A section's revisions, newest first, with what each changed", {
      params: sectionParams,
    }),
    async (request, reply) => {
      const section = knownSection(request.params.section, reply);
      if (!section) return reply;
      return sectionHistory(database.db, firstEdition, section);
    },
  );

  api.post(
    "/content/history/:section/:revision/restore",
    committeeRoute("content-edit", "Bring an earlier revision of a section back as a new one", {
      params: revisionParams,
      body: restoreBody,
    }),
    async (request, reply) => {
      const section = knownSection(request.params.section, reply);
      if (!section) return reply;
      const actor = signedIn(request).username;
      const outcome = await restoreRevision(database, firstEdition, {
        section,
        revision: request.params.revision,
        baseRevision: request.body.baseRevision,
        actor,
      });
      if (!outcome) return reply.code(404).send(committeeError("unknown_revision"));
      return answer(await saved(outcome, actor), reply);
    },
  );

  // Made once: the schema does not change while the server runs. Checks in code (the
  // refinements, the document's own) have no JSON Schema; the server still runs them on
  // every save.
  const contentJsonSchema = z.toJSONSchema(siteContentSchema, {
    io: "input",
    unrepresentable: "any",
  });
  api.get(
    "/content/schema",
    committeeRoute("content-read", "The content's JSON Schema, for the console's forms"),
    async () => contentJsonSchema,
  );
}

/** The section a path names; for a name that is none, a 404 is sent and nothing returned. */
function knownSection(section: string, reply: FastifyReply): ContentSection | undefined {
  if (isContentSection(section)) return section;
  reply.code(404).send(committeeError("unknown_section"));
  return undefined;
}

function answer(outcome: SaveOutcome, reply: FastifyReply) {
  switch (outcome.status) {
    case "saved":
    case "unchanged":
      return { revision: outcome.revision, value: outcome.value };
    case "conflict":
      return reply.code(409).send(outcome.conflict);
    case "invalid": {
      const invalid: ContentInvalidResponse = {
        ...committeeError("content_invalid"),
        error: "content_invalid",
        issues: outcome.issues,
      };
      return reply.code(400).send(invalid);
    }
  }
}
