import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { SiteContent } from "../../common/content-schema";
import { publicUrl } from "../../common/public-url";
import { type BoardChanges, type ChangeChannel, watchChanges } from "../live/fan-out";
import type { StaticSite } from "../plugins/static-site";
import { rendererEntryOf } from "../render/code-build";
import { createRenderer, type Renderer } from "../render/renderer";
import type { SharedState } from "../shared-state/redis";
import { createProcessBuilder, type SiteBuilder } from "./builder";
import { type Catalogue, createCatalogue } from "./catalogue";
import { type FormerSlugs, formerSlugs } from "./dish-slugs";
import { readDraft } from "./drafts";
import { readMedia } from "./media";
import { createPreviews, type Previews } from "./preview";
import { createPublisher, type Publisher } from "./publisher";
import { codeVersionOf } from "./release-build";
import { type ReleaseHasDish, releaseDishes } from "./release-dishes";
import { createRenderBuilder } from "./render-builder";

declare module "fastify" {
  interface FastifyInstance {
    /** The served release's content, as the server reads it (server/content/catalogue.ts). */
    catalogue: Catalogue;
    /** The slugs the catalogue's dishes had before (server/content/dish-slugs.ts). */
    formerSlugs: FormerSlugs;
    /** Whether a release has a dish (server/content/release-dishes.ts). */
    releaseHasDish: ReleaseHasDish;
    /** Publishing and previews; absent on a server without a built site or `content` options. */
    publishing: Publishing | undefined;
  }
}

export type Publishing = {
  publisher: Publisher;
  previews: Previews;
  /** Loads the renderer now, not at the first publish (an editor signed in). */
  warm: () => void;
};

/** Publishing the content edited in the console (CONTENT_* in the configuration). */
export type ContentOptions = {
  releasesDir: string;
  buildTimeoutMs: number;
  followIntervalMs: number;
  /** The sources a release is built from; default the working directory. */
  projectRoot?: string;
  /** Names the built folders (release-build.ts); default: the sources' digest. */
  codeVersion?: string;
  /** Builds releases and previews (server/content/builder.ts); default the project's own build. */
  builder?: SiteBuilder;
  /** How long a publish waits for a preview being rendered; default 10 s (publish-actions.ts). */
  previewWaitMs?: number;
};

export type ContentPluginOptions = {
  /** The content the draft starts from, and what the catalogue holds until a release is served. */
  firstEdition: SiteContent;
  /** The built site, switched to each release served; publishing needs it. */
  site?: StaticSite;
  content?: ContentOptions;
  /** Redis, when configured: how the processes tell each other the live release moved. */
  sharedState?: SharedState;
};

/** How long after the start the renderer process is started and loads the server build. */
const warmAfterMs = 20_000;

/** The channels on which a process says it moved the live pointer (server/live/fan-out.ts). */
const liveReleaseChannel: ChangeChannel = { postgres: "fb8_release", redis: "release" };

/**
 * The content as this app serves it: the catalogue every route reads (`app.catalogue`), the
 * slugs its dishes had before (`app.formerSlugs`, for old addresses), and,
 * with a built site, publishing (`app.publishing`): the publisher, which serves the live
 * release before the server listens and follows it on its timers, and the previews, with their
 * request hook and heartbeats. Everything it starts ends with the app (onClose).
 */
async function content(app: FastifyInstance, options: ContentPluginOptions) {
  app.decorate("catalogue", createCatalogue(options.firstEdition));
  app.decorate("formerSlugs", formerSlugs(app.database.db, app.catalogue));
  app.decorate(
    "releaseHasDish",
    releaseDishes(app.database.db, app.catalogue, options.firstEdition),
  );
  const { site, content } = options;
  app.decorate(
    "publishing",
    site && content ? await startPublishing(app, site, content, options) : undefined,
  );
}

