import { readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { consolePaths, paths } from "../../common/paths";
import { type VoteCategory, voteCategories } from "../../common/vote-category";
import { builtPages, listBuiltFiles } from "../built-site";
import {
  contentSecurityPolicy,
  cspManifestFile,
  loadPagePolicies,
} from "../content-security-policy";

const htmlCacheControl = "no-cache";
const yearInSeconds = 31_536_000;
/** React Router writes this page for the routes it does not prerender: the console's. */
const spaFallbackFile = "/__spa-fallback.html";

/** /panitia and everything under it: the console, which the browser renders by itself. */
function isConsolePath(path: string): boolean {
  return path === consolePaths.home || path.startsWith(`${consolePaths.home}/`);
}

// A path one step under a picker that is not a prerendered dish: the specification sends
// those to /not-found rather than showing the not-found page in place. A year under the
// results that is no archived edition goes there too: served in place, the not-found page
// would hydrate under the archived results' route and not match it.
function unknownDishOf(path: string): { category: VoteCategory; slug: string } | undefined {
  for (const category of voteCategories) {
    const picker = paths.picker(category);
    const rest = path.slice(picker.length);
    if (path.startsWith(picker) && /^\/[^/]+$/.test(rest)) return { category, slug: rest.slice(1) };
  }
  return undefined;
}

function isUnknownResultsYear(path: string): boolean {
  return path.startsWith(paths.results) && /^\/[^/]+$/.test(path.slice(paths.results.length));
}

/** The query of a request's URL, with its `?`, or nothing. */
const queryOf = (url: string) => {
  const start = url.indexOf("?");
  return start === -1 ? "" : url.slice(start);
};

export type SitePageOptions = {
  /**
   * Where the dish an unknown dish path names lives now, if the slug was the dish's before:
   * a path of this site (server/content/dish-slugs.ts), or undefined.
   */
  formerDishPage?: (category: VoteCategory, slug: string) => Promise<string | undefined>;
};

/**
 * The request's path, normalised (`/a/../b` is `/b`). The URL is read relative to our own
 * origin, so `//a:99999/` is a path, not a host; anything still unparsable has no page.
 */
function pathnameOf(url: string): string | undefined {
  try {
    return new URL(`http://localhost${url.startsWith("/") ? "" : "/"}${url}`).pathname;
  } catch {
    return undefined;
  }
}

export type StaticSite = {
  /** Registers the routes that serve the build's pages and files. */
  plugin: (app: FastifyInstance, options: SitePageOptions) => Promise<void>;
  /** The prerendered not-found page: for unknown paths (404) and for other methods (405). */
  sendNotFoundPage(reply: FastifyReply, status: number): FastifyReply;
  /**
   * Serves another build from the next request on (a published release). The previous
   * builds' /assets stay reachable: a page loaded before the switch still finds its scripts.
   */
  switchTo(root: string): void;
  /** The folder served now. */
  root(): string;
};

/** Builds whose hashed /assets are still served after a switch (as many as releases are kept). */
const earlierBuildsKept = 5;

type LoadedBuild = {
  root: string;
  /** A preview of the committee's draft: never cached, never indexed. */
  preview: boolean;
  files: Set<string>;
  pages: Map<string, string>;
  notFoundFile: string;
  notFoundPage: Buffer;
  policyOf(file: string): string;
  policies: Map<string, string>;
};

/** Reads a build folder once: the files it holds, its pages, and each page's policy. */
function loadBuild(root: string, preview = false): LoadedBuild {
  // The manifest is build metadata, not part of the site.
  const files = new Set(listBuiltFiles(root).filter((file) => file !== cspManifestFile));
  const pages = builtPages(files);
  const notFoundFile = pages.get(paths.notFound);
  if (!notFoundFile) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  }
  // Each HTML file's Content-Security-Policy, with the hashes of its own inline scripts.
  const policies = loadPagePolicies(
    root,
    [...files].filter((file) => file.endsWith(".html")),
  );
  const policyOf = (file: string) => policies.get(file) ?? contentSecurityPolicy();
  // Held in memory so any context can send it, including Fastify's not-found handler, where
  // @fastify/static's sendFile does not exist. @fastify/compress still compresses it.
  const notFoundPage = readFileSync(join(root, notFoundFile));
  return { root, preview, files, pages, notFoundFile, notFoundPage, policyOf, policies };
}

/**
 * Serves the prerendered site. Requests are matched against the files that the build wrote,
 * never mapped onto the file system, so no path can escape the build folder. Each request
 * reads the build served at its start, so a switch never mixes two builds in one answer.
 */
