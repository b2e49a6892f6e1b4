import { existsSync, realpathSync } from "node:fs";
import { cp, readdir, rename, rm, symlink } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { posterTextIssues } from "../../common/poster-text";
import { recordAudit } from "../committee/audit-log";
import { posterCanDraw } from "../festival-day/poster-assets";
import type { StaticSite } from "../plugins/static-site";
import type { Database } from "../storage/database";
import { movedDishesWithVotes } from "./dish-safety";
import { withAddedFields } from "./drafts";
import { publishContent } from "./published-content";
import { buildRelease, builtSiteOf, codeVersionOf } from "./release-build";
import type { MediaReader } from "./release-media";
import {
  beginRelease,
  failRelease,
  findRelease,
  liveReleaseId,
  makeLive,
  newReleaseId,
  pruneReleases,
  recordFirstRelease,
} from "./releases";

export type PublisherOptions = {
  database: Database;
  site: StaticSite;
  /** Where each release's built site is kept, per machine: DATA_DIR/releases by default. */
  releasesDir: string;
  projectRoot: string;
  /** The repository's content, which the site `npm start` built shows. */
  firstEdition: SiteContent;
  /** The draft as it stands: what a publish freezes. */
  readDraft: () => Promise<{ revision: number; content: SiteContent }>;
  readMedia: MediaReader;
  buildTimeoutMs: number;
  /** How often a process asks the database which release is live (other processes' publishes). */
  followIntervalMs: number;
  log: FastifyBaseLogger;
  /** The code's digest that names release folders; default: computed from projectRoot at start. */
  codeVersion?: string;
};

export type Publisher = ReturnType<typeof createPublisher>;

/**
 * Publishing as one process sees it: a publish builds the frozen draft in a child process
 * and switches to it once checked; every process follows the live release the database
 * names, building it itself when its machine lacks the folder (a fresh machine, a restart
 * after the folder was lost). The live site is never touched until a checked build exists.
 */
