import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { liveQrCodeFile, previewFile } from "../../common/paths";
import type { RenderSource } from "../../common/render-source";
import { sitePagePathsOf } from "../../common/site-page-paths";
import { type CspManifest, cspManifestFile } from "../content-security-policy";
import { writeCspManifest } from "./csp-manifest";
import { liveQrSvg, robotsTxt, sitemapXml } from "./site-files";

/**
 * Renders one release's pages with the server build made once per version of the code
 * (docs/decisions/0042-content-through-loaders.md): the same loop of requests React Router's
 * own prerender runs, through `createRequestHandler`, but with the release's document in the
 * loaders' context. The code's files are hard links to the client build's; a page whose bytes
 * did not change since `previousDir` is a hard link to that release's, with its compressed
 * copies, so only what changed is compressed again.
 */
export type RenderJob = {
  /** The server build's entry (build/renderer/index.js). */
  serverEntry: string;
  /** The client build (build/client): scripts, styles, pictures, fonts. */
  codeDir: string;
  /** An empty folder the release's site is written into. */
  outDir: string;
  source: RenderSource;
  /** The site of the release served before, whose unchanged files are reused. */
  previousDir?: string;
  /**
   * Writes the pages' brotli and gzip copies (default): what visitors are sent. A preview, seen
   * by a few committee members and differing from the served release on every page, skips
   * them and is compressed per request instead.
   */
  compress?: boolean;
};

export type RenderOutcome = {
  pages: number;
  /** Pages whose HTML was rendered: the others' data was the previous release's. */
  rendered: number;
  written: number;
  reused: number;
  ms: number;
};

/** The data request React Router's client makes for a page (single fetch). */
export const dataFileOf = (page: string) => (page === "/" ? "/_root.data" : `${page}.data`);

const htmlFileOf = (page: string) => (page === "/" ? "/index.html" : `${page}/index.html`);

/**
 * Names the code a release was rendered with: a digest of the server build, whose modules
 * carry the client build's file names too. A page's HTML is a function of the code, its path
 * and its data, so with the same code a page whose data did not change is not rendered again.
 */
const renderCodeFile = "/__render-code.txt";

/** Files a release writes for itself; everything else in the client build is the code's. */
const rendered = [/\.html$/, /\.data$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];
const renderedFiles = new Set([cspManifestFile, liveQrCodeFile, renderCodeFile, previewFile]);
const compressedCopy = /\.(br|gz)$/;

export function isRenderedFile(path: string): boolean {
  const file = path.replace(compressedCopy, "");
  return renderedFiles.has(file) || rendered.some((pattern) => pattern.test(file));
}

const compressible = /\.(html|data|xml|txt|svg)$/;
const minimumBytes = 512;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const builds = new Map<string, Promise<ServerBuild>>();
const codeDigests = new Map<string, Promise<string>>();

/** The digest of the server build's entry, read once per process. */
function codeDigestOf(entry: string): Promise<string> {
  let digest = codeDigests.get(entry);
  if (!digest) {
    digest = readFile(entry).then((bytes) => createHash("sha256").update(bytes).digest("hex"));
    codeDigests.set(entry, digest);
  }
  return digest;
}

/**
 * The previous release's HTML of a page, when it was rendered by the same code from the same
 * data: what rendering the page again would write, byte for byte.
 */
async function unchangedPage(
  previousDir: string | undefined,
  page: string,
  data: string,
): Promise<Buffer | undefined> {
  if (!previousDir) return undefined;
  const before = await readIfAny(join(previousDir, dataFileOf(page)));
  if (!before?.equals(Buffer.from(data))) return undefined;
  return readIfAny(join(previousDir, htmlFileOf(page)));
}

/** The server build, loaded once per process and kept. */
export function loadServerBuild(entry: string): Promise<ServerBuild> {
  let build = builds.get(entry);
  if (!build) {
    build = import(pathToFileURL(entry).href) as Promise<ServerBuild>;
    builds.set(entry, build);
  }
  return build;
}

async function linkOrCopy(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
  }
}

async function linkCode(codeDir: string, outDir: string) {
  const entries = await readdir(codeDir, { recursive: true, withFileTypes: true });
  const code = entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(codeDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    )
    .filter((path) => !isRenderedFile(path));
  await inTurns(code, 16, (path) => linkOrCopy(join(codeDir, path), join(outDir, path)));
}

async function readIfAny(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Runs `work` on every item, at most `width` at a time (the compressions use libuv's pool). */
async function inTurns<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/**
 * Writes one file of the release with its compressed copies, or links the previous release's
 * when its bytes are the same.
 */
async function writeRendered(
  path: string,
  bytes: Buffer,
  outDir: string,
  previousDir: string | undefined,
  options: { compress: boolean; knownSame: boolean },
): Promise<"written" | "reused"> {
  const target = join(outDir, path);
  const before = previousDir ? join(previousDir, path) : undefined;
  if (before && (options.knownSame || (await readIfAny(before))?.equals(bytes))) {
    await linkOrCopy(before, target);
    for (const suffix of [".br", ".gz"]) {
      await linkOrCopy(before + suffix, target + suffix).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    }
    return "reused";
  }
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
  if (options.compress && compressible.test(path) && bytes.length >= minimumBytes) {
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: 9 }),
    ]);
    await writeFile(`${target}.br`, br);
    await writeFile(`${target}.gz`, gz);
  }
  return "written";
}