async function startPublishing(
  app: FastifyInstance,
  site: StaticSite,
  content: ContentOptions,
  options: ContentPluginOptions,
): Promise<Publishing> {
  const { database, log } = app;
  const projectRoot = content.projectRoot ?? process.cwd();
  // One builder, one code digest and one instance id for releases and previews alike: their
  // folders sit side by side in the releases folder, named and cleaned up by the same rules.
  const { builder, renderer } = builderOf(app, site, content, projectRoot);
  const codeVersion = content.codeVersion ?? (await codeVersionOf(projectRoot));
  const instance = randomBytes(6).toString("hex");
  const readSavedDraft = () => readDraft(database.db, options.firstEdition);
  const shared = {
    database,
    releasesDir: content.releasesDir,
    builder,
    codeVersion,
    instance,
    log,
  };

  const previews = createPreviews({
    ...shared,
    readDraft: readSavedDraft,
    buildTimeoutMs: content.buildTimeoutMs,
  });
  // Before the site's routes and the other plugins' hooks: a request with a preview cookie
  // learns its build first.
  app.addHook("onRequest", previews.hook);
  // preClose: onClose hooks run newest first, after the app's own closed the database.
  app.addHook("preClose", () => previews.close());

  let liveMoves: BoardChanges | undefined;
  const publisher = createPublisher({
    ...shared,
    site,
    catalogue: app.catalogue,
    firstEdition: options.firstEdition,
    readDraft: readSavedDraft,
    followIntervalMs: content.followIntervalMs,
    previewWaitMs: content.previewWaitMs,
    announceLive: () => liveMoves?.announce(),
  });
  // The live release is served before the server listens when it is rendered here; after an
  // upgrade it is rendered while the server answers with the last release it served.
  await publisher.start();
  app.addHook("preClose", () => publisher.stop());
  // A publish or a Kembalikan on another process is followed at once, not at the next poll
  // (PostgreSQL's NOTIFY or Redis; the poll still catches a lost message).
  const moves = watchChanges(
    { database, sharedState: options.sharedState, log, channel: liveReleaseChannel },
    () => void publisher.follow(),
  );
  liveMoves = moves;
  app.addHook("preClose", () => moves.close());
  const warm = () => renderer?.warm(rendererEntryOf(projectRoot));
  return { publisher, previews, warm };
}

/** The real renderer and its builder, unless a test gives a builder of its own. */
function builderOf(
  app: FastifyInstance,
  site: StaticSite,
  content: ContentOptions,
  projectRoot: string,
): { builder: SiteBuilder; renderer?: Renderer } {
  if (content.builder) return { builder: content.builder };
  const renderer = createRenderer();
  return { builder: renderBuilder(app, site, content, projectRoot, renderer), renderer };
}

/**
 * The real builder: each release rendered with the code built once (render-builder.ts), and
 * the whole build for a release whose pictures or maps the code does not have.
 */
function renderBuilder(
  app: FastifyInstance,
  site: StaticSite,
  content: ContentOptions,
  projectRoot: string,
  renderer: Renderer,
): SiteBuilder {
  // Loaded while nobody publishes, so that the first publish after a start is as quick: a
  // while after the start, whose own work comes first (a server started for a few seconds,
  // as the browser tests start dozens, never pays for it).
  app.addHook("onReady", async () => {
    setTimeout(() => renderer.warm(rendererEntryOf(projectRoot)), warmAfterMs).unref();
  });
  // After the publisher and the previews have stopped: their renders end with the process.
  app.addHook("onClose", () => renderer.close());
  return createRenderBuilder({
    projectRoot,
    renderer,
    publicUrl: publicUrl(),
    servedSite: () => site.root(),
    timeoutMs: content.buildTimeoutMs,
    wholeBuild: createProcessBuilder({
      projectRoot,
      readMedia: (name) => readMedia(app.database.db, name),
      timeoutMs: content.buildTimeoutMs,
    }),
  });
}

/** Fastify's own bound on a plugin's start, kept for every app without publishing. */
const fastifyPluginTimeoutMs = 10_000;

/**
 * How long the app's plugins may take to start (Fastify's `pluginTimeout`). With publishing,
 * this plugin serves the live release before it has started, and that may mean building it
 * (after an upgrade, on a machine without its folder): one build's limit, and a minute for the
 * code's digest and the database around it.
 */
export const pluginTimeoutMsFor = (content: ContentOptions | undefined) =>
  content
    ? Math.max(fastifyPluginTimeoutMs, content.buildTimeoutMs + 60_000)
    : fastifyPluginTimeoutMs;

export const contentPlugin = fastifyPlugin(content, {
  name: "fb8-content",
  decorators: { fastify: ["database"] },
});
