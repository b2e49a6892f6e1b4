import { createHash, randomBytes } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { cp, readdir, rename, rm, symlink } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { SiteContent } from "../../common/content-schema";
import type { ArchivedResults } from "../../common/results-archive";
import { publicArchive } from "../committee/results-archive";
import type { StaticSite } from "../plugins/static-site";
import type { Database } from "../storage/database";
import {
  type BuildOutcome,
  type BuiltFolder,
  buildInPlace,
  isBuilt,
  removeAbandonedFolders,
  type SiteBuilder,
} from "./builder";
import type { Catalogue } from "./catalogue";
import type { DraftReader } from "./drafts";
import { createPublishActions } from "./publish-actions";
import { builtSiteOf } from "./release-build";
import {
  type BuildOwner,
  heartbeatEveryMs,
  liveReleaseId,
  newReleaseId,
  reclaimAbandoned,
  recordFirstRelease,
  renewHeartbeat,
} from "./releases";
import { servableRelease } from "./servable-release";

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
  readDraft: DraftReader;
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
  /** Tells the other processes that this one moved the live pointer, so they follow at once. */
  announceLive?: () => void;
  /** How long a publish waits for a preview being rendered (10 s unless told). */
  previewWaitMs?: number;
};

export type Publisher = ReturnType<typeof createPublisher>;

/** A live release this machine cannot build is tried again after 5 s, doubling up to 5 min. */
export const followRetryFirstMs = 5_000;
export const followRetryMaxMs = 5 * 60_000;
/** Preview folders older than this no cookie reaches (preview.ts): removed at start. */
const previewFoldersKeptMs = 3 * 60 * 60_000;

/**
 * What names a release's rendered archive: empty without archived results, else a digest of
 * them. Opening an edition (or removing one) changes it, and the live release is rendered
 * again with the new archive while the old folder keeps serving.
 */
export function archiveKeyOf(archive: readonly ArchivedResults[]): string {
  if (archive.length === 0) return "";
  return `a${createHash("sha256").update(JSON.stringify(archive)).digest("hex").slice(0, 10)}`;
}

/**
 * A release's folder name on a machine: the release, the code that rendered it, and the
 * archive it shows (`<id>.<code digest>[.<archive key>]`). A new version of the code or a new
 * archive is a folder of its own, rendered before it is served.
 */
export const releaseFolderName = (id: string, codeVersion: string, archiveKey: string) =>
  `${id}.${codeVersion}${archiveKey ? `.${archiveKey}` : ""}`;

