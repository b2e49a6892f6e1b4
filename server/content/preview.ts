import { readdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { PreviewStateResponse, PreviewSummary } from "../../common/content-api";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { isApiPath } from "../api-path";
import { publicArchive } from "../committee/results-archive";
import type { Database } from "../storage/database";
import { type BuildBusy, beginPreview } from "./build-turn";
import { type BuildOutcome, buildInPlace, isBuilt, type SiteBuilder } from "./builder";
import type { DraftReader } from "./drafts";
import {
  finishPreview,
  heartbeat,
  heartbeatEveryMs,
  issuePreviewToken,
  latestPreview,
  newestReadyPreview,
  type PreviewRow,
  previewContent,
  previewTokenLifetimeMs,
  previewTokenValid,
  prunePreviews,
  reclaimAbandoned,
} from "./preview-store";
import { builtSiteOf } from "./release-build";
import { inIndonesian, issuesOf } from "./upgrade-content";

export const previewCookieName = "fb8_pratinjau";
/** How long after a preview was asked for each save of the draft renders a new one. */
export const livePreviewMs = 30 * 60_000;
/** The cookie lasts as long as its token; signing out ends it sooner (preview-store.ts). */
export const previewCookieMaxAgeSeconds = previewTokenLifetimeMs / 1000;

export type PreviewOptions = {
  database: Database;
  /** The releases folder every process of this machine (or a shared disk) uses. */
  releasesDir: string;
  readDraft: DraftReader;
  /**
   * The publisher's builder (builder.ts), asked for a preview: the same site with a banner
   * saying it is not published. Fast tests give a fake (tests/fake-builder.ts).
   */
  builder: SiteBuilder;
  /** A publish building for longer than this no longer counts as busy. */
  buildTimeoutMs: number;
  /** The code's digest, in every built folder's name, as for releases (content-plugin.ts). */
  codeVersion: string;
  /** This start of the process, in the name of the folders it builds in (builder.ts). */
  instance: string;
  log: FastifyBaseLogger;
};

const summaryOf = (row: PreviewRow | undefined): PreviewSummary | null =>
  row ? { revision: row.revision, createdBy: row.createdBy, createdAt: row.createdAt } : null;

/**
 * "Pratinjau": the saved draft built like a release, with a banner on every page, served at
 * the public paths only to browsers holding a cookie handed to a signed-in committee member.
 * The preview is a row in the database and a folder in the shared releases folder, so it
 * shows on every process behind any proxy; a process whose disk lacks the folder builds it
 * itself and says meanwhile that it is being prepared (docs/decisions/0034).
 */
export function createPreviews(options: PreviewOptions) {
  const db = options.database.db;
  const owner = `${hostname()}:${process.pid}:${options.instance}`;
  const heartbeats = new Set<NodeJS.Timeout>();
  /** Folders this process is building because its disk lacks them. */
  const localBuilds = new Map<string, Promise<void>>();
  /** Aborted as the server closes: builds stop; close() waits for what is in progress. */
  const closing = new AbortController();
  const owned = new Set<Promise<void>>();
  /** Every request of a preview's page decides once which build it gets. */
  const chosenRoots = new WeakMap<FastifyRequest, string>();

  const folderOf = (row: PreviewRow) =>
    join(options.releasesDir, `${row.folder}.${options.codeVersion}`);

  /**
   * Built as a release is (builder.ts): into a folder of its own, renamed into place in one
   * step, so a process that finds the folder sees a whole site or nothing.
   */
  const buildInto = (target: string, row: PreviewRow, content: SiteContent) =>
    Promise.all([publicArchive(db), newestReadyPreview(db)])
      .then(([archive, previous]) =>
        buildInPlace(
          options.builder,
          target,
          {
            content,
            archive,
            preview: true,
            previewRevision: row.revision,
            // A save changes a few pages: the rest are the last preview's (live preview).
            reuseFrom:
              previous && isBuilt(folderOf(previous)) ? builtSiteOf(folderOf(previous)) : undefined,
            signal: closing.signal,
          },
          options.instance,
        ),
      )
      .catch(
        (error: unknown): BuildOutcome => ({
          ok: false,
          log: `Pratinjau gagal dibuat: ${String(error)}`,
        }),
      );

  async function buildOwned(row: PreviewRow, content: SiteContent) {
    const timer = setInterval(() => {
      void heartbeat(db, row.id, owner).catch((error) =>
        options.log.warn({ err: error }, "the preview's heartbeat was not written"),
      );
    }, heartbeatEveryMs);
    timer.unref();
    heartbeats.add(timer);
    try {
      const outcome = await buildInto(folderOf(row), row, content);
      const ended = await finishPreview(db, {
        id: row.id,
        owner,
        status: outcome.ok ? "ready" : "failed",
        log: outcome.log,
      });
      if (!ended) options.log.warn({ preview: row.id }, "a preview ended after it was reclaimed");
      if (!outcome.ok) options.log.warn({ preview: row.id }, "a preview did not build");
      await removeForgotten(await prunePreviews(db));
      // Saves made while it rendered: the preview follows the draft (live preview).
      if ((await options.readDraft()).revision > row.revision) await followDraft(row.createdBy);
    } catch (error) {
      options.log.error({ err: error, preview: row.id }, "preview failed");
    } finally {
      clearInterval(timer);
      heartbeats.delete(timer);
    }
  }

  /** The folders of previews no longer kept, whichever process or code built them. */
  async function removeForgotten(kept: string[]) {
    const names = await readdir(options.releasesDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith("preview-")) continue;
      if (kept.some((id) => name === id || name.startsWith(`${id}.`))) continue;
      await rm(join(options.releasesDir, name), { recursive: true, force: true });
    }
  }

  /** A ready preview this disk lacks: built here once, from the row's frozen document. */
  function buildLocally(row: PreviewRow, target: string) {
    if (localBuilds.has(target)) return;
    const run = (async () => {
      const content = await previewContent(db, row.id);
      if (!content) return;
      options.log.info({ preview: row.id }, "building a preview missing on this machine");
      const outcome = await buildInto(target, row, content);
      if (!outcome.ok) options.log.warn({ preview: row.id }, "a preview did not build here");
    })()
      .catch((error) => options.log.warn({ err: error }, "a preview did not build here"))
      .finally(() => localBuilds.delete(target));
    localBuilds.set(target, run);
  }

  async function start(
    actor: string,
  ): Promise<{ id: string } | BuildBusy | { issues: SchemaIssue[] }> {
    const draft = await options.readDraft();
    const checked = siteContentSchema.safeParse(draft.content, inIndonesian);
    if (!checked.success) return { issues: issuesOf(checked.error) };
    const begun = await beginPreview(db, {
      revision: draft.revision,
      content: draft.content,
      createdBy: actor,
      owner,
      publishTimeoutMs: options.buildTimeoutMs,
    });
    if (begun === "preview_busy") {
      // The preview of this very revision under way (a save's live preview): it is the one
      // asked for, not one in the way.
      const latest = await latestPreview(db);
      if (latest?.status === "building" && latest.revision === draft.revision) {
        return { id: latest.id };
      }
    }
    if (typeof begun === "string") return begun;
    const building = buildOwned(begun, draft.content).finally(() => owned.delete(building));
    owned.add(building);
    return { id: begun.id };
  }

  /**
   * Live preview: once a preview was asked for, each save renders the draft again, so the
   * preview's open pages (their banner polls) show it within a second or two. A preview
   * rendering now renders the newest draft when it ends (`buildOwned`); a publish in the way
   * leaves the preview as it is, as the button would.
   */
  async function followDraft(actor: string) {
    if (closing.signal.aborted) return;
    const latest = await latestPreview(db);
    if (!latest || Date.now() - Date.parse(latest.createdAt) > livePreviewMs) return;
    if (latest.status === "building") return;
    // Already rendered (another process's save or its end of a render got there first).
    if (latest.revision >= (await options.readDraft()).revision) return;
    await start(actor);
  }

  /**
   * After a save of the draft: the live preview's render begins before the save answers (a
   * few queries; the render itself goes on after), so a "Terbitkan" sent after the answer
   * finds it and waits for it. Its failure is logged, never the save's.
   */
  async function draftSaved(actor: string) {
    await followDraft(actor).catch((error) =>
      options.log.warn({ err: error }, "the live preview did not follow a save"),
    );
  }

  async function state(): Promise<PreviewStateResponse> {
    await reclaimAbandoned(db);
    const latest = await latestPreview(db);
    const ready = await newestReadyPreview(db);
    const draft = await options.readDraft();
    return {
      status: latest?.status ?? "none",
      revision: latest?.revision ?? null,
      log: latest?.status === "failed" ? latest.log : "",
      requested: summaryOf(latest),
      openable: summaryOf(ready),
      draftRevision: draft.revision,
    };
  }

  /**
   * Chooses the build of a request that carries a preview cookie: the newest ready preview
   * when its token and session are alive. A page of a preview this disk does not have yet is
   * answered by a short page saying it is being prepared.
   */
  async function choose(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const token = cookieValue(request.headers.cookie, previewCookieName);
    if (!token || isApiPath(request.url)) return false;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!(await previewTokenValid(db, token))) return false;
    const ready = await newestReadyPreview(db);
    if (!ready) return false;
    const folder = folderOf(ready);
    if (isBuilt(folder)) {
      chosenRoots.set(request, builtSiteOf(folder));
      return false;
    }
    buildLocally(ready, folder);
    // Its scripts and pictures come with the page once it is ready; only pages wait.
    if (request.url.startsWith("/assets/")) return false;
    reply
      .code(503)
      .header("cache-control", "no-store")
      .header("retry-after", "5")
      .type("text/html; charset=utf-8")
      .send(preparingPage(ready.revision));
    return true;
  }

  /**
   * An onRequest hook, before the static site. A callback, not an async hook: a request
   * without the cookie (every vote) passes without waiting for a promise.
   */
  function hook(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (!request.headers.cookie?.includes(previewCookieName)) return done();
    choose(request, reply).then(
      (answered) => {
        if (!answered) done();
      },
      (error: Error) => done(error),
    );
  }

  return {
    start,
    draftSaved,
    state,
    issueToken: (sessionHash: string) => issuePreviewToken(db, sessionHash),
    openable: () => newestReadyPreview(db),
    hook,
    /** The preview build `choose` picked for this request, if any. */
    rootFor: (request: FastifyRequest) => chosenRoots.get(request),
    /** Before the database closes: builds stopped, what is in progress awaited. */
    async close() {
      closing.abort();
      await Promise.allSettled([...owned, ...localBuilds.values()]);
      for (const timer of heartbeats) clearInterval(timer);
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
type SchemaIssue = { path: PropertyKey[]; message: string };

/** Refreshes itself (no script: the CSP allows none inline) until the preview is here. */
function preparingPage(revision: number) {
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pratinjau sedang disiapkan</title></head><body><main><h1>Pratinjau sedang disiapkan</h1><p>Server ini sedang membuat pratinjau revisi ${revision}. Halaman ini dimuat ulang sendiri dalam beberapa detik.</p></main></body></html>`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
