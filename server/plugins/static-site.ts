import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

const precompressedSuffixes = [".br", ".gz"];
const htmlCacheControl = "no-cache";
const yearInSeconds = 31_536_000;

/** Every file of the build, as URL paths, read once at start-up. */
function listBuiltFiles(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !precompressedSuffixes.some((suffix) => path.endsWith(suffix)));
}

/** `/about/index.html` is the page `/about`; the home page is `/`. */
function pagePathOf(file: string): string | undefined {
  if (!file.endsWith("/index.html")) return undefined;
  const page = file.slice(0, -"/index.html".length);
  return page === "" ? "/" : page;
}

// Paths under a category that are not prerendered dishes: the specification sends those to
// /not-found rather than showing the not-found page in place.
const dishPathPattern = /^\/8trepreneur\/(domestic|international)\/[^/]+\/?$/;

/**
 * Serves the prerendered site. Requests are matched against the files that the build wrote,
 * never mapped onto the file system, so no path can escape the build folder.
 */
export async function staticSite(app: FastifyInstance, options: { root: string }) {
  const files = new Set(listBuiltFiles(options.root));
  const pages = new Map<string, string>();
  for (const file of files) {
    const page = pagePathOf(file);
    if (page) pages.set(page, file);
  }
  const notFoundFile = pages.get("/not-found");
  if (!notFoundFile) {
    throw new Error(`No built site in ${options.root}: run "npm run build" first.`);
  }

  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    preCompressed: true,
    // Cache headers are chosen per file below.
    cacheControl: false,
  });

  const sendPage = (reply: FastifyReply, file: string, status: number) =>
    reply.code(status).header("cache-control", htmlCacheControl).sendFile(file.slice(1));

  app.get("/*", async (request, reply) => {
    const { pathname } = new URL(request.url, "http://localhost");
    const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;

    const page = pages.get(path);
    // /not-found is where unknown dishes are sent; it still says "not found" to crawlers.
    if (page) return sendPage(reply, page, page === notFoundFile ? 404 : 200);

    if (files.has(path)) {
      if (path.startsWith("/assets/")) {
        // Vite puts a content hash in every name under /assets, so they never change.
        reply.header("cache-control", `public, max-age=${yearInSeconds}, immutable`);
      } else if (path.endsWith(".data")) {
        // Prerendered loader data belongs to its page and must be as fresh as the HTML.
        reply.header("cache-control", htmlCacheControl);
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
      return reply.sendFile(path.slice(1));
    }

    if (dishPathPattern.test(path)) return reply.redirect("/not-found", 302);
    return sendPage(reply, notFoundFile, 404);
  });
}