/** The served release's CSP hashes, so that its unchanged pages are not parsed again. */
async function previousManifest(previousDir: string): Promise<CspManifest> {
  const text = await readFile(join(previousDir, cspManifestFile), "utf8").catch(() => "{}");
  return JSON.parse(text) as CspManifest;
}

/**
 * What a failed page says, for the publish's log. A loader that refuses the release (a dish
 * off its map: app/features/entrepreneur/map-markers.server.ts) throws its reason as a
 * response, which a `.data` request encodes (turbo-stream's flat array) as
 * `["ErrorResponse", data, status, statusText]` at the end of all the page's other data: the
 * reason is picked out of it, or the body's start is shown.
 */
function failureOf(body: string): string {
  try {
    const values: unknown = JSON.parse(body.split("\n")[0] ?? "");
    if (Array.isArray(values)) {
      const error = values.find((value) => Array.isArray(value) && value[0] === "ErrorResponse");
      const reason = Array.isArray(error) ? values[error[1]] : undefined;
      if (typeof reason === "string") return reason;
    }
  } catch {
    // Not the data of a page: its HTML, or a text.
  }
  return body.slice(0, 500);
}

export async function renderRelease(job: RenderJob): Promise<RenderOutcome> {
  const started = performance.now();
  const { content, archive } = job.source;
  const pagePaths = sitePagePathsOf(content.dishes, archive);
  const build = await loadServerBuild(job.serverEntry);
  // React Router renders only the paths a build lists with ssr:false; the list is the release's.
  // What went wrong in a loader or a component, for the release's log: React Router answers
  // the page with a 500 whose HTML does not say why.
  let lastError: unknown;
  const entry = {
    ...build.entry,
    module: { ...build.entry.module, handleError: (error: unknown) => (lastError = error) },
  };
  const handler = createRequestHandler({ ...build, entry, prerender: pagePaths }, "production");
  // Its prerender headers (the page's data, the console's fallback) count only in a build.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const context = { release: job.source };
  const files = new Map<string, Buffer | string>();
  const code = await codeDigestOf(job.serverEntry);
  files.set(renderCodeFile, code);
  const sameCode =
    job.previousDir !== undefined &&
    (await readIfAny(join(job.previousDir, renderCodeFile)))?.toString() === code;
  const previous = sameCode ? job.previousDir : undefined;
  let skipped = 0;
  /** The previous release's files of pages whose data did not change: linked unread. */
  const kept = new Set<string>();

  const request = async (path: string, headers?: Record<string, string>) => {
    lastError = undefined;
    const response = await handler(new Request(`http://localhost${path}`, { headers }), context);
    const body = await response.text();
    if (response.status !== 200) {
      const why = lastError instanceof Error ? lastError.message : failureOf(body);
      throw new Error(`${path}: ${response.status} ${why}`);
    }
    return body;
  };
  for (const page of pagePaths) {
    const data = await request(dataFileOf(page));
    files.set(dataFileOf(page), data);
    const unchanged = await unchangedPage(previous, page, data);
    if (unchanged) {
      files.set(htmlFileOf(page), unchanged);
      kept.add(htmlFileOf(page)).add(dataFileOf(page));
      skipped += 1;
      continue;
    }
    const html = await request(page === "/" ? "/" : `${page}/`, {
      "X-React-Router-Prerender-Data": encodeURI(data),
    });
    files.set(htmlFileOf(page), html);
  }
  // The committee's console renders in the browser from this page (server/plugins/static-site.ts).
  files.set("/__spa-fallback.html", await request("/", { "X-React-Router-SPA-Mode": "yes" }));
  const origin = job.source.publicUrl;
  files.set("/sitemap.xml", sitemapXml(origin, pagePaths).xml);
  files.set("/robots.txt", robotsTxt(origin));
  files.set(liveQrCodeFile, await liveQrSvg(origin));
  if (job.source.preview && job.source.previewRevision !== undefined) {
    files.set(previewFile, JSON.stringify({ revision: job.source.previewRevision }));
  }

  // `npm run build` renders the first edition into the client build itself.
  if (job.codeDir !== job.outDir) await linkCode(job.codeDir, job.outDir);
  const outcomes = await inTurns([...files], 4, ([path, text]) =>
    writeRendered(path, Buffer.from(text), job.outDir, job.previousDir, {
      compress: job.compress ?? true,
      knownSame: kept.has(path),
    }),
  );
  const reused = outcomes.filter((outcome) => outcome === "reused").length;
  const written = outcomes.length - reused;
  writeCspManifest(job.outDir, job.previousDir ? await previousManifest(job.previousDir) : {});
  return {
    pages: pagePaths.length,
    rendered: pagePaths.length - skipped,
    written,
    reused,
    ms: Math.round(performance.now() - started),
  };
}
