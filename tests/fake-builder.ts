import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SiteContent } from "../common/content-schema";
import { paths } from "../common/paths";
import type { BuildRequest, SiteBuilder } from "../server/content/builder";
import { cspManifestFile, fileDigest } from "../server/content-security-policy";

/** The fewest files the static site accepts as a build: a home page naming its title. */
export function writeMinimalSite(client: string, title: string) {
  const pages = {
    "/index.html": homePage(title),
    [`${paths.notFound}/index.html`]: "<h1>404</h1>",
  };
  const manifest: Record<string, { file: string; scripts: string[]; styles: string[] }> = {};
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), html);
    manifest[file] = { file: fileDigest(Buffer.from(html)), scripts: [], styles: [] };
  }
  writeFileSync(join(client, cspManifestFile), JSON.stringify(manifest));
}

const homePage = (title: string) => `<!doctype html><html><body><h1>${title}</h1></body></html>`;

/** A site folder standing for the build `npm start` serves. */
export function minimalStaticDir(title: string): string {
  const client = join(mkdtempSync(join(tmpdir(), "fb8-fake-site-")), "client");
  writeMinimalSite(client, title);
  return client;
}

/** Settles when the server's closing stops the build, as the real build's process group is. */
const abortOf = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });

type Deferred = { promise: Promise<void>; open(): void };
const deferred = (): Deferred => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

/**
 * A builder that writes a minimal site instead of running the project's build, laid out as
 * the real one works (it empties its folder, builds in src/ and renames the result to
 * client/), so that two builds sent to one folder break each other as real ones do. `hold()`
 * keeps builds waiting until `release()`; `failing` makes them fail. A preview's home page says
 * "PRATINJAU" before the title, as the real one shows a banner.
 */
export function fakeBuilder() {
  let gate: Deferred | undefined;
  const fake = {
    calls: [] as BuildRequest[],
    failing: false,
    hold() {
      gate = deferred();
    },
    release() {
      gate?.open();
      gate = undefined;
    },
    builder: {
      async build(request) {
        fake.calls.push(request);
        const source = join(request.dir, "src");
        await rm(request.dir, { recursive: true, force: true });
        await mkdir(source, { recursive: true });
        await Promise.race([gate?.promise, abortOf(request.signal)]);
        if (request.signal?.aborted) return { ok: false, log: "Build palsu dihentikan." };
        if (fake.failing) return { ok: false, log: "Build palsu gagal." };
        const out = join(source, "out");
        const title = titleOf(request.content);
        writeMinimalSite(out, request.preview ? `PRATINJAU ${title}` : title);
        await writeFile(join(source, "done"), "");
        await rename(out, join(request.dir, "client"));
        await rm(source, { recursive: true, force: true });
        return { ok: true, log: "build palsu" };
      },
    } satisfies SiteBuilder,
  };
  return fake;
}

export const titleOf = (content: SiteContent) => content.pages.home.hero.title;
