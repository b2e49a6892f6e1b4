import { existsSync, realpathSync } from "node:fs";
import { cp, readdir, rename, rm, symlink } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ContentSwitchResponse } from "../../common/content-api";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { posterTextIssues } from "../../common/poster-text";
import { recordAudit } from "../committee/audit-log";
import { publicArchive } from "../committee/results-archive";
import { posterCanDraw } from "../festival-day/poster-assets";
import type { StaticSite } from "../plugins/static-site";
import type { Database } from "../storage/database";
import { type BuildBusy, beginRelease, previewBuilding } from "./build-turn";
import {
  type BuildOutcome,
  buildInPlace,
  isBuilt,
  removeAbandonedFolders,
  type SiteBuilder,
} from "./builder";
import type { Catalogue } from "./catalogue";
import { votedDishChanges, votedDishesMissingFrom } from "./dish-safety";
import { liveContentOrNone, recordNameCorrections } from "./name-corrections";
import { builtSiteOf } from "./release-build";
import {
  type BuildOwner,
  claimSwitch,
  endSwitch,
  failRelease,
  findRelease,
  heartbeatEveryMs,
  liveReleaseId,
  markReady,
  newReleaseId,
  pointLive,
  pruneReleases,
  reclaimAbandoned,
  recordFirstRelease,
  renewHeartbeat,
} from "./releases";
import { servableRelease } from "./servable-release";
import { inIndonesian, issuesOf } from "./upgrade-content";

export type PublisherOptions = {
  database: Database;
  site: StaticSite;
  /** What the server reads of the served release (votes, mails, posters): switched with it. */
  catalogue: Catalogue;
  /** Where each release's built site is kept, per machine: DATA_DIR/releases by default. */
  releasesDir: string;
  /** The repository's content, which the site `npm start` built shows. */
  firstEdition: SiteContent;
  /** The draft as it stands: what a publish freezes. */
  readDraft: () => Promise<{ revision: number; content: SiteContent }>;
  /** Turns a frozen document into a site (builder.ts): the real build, or a test's fake. */
  builder: SiteBuilder;
  /** How often a process asks the database which release is live (other processes' publishes). */
  followIntervalMs: number;
  log: FastifyBaseLogger;
  /** The code's digest that names release folders (computed once, content-plugin.ts). */
  codeVersion: string;
  /** This start of the process: its builds' rows and folders carry it (builder.ts). */
  instance: string;
  /** The clock the follow's back-off reads; tests move it. */
  now?: () => number;
  /** How often this process renews the heartbeat of its builds; tests shorten it. */
  heartbeatMs?: number;
};

export type Publisher = ReturnType<typeof createPublisher>;

/** A live release this machine cannot build is tried again after 5 s, doubling up to 5 min. */
export const followRetryFirstMs = 5_000;
export const followRetryMaxMs = 5 * 60_000;
/** Preview folders older than this no cookie reaches (preview.ts): removed at start. */
const previewFoldersKeptMs = 3 * 60 * 60_000;

/**
 * Publishing as one process sees it: a publish builds the frozen draft and makes it live once
 * checked; every process follows the live pointer, building a release its machine lacks
 * before serving it, while the release it served keeps serving and the process stays ready.
 * Each build belongs to this process (pid and a random instance id, with a heartbeat), so
 * another process can tell when it died.
 */
