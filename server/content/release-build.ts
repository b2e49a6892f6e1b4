import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat, symlink } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteContent } from "../../common/content-schema";
import { paths } from "../../common/paths";
import type { ArchivedResults } from "../../common/results-archive";
import { writeContentFolder } from "../../content/content-folder.server";
import { createBuildLog } from "./build-log";
import { type MediaReader, writeMedia } from "./release-media";

/**
 * Builds one edition of the content into its own folder, with the very build `npm start`
 * runs, in a child process: a copy of the project's sources whose content/ is the frozen
 * document. The live site is never touched; the caller switches to the result once it has
 * been checked (docs/decisions/0028-content-releases.md).
 */
const sources = [
  "app",
  "common",
  "content",
  "public",
  "scripts",
  "server",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

/** What a build writes or installs inside those sources: never part of what the code is. */
const notCode = new Set(["node_modules", "build", "generated", ".react-router"]);

async function listFiles(root: string, entry: string, files: string[]) {
  const info = await stat(join(root, entry)).catch(() => undefined);
  if (!info) return;
  if (!info.isDirectory()) {
    files.push(entry);
    return;
  }
  for (const inner of await readdir(join(root, entry))) {
    if (!notCode.has(inner)) await listFiles(root, join(entry, inner), files);
  }
}

/**
 * A short digest of the sources a release is built from, with the lockfile. A release's folder
 * is named with it, so a server upgraded since the release was built builds it again with its
 * own code before serving it: a new page or a fixed script reaches the published edition
 * without anyone publishing, and a process still running the old code keeps its own folder.
 */
export async function codeVersionOf(projectRoot: string): Promise<string> {
  const files: string[] = [];
  for (const entry of [...sources, "package-lock.json"]) await listFiles(projectRoot, entry, files);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash
      .update(file)
      .update("\0")
      .update(await readFile(join(projectRoot, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** The variables a release's build is given; PUBLIC_URL makes its canonical links. */
const buildEnvironment = ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "PUBLIC_URL", "npm_config_cache"];

/** What of a build's output is kept with the release: enough to show why it failed. */
const logLimit = 16_000;

export type BuildOutcome = { ok: true; log: string } | { ok: false; log: string };

export type ReleaseBuildOptions = {
  /** Where the project's sources and node_modules are (the server's working directory). */
  projectRoot: string;
  /** The release's own folder: src/ while it builds, client/ once built. */
  releaseDir: string;
  content: SiteContent;
  /** The archived editions' announced results: content/archive.json of the build. */
  archive: ArchivedResults[];
  readMedia: MediaReader;
  timeoutMs: number;
  /** Builds a preview: the same site with a banner saying it is not published. */
  preview?: boolean;
  previewRevision?: number;
  /** The build's environment (PUBLIC_URL and the like); default this process's. */
  env?: NodeJS.ProcessEnv;
  /** Aborted when the server closes: the build is stopped, and fails saying so. */
  signal?: AbortSignal;
};

/** Runs the build and stops it with its server (build-guard.mjs). */
const buildGuard = fileURLToPath(new URL("./build-guard.mjs", import.meta.url));

export const builtSiteOf = (releaseDir: string) => join(releaseDir, "client");

/** Why a build that the server's own closing stopped did not end. */
export const buildStoppedText = "Build dihentikan: server berhenti sebelum build selesai.";

export async function buildRelease(options: ReleaseBuildOptions): Promise<BuildOutcome> {
  const source = join(options.releaseDir, "src");
  await rm(options.releaseDir, { recursive: true, force: true });
  await mkdir(source, { recursive: true });
  try {
    for (const entry of sources) {
      await cp(join(options.projectRoot, entry), join(source, entry), { recursive: true });
    }
    await symlink(join(options.projectRoot, "node_modules"), join(source, "node_modules"), "dir");
    await writeContentFolder(options.content, join(source, "content"), options.archive);
    const missing = await writeMedia(
      options.content,
      join(source, "content", "assets"),
      options.readMedia,
    );
    if (missing.length > 0) return { ok: false, log: missing.join("\n") };

    const run = await runBuild(source, options);
    if (!run.ok) return run;
    const problems = checkBuiltSite(join(source, "build", "client"), options.content);
    if (problems.length > 0) {
      return {
        ok: false,
        log: `${run.log}\n\nPemeriksaan hasil build gagal:\n${problems.join("\n")}`,
      };
    }
    await rename(join(source, "build", "client"), builtSiteOf(options.releaseDir));
    return run;
  } finally {
    await rm(source, { recursive: true, force: true });
  }
}

/**
 * `npm run build` in `cwd`, in a process group of its own, so that the time limit stops npm
 * and every tool it started; the guard leads the group, and ends it if this server dies first.
 */
export function startBuildProcess(cwd: string, env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, [buildGuard], {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
}

function runBuild(cwd: string, options: ReleaseBuildOptions): Promise<BuildOutcome> {
  return new Promise((resolve) => {
    // Only what a build reads: the server's secrets (DATABASE_URL, keys, SMTP) stay out of it.
    const from = options.env ?? process.env;
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      buildEnvironment.flatMap((name) => (from[name] === undefined ? [] : [[name, from[name]]])),
    );
    if (options.preview) env.CONTENT_PREVIEW = "1";
    if (options.previewRevision !== undefined) {
      env.CONTENT_PREVIEW_REVISION = String(options.previewRevision);
    }
    const child = startBuildProcess(cwd, env);
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    };
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener("abort", stop, { once: true });
    const output = createBuildLog(logLimit);
    const keep = (chunk: Buffer) => output.append(chunk.toString("utf8"));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", stop);
      const log = output.text();
      resolve({ ok: false, log: `${log}\n${error.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", stop);
      const log = output.text();
      if (stopped && !timedOut) {
        resolve({ ok: false, log: `${log}\n${buildStoppedText}` });
      } else if (timedOut) {
        const seconds = Math.round(options.timeoutMs / 1000);
        resolve({ ok: false, log: `${log}\nBuild dihentikan: melewati batas ${seconds} detik.` });
      } else if (code === 0) resolve({ ok: true, log });
      else resolve({ ok: false, log: `${log}\nBuild gagal (kode keluar ${code}).` });
    });
  });
}

/** What a build must hold before a visitor may see it: every page of the content. */
export function checkBuiltSite(root: string, content: SiteContent): string[] {
  const pages = [
    paths.home,
    paths.notFound,
    paths.about,
    ...content.dishes.map((dish) => paths.dish(dish.category, dish.slug)),
  ];
  const missing = pages.filter(
    (page) => !existsSync(join(root, page === "/" ? "" : page, "index.html")),
  );
  const manifest = existsSync(join(root, "__csp-hashes.json")) ? [] : ["__csp-hashes.json"];
  return [...missing, ...manifest].map((file) => `Tidak ada di hasil build: ${file}`);
}
