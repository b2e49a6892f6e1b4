import { createHash } from "node:crypto";
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../tests/build-app";
import { writeMiniSite } from "../tests/mini-site";
import { cspManifestFile } from "./content-security-policy";
import { inlineHashes, writeCspManifest } from "./render/csp-manifest";

/**
 * Pages shaped like React Router's: a context script, a module script, the loader data, and a
 * style block such as a first paint's inline CSS. Each page's differ, as the real ones do.
 */
const page = (name: string) => `<!DOCTYPE html><html lang="id"><head><title>${name}</title>
<style>.hero{color:#f5c04e}</style></head><body><h1>${name}</h1>
<script>window.__reactRouterContext = {"page":"${name}","text":"a &amp; b \\u003c/script>"};</script>
<script type="module" async>import "/assets/root-abc123.js";
window.__route = "${name}";</script>
<script type="application/ld+json">{"@type":"Event"}</script>
<script src="/assets/root-abc123.js"></script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The inline scripts and style blocks of `html`, read here independently of the build step. */
function inlineSources(html: string) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes("json"))
    .map(([, , text]) => text ?? "");
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? "");
  return { scripts, styles };
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The sources of one directive of a Content-Security-Policy header. */
function sourcesOf(policy: unknown, directive: string): string[] {
  const found = String(policy)
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.slice(1);
}

let site: ReturnType<typeof writeMiniSite>;
beforeEach(() => {
  site = writeMiniSite();
  for (const [file, name] of [
    ["index.html", "Beranda"],
    ["about/index.html", "About"],
    ["not-found/index.html", "Page Not Found"],
    ["__spa-fallback.html", "Konsol panitia"],
  ]) {
    writeFileSync(join(site.dir, file ?? ""), page(name ?? ""));
  }
  writeCspManifest(site.dir);
});
afterEach(() => site.remove());

describe("each page's Content-Security-Policy", () => {
  it.each([
    ["GET", "/", 200],
    ["GET", "/about", 200],
    ["GET", "/about/index.html", 200],
    ["GET", "/not-found", 404],
    ["GET", "/tidak-ada", 404],
    ["POST", "/about", 405],
    ["GET", "/panitia", 200],
    ["GET", "/panitia/suara", 200],
  ] as const)(
    "%s %s allows that page's inline scripts and style blocks by hash only",
    async (method, url, status) => {
      const { app } = await buildTestApp({ staticDir: site.dir });
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      const policy = response.headers["content-security-policy"];
      const { scripts, styles } = inlineSources(response.body);
      expect(scripts).toHaveLength(3);
      expect(sourcesOf(policy, "script-src")).toEqual(["'self'", ...scripts.map(hashOf)]);
      expect(sourcesOf(policy, "style-src-elem")).toEqual(["'self'", ...styles.map(hashOf)]);
      expect(sourcesOf(policy, "script-src-attr")).toEqual(["'none'"]);
      // Self-hosted fonts and stylesheets: nothing from elsewhere.
      expect(sourcesOf(policy, "style-src")).toEqual(["'self'"]);
      expect(sourcesOf(policy, "font-src")).toEqual(["'self'"]);
    },
  );

  it("gives two pages two policies, each with its own scripts", async () => {
    const { app } = await buildTestApp({ staticDir: site.dir });
    const home = (await app.inject("/")).headers["content-security-policy"];
    const about = (await app.inject("/about")).headers["content-security-policy"];
    expect(home).not.toBe(about);
    const [, aboutModule] = inlineSources(page("About")).scripts;
    expect(sourcesOf(about, "script-src")).toContain(hashOf(aboutModule ?? ""));
    expect(sourcesOf(home, "script-src")).not.toContain(hashOf(aboutModule ?? ""));
  });

  it("allows no inline script at all on what is not a page", async () => {
    const { app } = await buildTestApp({ staticDir: site.dir });
    for (const url of ["/robots.txt", "/assets/root-abc123.js"]) {
      const policy = (await app.inject(url)).headers["content-security-policy"];
      expect(sourcesOf(policy, "script-src"), url).toEqual(["'self'"]);
      expect(sourcesOf(policy, "style-src-elem"), url).toEqual(["'self'"]);
    }
  });

  it("never serves the manifest itself", async () => {
    const { app } = await buildTestApp({ staticDir: site.dir });
    expect((await app.inject(cspManifestFile)).statusCode).toBe(404);
  });

  it("refuses to start on a page changed after the manifest was written", async () => {
    appendFileSync(join(site.dir, "about/index.html"), "<script>alert(1)</script>");
    await expect(buildTestApp({ staticDir: site.dir })).rejects.toThrow(
      /\/about\/index\.html .*npm run build/,
    );
  });

  it("refuses to start without a manifest", async () => {
    rmSync(join(site.dir, cspManifestFile));
    await expect(buildTestApp({ staticDir: site.dir })).rejects.toThrow(/npm run build/);
  });
});

describe("the build's hashes", () => {
  it("hash a script's text as the browser reads it: raw, up to its own end tag", () => {
    const { scripts, styles } = inlineHashes(
      `<script>if (a &amp;&amp; b < c) x("</scr" + "ipt>")</script><style>a{}</style>`,
    );
    expect(scripts).toEqual([hashOf(`if (a &amp;&amp; b < c) x("</scr" + "ipt>")`)]);
    expect(styles).toEqual([hashOf("a{}")]);
  });

  it("skip scripts with a source and JSON data blocks, and keep module scripts", () => {
    const { scripts } = inlineHashes(
      `<script src="/a.js"></script><script type="application/ld+json">{}</script><script type="module">import "/b.js";</script>`,
    );
    expect(scripts).toEqual([hashOf(`import "/b.js";`)]);
  });

  it.each([
    `<img src="/a.png" onerror="alert(1)">`,
    `<a href="javascript:alert(1)">x</a>`,
    `<link rel="preload" as="style" href="/a.css" onload="this.rel='stylesheet'">`,
  ])("fail the build on inline code a hash cannot allow: %s", (html) => {
    expect(() => inlineHashes(html)).toThrow(/inline event handlers/);
  });
});