type ServedFolder = { id: string; dir: string; archiveKey: string };

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
  /** The archived results as they stand now, and their key: every render shows them. */
  type Archive = { results: ArchivedResults[]; key: string };
  const archiveOf = (results: ArchivedResults[]): Archive => ({
    results,
    key: archiveKeyOf(results),
  });
  const readArchive = async () => archiveOf(await publicArchive(db));
  /**
   * A release's folder on this machine, as rendered by this code with an archive. After an
   * upgrade or an edition's opening it is missing, and is rendered again.
   */
  const releaseDir = (id: string, archiveKey: string) =>
    join(options.releasesDir, releaseFolderName(id, codeVersion, archiveKey));
  /** The release served and the folder it is served from. */
  let servedFolder: ServedFolder | undefined;
  /** Serving the last release this machine had, because the live one does not build here. */
  let servingLastKnown = false;
  let lastKnownLoaded = false;
  /** The releases this process builds or rebuilds now: their heartbeat is renewed. */
  const owned = new Set<string>();
  /** One build per release at a time in this process, whoever asked (follow or Kembalikan). */
  const inFlight = new Map<string, Promise<BuiltFolder>>();
  /** The live release that did not build here: when to try again. */
  let retry: { id: string; failures: number; at: number } | undefined;
  const releaseToServe = servableRelease(db, log);
  /** Aborted as the server closes: builds stop, and nothing new begins. */
  const closing = new AbortController();
  /** Publishes and switches that go on after their answer: closing waits for them. */
  const background = new Set<Promise<void>>();
  function inBackground(work: Promise<void>) {
    const tracked = work.finally(() => background.delete(tracked));
    background.add(tracked);
  }

  /**
   * `<releasesDir>/live` points at the served release's site, replaced in one rename, so that
   * a proxy in front (deploy/Caddyfile) serves the live release's /assets from disk.
   */
  async function pointLiveLink(dir: string) {
    const link = join(options.releasesDir, "live");
    // A name of this switch's own: two processes, or two switches, never share a staged link.
    const staged = `${link}.${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      await symlink(join(basename(dir), "client"), staged);
      await rename(staged, link);
    } finally {
      await rm(staged, { force: true });
    }
  }
  /** The link's renames, one at a time: each names what is served when it runs. */
  let linking: Promise<void> = Promise.resolve();

  function nowServing(id: string, content: SiteContent, folder: BuiltFolder) {
    site.switchTo(builtSiteOf(folder.dir));
    options.catalogue.publish(content, id);
    servedFolder = { id, dir: folder.dir, archiveKey: folder.archiveKey };
    servingLastKnown = false;
    retry = undefined;
    linking = linking
      .then(() => (servedFolder ? pointLiveLink(servedFolder.dir) : undefined))
      .catch((error) => log.warn({ err: error }, "the live link was not updated"));
  }

  /** The release's site on this machine with the archive as it stands now, if rendered. */
  async function builtHere(id: string): Promise<BuiltFolder | undefined> {
    const { key } = await readArchive();
    const dir = releaseDir(id, key);
    return isBuilt(dir) ? { ok: true, log: "", dir, archiveKey: key } : undefined;
  }

  /**
   * The release's site on this machine with `archive` (default: as it stands now), rendered
   * (into a folder of its own) if missing: a release rendered later shows every edition since.
   */
  async function ensureBuilt(
    id: string,
    content: SiteContent,
    archive?: Archive,
  ): Promise<BuiltFolder> {
    const { results, key } = archive ?? (await readArchive());
    const dir = releaseDir(id, key);
    if (isBuilt(dir)) return { ok: true, log: "", dir, archiveKey: key };
    const running = inFlight.get(dir);
    if (running) return running;
    const build = buildInPlace(
      builder,
      dir,
      { content, archive: results, signal: closing.signal },
      owner.instance,
    )
      .catch((error: unknown): BuildOutcome => ({ ok: false, log: String(error) }))
      .then((outcome) => ({ ...outcome, dir, archiveKey: key }))
      .finally(() => inFlight.delete(dir));
    inFlight.set(dir, build);
    return build;
  }

  let following: Promise<void> = Promise.resolve();

  async function serve(liveId: string) {
    if (retry?.id === liveId && now() < retry.at) return;
    // The live release, or the last good one while this code cannot read the live one.
    const release = await releaseToServe(liveId, servedFolder?.id);
    if (!release) return;
    const { id, content } = release;
    const archive = await readArchive();
    if (!isBuilt(releaseDir(id, archive.key))) {
      log.info(
        { release: id, codeVersion },
        "rendering the live release: missing here, rendered by other code or with another archive",
      );
    }
    const outcome = await ensureBuilt(id, content, archive);
    if (outcome.ok && outcome.dir === servedFolder?.dir) return;
    if (!outcome.ok) {
      const failures = retry?.id === liveId ? retry.failures + 1 : 1;
      const waitMs = Math.min(followRetryFirstMs * 2 ** (failures - 1), followRetryMaxMs);
      retry = { id: liveId, failures, at: now() + waitMs };
      // What this machine had keeps serving; with nothing of its own, it stays unready.
      servingLastKnown = servedFolder !== undefined || lastKnownLoaded;
      log.error(
        { release: id, log: outcome.log.slice(-2000), retryInMs: waitMs },
        "the live release did not build; serving the last release this machine had",
      );
      return;
    }
    nowServing(id, content, outcome);
    log.info({ release: id, archive: outcome.archiveKey }, "serving release");
  }

  /** With no release yet, the build being served becomes the first one, kept like any other. */
  async function adoptServedBuild() {
    if (await liveReleaseId(db)) return;
    const id = newReleaseId();
    // The build `npm start` serves shows the repository's content and no archive.
    const folder: BuiltFolder = { ok: true, log: "", dir: releaseDir(id, ""), archiveKey: "" };
    await cp(site.root(), builtSiteOf(folder.dir), { recursive: true });
    if (await recordFirstRelease(db, { id, content: options.firstEdition })) {
      nowServing(id, options.firstEdition, folder);
    } else {
      await rm(folder.dir, { recursive: true, force: true });
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
        if (closing.signal.aborted) return;
        await reclaimAbandoned(db);
        const live = await liveReleaseId(db);
        if (!live) await adoptServedBuild();
        else if (live !== servedFolder?.id || !servedFolderHere() || (await archiveMoved())) {
          await serve(live);
        }
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

  const { publish, switchBack } = createPublishActions({
    database,
    catalogue: options.catalogue,
    readDraft: options.readDraft,
    log,
    owner,
    owned,
    inBackground,
    now,
    builtHere,
    ensureBuilt,
    inFollowOrder,
    nowServing,
    announceLive: () => options.announceLive?.(),
    previewWaitMs: options.previewWaitMs ?? 10_000,
    firstEdition: options.firstEdition,
    liveContent: async () => {
      const liveId = await liveReleaseId(db);
      return liveId ? (await releaseToServe(liveId, servedFolder?.id))?.content : undefined;
    },
    removeFolders,
  });

  /** Whether the live release is rendered on this machine by this code; false if unknown. */
  async function liveRenderedHere(): Promise<boolean> {
    try {
      const live = await liveReleaseId(db);
      return live !== undefined && (await builtHere(live)) !== undefined;
    } catch {
      return false;
    }
  }

  /** Whether an edition's opening (or removal) changed the archive the served folder shows. */
  async function archiveMoved() {
    return (await readArchive()).key !== servedFolder?.archiveKey;
  }

  /**
   * Whether the served release's folder is still on this machine. Removed under a running
   * server (by hand, by a clean-up), its pages would all be 404: the process says it is not
   * ready, and the next follow (every second while nothing is served) builds it again.
   */
  function servedFolderHere(): boolean {
    if (servedFolder === undefined || isBuilt(servedFolder.dir)) return true;
    log.error(
      { release: servedFolder.id },
      "the served release's folder is gone: building it again",
    );
    servedFolder = undefined;
    return false;
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
      // The live release rendered here already is served before the server listens. One this
      // code must render first (after an upgrade) is rendered while the server answers: the
      // release this machine served last shows meanwhile, and readiness waits for the render.
      // With nothing of this machine's to show, the render comes first: a restart never
      // brings the repository's first edition back.
      const listensFirst = lastKnownLoaded && !(await liveRenderedHere());
      const first = follow();
      if (!listensFirst) await first;
      // Every second until the live release is served (a database back from an outage), then
      // every followIntervalMs.
      let lastFollow = Date.now();
      timer = setInterval(
        () => {
          if (servedFolder !== undefined && Date.now() - lastFollow < options.followIntervalMs)
            return;
          lastFollow = Date.now();
          void follow();
        },
        Math.min(1_000, options.followIntervalMs),
      );
      timer.unref();
    },
    /**
     * As the server closes, before its database: no new follow, builds stopped (they fail
     * saying so), and the follows, publishes and switches in progress awaited, so that none
     * writes to a closed database.
     */
    async stop() {
      if (timer) clearInterval(timer);
      closing.abort();
      await Promise.allSettled([following, linking, ...background, ...inFlight.values()]);
      if (heartbeat) clearInterval(heartbeat);
    },
    /** One follow now (tests; the timer calls it on its own). */
    follow,
    /**
     * After an edition's opening or removal: every process renders the live release with the
     * archive as it now stands (last year's results among it), this one before it resolves.
     * The folder served meanwhile keeps serving.
     */
    async archiveChanged() {
      options.announceLive?.();
      await follow();
    },
    /**
     * Before a change that will make `upcoming` the archive (opening an edition): the live
     * release rendered with it, so that the follow after the change switches in an instant
     * and no announced result leaves the site meanwhile.
     */
    async prepareArchive(upcoming: ArchivedResults[]) {
      const liveId = await liveReleaseId(db);
      const release = liveId ? await releaseToServe(liveId, servedFolder?.id) : undefined;
      if (release) await ensureBuilt(release.id, release.content, archiveOf(upcoming));
    },
    servedRelease: () => servedFolder?.id,
    /**
     * Whether this process serves the live release, or the last one this machine had while
     * the live one cannot be built here (readiness waits for it).
     */
    servesLive: () => (servedFolder !== undefined && servedFolderHere()) || servingLastKnown,
  };
}