export function createPublisher(options: PublisherOptions) {
  const { database, site, log } = options;
  const db = database.db;
  let codeVersion = options.codeVersion;
  /**
   * A release's folder on this machine, as built by this code: `<id>.<code digest>`. After an
   * upgrade the folder is missing, and the release is built again before it is served.
   */
  const releaseDir = (id: string) => {
    if (!codeVersion) throw new Error("the publisher has not started");
    return join(options.releasesDir, `${id}.${codeVersion}`);
  };
  let served: string | undefined;

  /**
   * `<releasesDir>/live` points at the served release's site, replaced in one rename, so that
   * a proxy in front (deploy/Caddyfile) serves the live release's /assets from disk.
   */
  async function pointLiveLink(id: string) {
    const link = join(options.releasesDir, "live");
    const staged = `${link}.${process.pid}`;
    await rm(staged, { force: true });
    await symlink(join(basename(releaseDir(id)), "client"), staged);
    await rename(staged, link);
  }

  function nowServing(id: string, content: SiteContent) {
    site.switchTo(builtSiteOf(releaseDir(id)));
    publishContent(content);
    served = id;
    void pointLiveLink(id).catch((error) =>
      log.warn({ err: error }, "the live link was not updated"),
    );
  }
  let following: Promise<void> = Promise.resolve();

  async function serve(id: string) {
    const release = await findRelease(db, id);
    if (!release) return;
    // Served by this code, which may have added fields the frozen document predates.
    const content = withAddedFields(release.content, options.firstEdition) as SiteContent;
    const folder = builtSiteOf(releaseDir(id));
    if (!existsSync(join(folder, "index.html"))) {
      log.info(
        { release: id, codeVersion },
        "building the live release, missing on this machine or built by other code",
      );
      const outcome = await buildRelease({
        projectRoot: options.projectRoot,
        releaseDir: releaseDir(id),
        content,
        readMedia: options.readMedia,
        timeoutMs: options.buildTimeoutMs,
      });
      if (!outcome.ok) {
        log.error({ release: id, log: outcome.log.slice(-2000) }, "the live release did not build");
        return;
      }
    }
    nowServing(id, content);
    log.info({ release: id }, "serving release");
  }

  /** With no release yet, the build being served becomes the first one, kept like any other. */
  async function adoptServedBuild() {
    if (await liveReleaseId(db)) return;
    const id = newReleaseId();
    await cp(site.root(), builtSiteOf(releaseDir(id)), { recursive: true });
    if (await recordFirstRelease(db, { id, content: options.firstEdition })) {
      nowServing(id, options.firstEdition);
    } else {
      await rm(releaseDir(id), { recursive: true, force: true });
    }
  }

  /**
   * Serves the release the database calls live, if it is not served already; with none yet,
   * records the served build as the first. A database that cannot be reached is tried again
   * at the next interval: the server starts and serves meanwhile, as it does for votes.
   */
  /** Runs a step between two follows, never during one; its error is the caller's. */
  function inFollowOrder(step: () => Promise<void>): Promise<void> {
    const run = following.then(step);
    following = run.catch((error) => log.warn({ err: error }, "a switch of release failed"));
    return run;
  }

  function follow(): Promise<void> {
    // One step at a time; a failed step is logged and the chain goes on with the next one.
    following = following
      .then(async () => {
        const live = await liveReleaseId(db);
        if (!live) await adoptServedBuild();
        else if (live !== served) await serve(live);
      })
      .catch((error) => log.warn({ err: error }, "following the live release failed"));
    return following;
  }

  /**
   * Before the database answers: the release this machine served last (the `live` link), so a
   * restart during a database outage still shows the published edition, not the repository's.
   */
  function serveLastKnown() {
    const link = join(options.releasesDir, "live");
    if (!existsSync(join(link, "index.html"))) return;
    try {
      site.switchTo(realpathSync(link));
    } catch (error) {
      log.warn({ err: error }, "the last live release of this machine could not be served");
    }
  }

  /** The folders of forgotten releases, whichever code built them. */
  async function removeFolders(forgotten: string[]) {
    if (forgotten.length === 0) return;
    const names = await readdir(options.releasesDir).catch(() => [] as string[]);
    for (const name of names) {
      if (forgotten.some((id) => name === id || name.startsWith(`${id}.`))) {
        await rm(join(options.releasesDir, name), { recursive: true, force: true });
      }
    }
  }

  async function publish(
    actor: string,
  ): Promise<{ id: string } | "busy" | { issues: { path: PropertyKey[]; message: string }[] }> {
    const draft = await options.readDraft();
    // Every save was checked, but the whole draft is checked once more as it is frozen.
    const checked = siteContentSchema.safeParse(draft.content);
    if (!checked.success) return { issues: checked.error.issues };
    const unprintable = posterTextIssues(checked.data, posterCanDraw());
    if (unprintable.length > 0) return { issues: unprintable };
    // Votes may have reached a dish since the draft dropped it: checked against what is live.
    const liveId = await liveReleaseId(db);
    const live = liveId ? await findRelease(db, liveId) : undefined;
    const moved = live
      ? await movedDishesWithVotes(db, live.content.dishes, checked.data.dishes)
      : [];
    if (moved.length > 0) return { issues: moved };
    const id = await beginRelease(db, {
      revision: draft.revision,
      content: draft.content,
      createdBy: actor,
      buildTimeoutMs: options.buildTimeoutMs,
    });
    if (!id) return "busy";
    void finishPublish(id, draft, actor);
    return { id };
  }

  async function finishPublish(
    id: string,
    draft: { revision: number; content: SiteContent },
    actor: string,
  ) {
    const started = Date.now();
    try {
      const outcome = await buildRelease({
        projectRoot: options.projectRoot,
        releaseDir: releaseDir(id),
        content: draft.content,
        readMedia: options.readMedia,
        timeoutMs: options.buildTimeoutMs,
      });
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      if (!outcome.ok) {
        await failRelease(db, id, outcome.log);
        await rm(releaseDir(id), { recursive: true, force: true });
        await recordAudit(db, {
          actor,
          action: "content_publish_failed",
          details: { release: id, revision: draft.revision, seconds },
        });
        return;
      }
      // Switched here first, then in the database, which the other processes follow. In the
      // follow chain: a follow that read the database before makeLive would switch back.
      await inFollowOrder(async () => {
        nowServing(id, draft.content);
        await makeLive(db, id, outcome.log);
      });
      await recordAudit(db, {
        actor,
        action: "content_published",
        details: { release: id, revision: draft.revision, seconds },
      });
      await removeFolders(await pruneReleases(db));
    } catch (error) {
      log.error({ err: error, release: id }, "publish failed");
      await failRelease(
        db,
        id,
        `Penerbitan gagal: ${error instanceof Error ? error.message : String(error)}`,
      ).catch(() => {});
    }
  }

  /** "Kembalikan": a kept release goes live again, here at once and elsewhere within a poll. */
  async function switchBack(id: string, actor: string): Promise<"ok" | "unknown" | "not_kept"> {
    const release = await findRelease(db, id);
    if (!release) return "unknown";
    if (release.status !== "previous" && release.status !== "live") return "not_kept";
    await makeLive(db, id);
    served = undefined;
    await follow();
    await recordAudit(db, { actor, action: "content_release_switched", details: { release: id } });
    return "ok";
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    publish,
    switchBack,
    /** Serves the live release before the server answers as ready; then follows it. */
    async start() {
      codeVersion ??= await codeVersionOf(options.projectRoot);
      serveLastKnown();
      await follow();
      // Every second until the live release is served (a database back from an outage), then
      // every followIntervalMs.
      let lastFollow = Date.now();
      timer = setInterval(
        () => {
          if (served !== undefined && Date.now() - lastFollow < options.followIntervalMs) return;
          lastFollow = Date.now();
          void follow();
        },
        Math.min(1_000, options.followIntervalMs),
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    servedRelease: () => served,
    /** Whether this process serves the release the database named (readiness waits for it). */
    servesLive: () => served !== undefined,
  };
}