export function loadStaticSite(
  initialRoot: string,
  options: {
    /** The preview build this request may see (a signed-in committee member's cookie), if any. */
    previewFor?: (request: FastifyRequest) => string | undefined;
  } = {},
): StaticSite {
  let current = loadBuild(initialRoot);
  let earlier: LoadedBuild[] = [];
  let preview: LoadedBuild | undefined;
  const buildFor = (request: FastifyRequest): LoadedBuild => {
    const previewRoot = options.previewFor?.(request);
    if (!previewRoot) return current;
    if (preview?.root !== previewRoot) preview = loadBuild(previewRoot, true);
    return preview;
  };

  const sendNotFoundPage = (reply: FastifyReply, status: number, build = current) =>
    reply
      .code(status)
      .header("cache-control", htmlCacheControl)
      .header("content-security-policy", build.policyOf(build.notFoundFile))
      .type("text/html; charset=utf-8")
      .send(build.notFoundPage);

  async function plugin(app: FastifyInstance, pageOptions: SitePageOptions) {
    await app.register(fastifyStatic, {
      root: initialRoot,
      serve: false,
      preCompressed: true,
      // Cache headers are chosen per file below.
      cacheControl: false,
    });

    const sendPage = (reply: FastifyReply, build: LoadedBuild, file: string, status: number) =>
      reply
        .code(status)
        .header("cache-control", build.preview ? "no-store" : htmlCacheControl)
        .header("x-robots-tag", build.preview ? "noindex, nofollow" : undefined)
        .header("content-security-policy", build.policyOf(file))
        .sendFile(file.slice(1), build.root);

    // The console's page holds nothing but scripts; it is never cached (a new build must
    // reach the committee at once) and never indexed.
    const sendConsolePage = (reply: FastifyReply, build: LoadedBuild) =>
      reply
        .code(200)
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .header("content-security-policy", build.policyOf(spaFallbackFile))
        .sendFile(spaFallbackFile.slice(1), build.root);

    app.get("/*", async (request, reply) => {
      const build = buildFor(request);
      const pathname = pathnameOf(request.url);
      if (pathname === undefined) return sendNotFoundPage(reply, 404, build);
      const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;

      if (isConsolePath(path) && build.files.has(spaFallbackFile)) {
        return sendConsolePage(reply, build);
      }

      const page = build.pages.get(path);
      // /not-found is where unknown dishes are sent; it still says "not found" to crawlers.
      if (page) return sendPage(reply, build, page, page === build.notFoundFile ? 404 : 200);

      const holder = build.files.has(path)
        ? build
        : path.startsWith("/assets/")
          ? earlier.find((older) => older.files.has(path))
          : undefined;
      if (holder) {
        if (path.startsWith("/assets/")) {
          // Vite puts a content hash in every name under /assets, so they never change.
          reply.header("cache-control", `public, max-age=${yearInSeconds}, immutable`);
        } else if (path.endsWith(".data") || build.preview) {
          // Prerendered loader data belongs to its page and must be as fresh as the HTML.
          reply.header("cache-control", htmlCacheControl);
        } else {
          reply.header("cache-control", "public, max-age=3600");
        }
        // A page asked for by its file name (/about/index.html) still hydrates.
        const policy = holder.policies.get(path);
        if (policy) reply.header("content-security-policy", policy);
        return reply.sendFile(path.slice(1), holder.root);
      }

      const dish = unknownDishOf(path);
      if (dish) {
        // A slug the dish had before: printed posters and shared links open its page for good.
        const now = await pageOptions.formerDishPage?.(dish.category, dish.slug);
        if (now) return reply.redirect(`${now}${queryOf(request.url)}`, 301);
        return reply.redirect(paths.notFound, 302);
      }
      if (isUnknownResultsYear(path)) return reply.redirect(paths.notFound, 302);
      return sendNotFoundPage(reply, 404, build);
    });
  }

  function switchTo(root: string) {
    if (root === current.root) return;
    // Loaded in full before the switch: a broken folder throws here and nothing changes.
    const next = loadBuild(root);
    earlier = [current, ...earlier.filter((older) => older.root !== root)].slice(
      0,
      earlierBuildsKept,
    );
    current = next;
  }

  return {
    plugin,
    sendNotFoundPage: (reply, status) => sendNotFoundPage(reply, status),
    switchTo,
    root: () => current.root,
  };
}
