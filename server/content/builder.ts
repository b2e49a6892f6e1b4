import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { SiteContent } from "../../common/content-schema";
import type { ArchivedResults } from "../../common/results-archive";
import { type BuildOutcome, buildRelease, builtSiteOf } from "./release-build";
import type { MediaReader } from "./release-media";

export type { BuildOutcome } from "./release-build";

/** A release's folder rendered on this machine, with the archive it shows (publisher.ts). */
export type BuiltFolder = BuildOutcome & { dir: string; archiveKey: string };

export type BuildRequest = {
  /** The folder to build into: the site goes to its client/ (builtSiteOf). */
  dir: string;
  content: SiteContent;
  /**
   * The archived editions' announced results (content/archive.json), read from the database
   * at every build: not part of the content, so any release built shows them all.
   */
  archive: ArchivedResults[];
  /** The same site with a banner saying it is not published. */
  preview?: boolean;
  /** The draft's revision a preview shows (its banner follows newer ones). */
  previewRevision?: number;
  /**
   * A site whose unchanged pages the render may reuse, instead of the served release: the
   * previous preview, for a preview (every page of it differs from the published site).
   */
  reuseFrom?: string;
  /** Aborted when the server closes: the build stops and fails (release-build.ts). */
  signal?: AbortSignal;
};

/**
 * Turns a content document into a built site. The publisher and the preview take one, so that
 * fast tests give them a builder that writes a few files instead of running the real build.
 */
export type SiteBuilder = { build(request: BuildRequest): Promise<BuildOutcome> };

/** The real builder: the project's own `npm run build` in a child process (release-build.ts). */
export function createProcessBuilder(options: {
  projectRoot: string;
  readMedia: MediaReader;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}): SiteBuilder {
  return {
    build: (request) =>
      buildRelease({
        projectRoot: options.projectRoot,
        releaseDir: request.dir,
        content: request.content,
        archive: request.archive,
        readMedia: options.readMedia,
        timeoutMs: options.timeoutMs,
        preview: request.preview,
        previewRevision: request.previewRevision,
        env: options.env,
        signal: request.signal,
      }),
  };
}

/** A release folder holds a whole site once it exists: it is only ever renamed into place. */
export const isBuilt = (dir: string) => existsSync(join(builtSiteOf(dir), "index.html"));

const tmpMarker = ".tmp-";
const tmpName = /\.tmp-(\d+)-([0-9a-f]+)-[0-9a-f]+$/;

/**
 * Builds into a folder of this process's own and renames it to `dir` once it holds a whole
 * site, so that two processes sharing the releases folder never build in the same place. The
 * loser of the rename takes the winner's folder, which holds the same release built by the
 * same code.
 */
export async function buildInPlace(
  builder: SiteBuilder,
  dir: string,
  request: Omit<BuildRequest, "dir">,
  instance: string,
): Promise<BuildOutcome> {
  if (isBuilt(dir)) return { ok: true, log: "" };
  const own = `${dir}${tmpMarker}${process.pid}-${instance}-${randomBytes(3).toString("hex")}`;
  try {
    const outcome = await builder.build({ ...request, dir: own });
    if (!outcome.ok) return outcome;
    if (!isBuilt(own)) return { ok: false, log: `${outcome.log}\nHasil build tidak lengkap.` };
    try {
      await rename(own, dir);
    } catch (error) {
      if (!isTargetTaken(error)) throw error;
      // Another process won the rename: its folder is the same release, built by this code.
      if (!isBuilt(dir)) {
        // A folder left by older code, half-built: replaced by the whole one.
        await rm(dir, { recursive: true, force: true });
        await rename(own, dir);
      }
    }
    return outcome;
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}

function isTargetTaken(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "ENOTEMPTY" || error.code === "EEXIST";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that pid, alive.
    return typeof error === "object" && error !== null && "code" in error && error.code === "EPERM";
  }
}

/**
 * At start: removes the half-built folders whose process is gone (or was an earlier start of
 * this one: a container restarts with the same pid), and preview folders older than
 * `previewMaxAgeMs`, which no preview cookie can reach any more.
 */
export async function removeAbandonedFolders(
  releasesDir: string,
  options: { instance: string; previewMaxAgeMs: number; now?: number },
): Promise<string[]> {
  const now = options.now ?? Date.now();
  const removed: string[] = [];
  for (const name of await readdir(releasesDir).catch(() => [] as string[])) {
    const tmp = tmpName.exec(name);
    let abandoned = false;
    if (tmp) {
      const pid = Number(tmp[1]);
      abandoned = tmp[2] !== options.instance && (pid === process.pid || !isRunning(pid));
    } else if (name.startsWith("preview-")) {
      // preview-<ms when it was started>; the folder's time otherwise.
      const started = /^preview-(\d{13})$/.exec(name);
      const info = started ? undefined : await stat(join(releasesDir, name)).catch(() => undefined);
      const at = started ? Number(started[1]) : info?.mtimeMs;
      abandoned = at !== undefined && now - at > options.previewMaxAgeMs;
    }
    if (abandoned) {
      await rm(join(releasesDir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}