export function createPublisher(options: PublisherOptions) {
  const { database, site, log, builder } = options;
  const db = database.db;
  const now = options.now ?? Date.now;
  const owner: BuildOwner = { pid: process.pid, instance: options.instance };
  const { codeVersion } = options;
  /**
   * A release's folder on this machine, as built by this code: `<id>.<code digest>`. After an
   * upgrade the folder is missing, and the release is built again before it is served.
   */
  const releaseDir = (id: string) => join(options.releasesDir, `${id}.${codeVersion}`);
  let served: string | undefined;
  /** Serving the last release this machine had, because the live one does not build here. */
  let servingLastKnown = false;
  let lastKnownLoaded = false;
  /** The releases this process builds or rebuilds now: their heartbeat is renewed. */
  const owned = new Set<string>();
  /** One build per release at a time in this process, whoever asked (follow or Kembalikan). */
  const inFlight = new Map<string, Promise<BuildOutcome>>();
  /** The live release that did not build here: when to try again. */
  let retry: { id: string; failures: number; at: number } | undefined;
  const releaseToServe = servableRelease(db, log);

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
    options.catalogue.publish(content);
    served = id;
    servingLastKnown = false;
    retry = undefined;
    void pointLiveLink(id).catch((error) =>
      log.warn({ err: error }, "the live link was not updated"),
    );
  }

  /** The release's site on this machine, built (into a folder of its own) if missing. */
  function ensureBuilt(id: string, content: SiteContent): Promise<BuildOutcome> {
    const dir = releaseDir(id);
    if (isBuilt(dir)) return Promise.resolve({ ok: true, log: "" });
    const running = inFlight.get(id);
    if (running) return running;
    // The archive as it stands now: a release rebuilt later shows every edition since.
    const build = publicArchive(db)
      .then((archive) => buildInPlace(builder, dir, { content, archive }, owner.instance))
      .catch((error: unknown): BuildOutcome => ({ ok: false, log: String(error) }))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, build);
    return build;
  }

  let following: Promise<void> = Promise.resolve();

  async function serve(liveId: string) {
    if (retry?.id === liveId && now() < retry.at) return;
    // The live release, or the last good one while this code cannot read the live one.
    const release = await releaseToServe(liveId, served);
    if (!release || release.id === served) return;
    const { id, content } = release;
    if (!isBuilt(releaseDir(id))) {
      log.info(
        { release: id, codeVersion },
        "building the live release, missing on this machine or built by other code",
      );
    }
    const outcome = await ensureBuilt(id, content);
    if (!outcome.ok) {
      const failures = retry?.id === liveId ? retry.failures + 1 : 1;
      const waitMs = Math.min(followRetryFirstMs * 2 ** (failures - 1), followRetryMaxMs);
      retry = { id: liveId, failures, at: now() + waitMs };
      // What this machine had keeps serving; with nothing of its own, it stays unready.
      servingLastKnown = served !== undefined || lastKnownLoaded;
      log.error(
        { release: id, log: outcome.log.slice(-2000), retryInMs: waitMs },
        "the live release did not build; serving the last release this machine had",
      );
      return;
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

  /** Runs a step between two follows, never during one; its error is the caller's. */
  function inFollowOrder<T>(step: () => Promise<T>): Promise<T> {
    const run = following.then(step);
    following = run.then(
      () => {},
      (error) => log.warn({ err: error }, "a switch of release failed"),
    );
    return run;
  }

  /**
   * Serves the release the pointer names, if it is not served already; with none yet, records
   * the served build as the first. A database that cannot be reached is tried again at the
   * next interval: the server starts and serves meanwhile, as it does for votes.
   */
  function follow(): Promise<void> {
    // One step at a time; a failed step is logged and the chain goes on with the next one.
    following = following
      .then(async () => {
        await reclaimAbandoned(db);
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
      lastKnownLoaded = true;
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
  ): Promise<{ id: string } | BuildBusy | { issues: { path: PropertyKey[]; message: string }[] }> {
    if (await previewBuilding(db)) return "preview_busy";
    const draft = await options.readDraft();
    // Every save was checked, but the whole draft is checked once more as it is frozen.
    const checked = siteContentSchema.safeParse(draft.content, inIndonesian);
    if (!checked.success) return { issues: issuesOf(checked.error) };
    const unprintable = posterTextIssues(checked.data, posterCanDraw());
    if (unprintable.length > 0) return { issues: unprintable };
    // Votes may have reached a dish since the draft dropped it: checked against what is live.
    const liveId = await liveReleaseId(db);
    const live = liveId ? await releaseToServe(liveId, served) : undefined;
    const moved = live ? await votedDishChanges(db, live.content.dishes, checked.data.dishes) : [];
    if (moved.length > 0) return { issues: moved };
    const begun = await beginRelease(db, {
      revision: draft.revision,
      content: draft.content,
      createdBy: actor,
      owner,
    });
    if (typeof begun === "string") return begun;
    const { id } = begun;
    owned.add(id);
    void finishPublish(id, draft, actor);
    return { id };
  }

  async function finishPublish(
    id: string,
    draft: { revision: number; content: SiteContent },
    actor: string,
  ) {
    const started = now();
    try {
      const outcome = await ensureBuilt(id, draft.content);
      const seconds = Math.round((now() - started) / 100) / 10;
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
      // Ready, then the pointer, then served here; the other processes follow the pointer. In
      // the follow chain: a follow that read the pointer before it moved would switch back.
      const live = await inFollowOrder(async () => {
        // Read before it is ready: a ready release not yet live shows as a previous one.
        const before = await liveContentOrNone(db, log);
        if (!(await markReady(db, id, outcome.log, owner))) return false;
        await pointLive(db, id, actor, undefined, (trx) =>
          recordNameCorrections(trx, { actor, before, after: draft.content, release: id }),
        );
        nowServing(id, draft.content);
        return true;
      });
      owned.delete(id);
      if (!live) {
        log.warn({ release: id }, "the build was reclaimed by another process before it ended");
        return;
      }
      await recordAudit(db, {
        actor,
        action: "content_published",
        details: { release: id, revision: draft.revision, seconds },
      });
      await removeFolders(await pruneReleases(db));
    } catch (error) {
      log.error({ err: error, release: id }, "publish failed");
      // Only a release still building: one that went live stays live and ready.
      await failRelease(
        db,
        id,
        `Penerbitan gagal: ${error instanceof Error ? error.message : String(error)}`,
      ).catch(() => {});
    } finally {
      owned.delete(id);
    }
  }

  /**
   * "Kembalikan": a kept release goes live again. Built on this machine already: at once.
   * Otherwise it is rebuilt first while the live one keeps serving, and goes live when built
   * (here at once, elsewhere within a follow), unless another release went live meanwhile.
   */
  async function switchBack(
    id: string,
    actor: string,
  ): Promise<ContentSwitchResponse | "unknown" | "not_kept" | { dropsVotedDishes: string[] }> {
    const release = await findRelease(db, id);
    if (!release) return "unknown";
    if (release.status !== "ready") return "not_kept";
    const live = await liveReleaseId(db);
    if (live === id) return { id, state: "live" };
    const content = release.content;
    // Like a save or a publish, a switch back never makes a dish with votes vanish.
    const dropped = await votedDishesMissingFrom(db, content.dishes);
    if (dropped.length > 0) {
      return {
        dropsVotedDishes: dropped.map(
          (key) => options.catalogue.findDishById(key.category, key.id)?.name ?? key.id,
        ),
      };
    }
    if (isBuilt(releaseDir(id))) {
      const switched = await inFollowOrder(async () => {
        const before = await liveContentOrNone(db, log);
        // Going back to a kept release corrects the names it changes, as a publish does.
        const corrections = (trx: typeof db) =>
          recordNameCorrections(trx, { actor, before, after: content, release: id });
        if (!(await pointLive(db, id, actor, live, corrections))) return false;
        nowServing(id, content);
        return true;
      });
      if (!switched) return { id, state: "switching" };
      await recordAudit(db, {
        actor,
        action: "content_release_switched",
        details: { release: id },
      });
      return { id, state: "live" };
    }
    if (await claimSwitch(db, id, actor, owner)) {
      owned.add(id);
      void finishSwitch(id, content, actor, live);
    }
    return { id, state: "switching" };
  }

  async function finishSwitch(
    id: string,
    content: SiteContent,
    actor: string,
    expected: string | undefined,
  ) {
    try {
      const outcome = await ensureBuilt(id, content);
      if (!outcome.ok) {
        await endSwitch(
          db,
          id,
          owner,
          `Kembalikan gagal: terbitan ini tidak bisa dibangun ulang dengan versi situs sekarang; yang tayang tetap tayang.\n${outcome.log.slice(-4000)}`,
        );
        return;
      }
      const switched = await inFollowOrder(async () => {
        const before = await liveContentOrNone(db, log);
        const corrections = (trx: typeof db) =>
          recordNameCorrections(trx, { actor, before, after: content, release: id });
        if (!(await pointLive(db, id, actor, expected, corrections))) return false;
        nowServing(id, content);
        return true;
      });
      await endSwitch(
        db,
        id,
        owner,
        switched
          ? null
          : "Kembalikan dibatalkan: terbitan lain tayang selama terbitan ini dibangun ulang.",
      );
      if (switched) {
        await recordAudit(db, {
          actor,
          action: "content_release_switched",
          details: { release: id },
        });
      }
    } catch (error) {
      log.error({ err: error, release: id }, "switching back failed");
      await endSwitch(
        db,
        id,
        owner,
        `Kembalikan gagal: ${error instanceof Error ? error.message : String(error)}`,
      ).catch(() => {});
    } finally {
      owned.delete(id);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  return {
    publish,
    switchBack,
    /** Serves the live release before the server answers as ready; then follows it. */
    async start() {
      // What an earlier start of this process, or another one that died, left half-built.
      const removed = await removeAbandonedFolders(options.releasesDir, {
        instance: owner.instance,
        previewMaxAgeMs: previewFoldersKeptMs,
      });
      if (removed.length > 0) log.info({ removed }, "removed half-built release folders");
      heartbeat = setInterval(() => {
        void renewHeartbeat(db, [...owned], owner).catch((error) =>
          log.warn({ err: error }, "the heartbeat of a build was not renewed"),
        );
      }, options.heartbeatMs ?? heartbeatEveryMs);
      heartbeat.unref();
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
      if (heartbeat) clearInterval(heartbeat);
    },
    /** One follow now (tests; the timer calls it on its own). */
    follow,
    servedRelease: () => served,
    /**
     * Whether this process serves the live release, or the last one this machine had while
     * the live one cannot be built here (readiness waits for it).
     */
    servesLive: () => served !== undefined || servingLastKnown,
  };
}
