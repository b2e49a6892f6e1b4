import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { committeeError } from "../../../../common/committee-errors";
import type { SiteContent } from "../../../../common/content-schema";
import { paths } from "../../../../common/paths";
import { previewCookieMaxAgeSeconds, previewCookieName } from "../../../content/preview";
import { withChanges } from "../../../content/release-changes";
import { listReleases, reclaimAbandoned, releaseIdPattern } from "../../../content/releases";
import { withProblems } from "../../../content/servable-release";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";

/** A draft that no longer passes the schema as a whole, with where and why. */
const draftInvalid = (issues: { path: PropertyKey[]; message: string }[]) => ({
  ...committeeError("draft_invalid"),
  issues: issues.map((issue) => ({
    path: issue.path.filter((key) => typeof key !== "symbol"),
    message: issue.message,
  })),
});

const releaseParams = z.object({ id: z.string().regex(releaseIdPattern) });

/**
 * Publishing the draft ("Terbitkan"), the kept releases and switching back ("Kembalikan").
 * Without publishing (a server that serves only the API, server/content/content-plugin.ts)
 * there is nothing to build or switch.
 */
export async function contentReleaseRoutes(
  app: FastifyInstance,
  options: { secureCookies: boolean; firstEdition: SiteContent },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { publisher, previews } = app.publishing ?? {};

  api.get(
    "/content/releases",
    committeeRoute(
      "content-read",
      "The releases, newest first, with each build's log, what each changed, and how the draft differs from the live one",
    ),
    async () =>
      storageOperation(async () => {
        // A build whose server died shows as failed within seconds, not "building" for ever.
        await reclaimAbandoned(db);
        const releases = await withProblems(db, await listReleases(db));
        return withChanges(db, options.firstEdition, releases);
      }),
  );

  api.post(
    "/content/releases",
    committeeRoute("content-edit", "Publish the draft: build it, check it, switch to it"),
    async (request, reply) => {
      if (!publisher) return reply.code(503).send(committeeError("publishing_unavailable"));
      // One build at a time, a publish's or a preview's (server/content/build-turn.ts).
      const outcome = await storageOperation(() => publisher.publish(signedIn(request).username));
      if (outcome === "preview_busy" || outcome === "publish_busy") {
        return reply.code(409).send(committeeError(outcome));
      }
      if ("issues" in outcome) {
        return reply.code(400).send(draftInvalid(outcome.issues));
      }
      return reply.code(202).send({ id: outcome.id });
    },
  );

  api.post(
    "/content/releases/:id/live",
    committeeRoute(
      "content-edit",
      "Switch back to a kept release: live at once (200), or rebuilt first while the live one serves (202)",
      { params: releaseParams },
    ),
    async (request, reply) => {
      if (!publisher) return reply.code(503).send(committeeError("publishing_unavailable"));
      const outcome = await storageOperation(() =>
        publisher.switchBack(request.params.id, signedIn(request).username),
      );
      if (outcome === "unknown") return reply.code(404).send(committeeError("unknown_release"));
      if (outcome === "not_kept") return reply.code(409).send(committeeError("release_not_kept"));
      if ("refused" in outcome) {
        const { code, message, dishes } = outcome.refused;
        return reply.code(409).send({ ...committeeError(code), message, dishes });
      }
      // Answered at once: a release this machine must rebuild first goes live when built.
      return reply.code(outcome.state === "live" ? 200 : 202).send(outcome);
    },
  );

  api.get(
    "/content/preview",
    committeeRoute(
      "content-read",
      "The newest preview, the newest one to open, and the draft's revision",
    ),
    async (_request, reply) => {
      if (!previews) return reply.code(503).send(committeeError("publishing_unavailable"));
      return storageOperation(() => previews.state());
    },
  );

  // Readable by the public pages' paths, never by a script, never sent cross-site; its token
  // ends with the session that asked for it (server/content/preview-store.ts).
  const setPreviewCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(previewCookieName, token, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: options.secureCookies,
      maxAge: previewCookieMaxAgeSeconds,
    });

  api.post(
    "/content/preview",
    committeeRoute("content-edit", "Build the saved draft as a preview, one build at a time"),
    async (request, reply) => {
      if (!previews) return reply.code(503).send(committeeError("publishing_unavailable"));
      const session = signedIn(request);
      const outcome = await storageOperation(() => previews.start(session.username));
      if (outcome === "preview_busy" || outcome === "publish_busy") {
        return reply.code(409).send(committeeError(outcome));
      }
      if ("issues" in outcome) {
        return reply.code(400).send(draftInvalid(outcome.issues));
      }
      setPreviewCookie(reply, await storageOperation(() => previews.issueToken(session.tokenHash)));
      return reply.code(202).send(await storageOperation(() => previews.state()));
    },
  );

  api.get(
    "/content/preview/open",
    committeeRoute("content-read", "Open the newest built preview in this browser (any role)"),
    async (request, reply) => {
      if (!previews) return reply.code(503).send(committeeError("publishing_unavailable"));
      const ready = await storageOperation(() => previews.openable());
      if (!ready) return reply.code(404).send(committeeError("no_preview"));
      const token = await storageOperation(() => previews.issueToken(signedIn(request).tokenHash));
      return setPreviewCookie(reply, token).redirect(paths.home, 303);
    },
  );
}
