import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";

// The end of a page as React Router 7 prerenders it (app/entry.server.tsx), shortened.
const page = `<html><head></head><body><main>Halo</main><link rel="modulepreload" href="/assets/manifest-1.js" suppressHydrationWarning/><link rel="modulepreload" href="/assets/entry.client-2.js" suppressHydrationWarning/><link rel="modulepreload" href="/assets/shared-3.js" suppressHydrationWarning/><link rel="modulepreload" href="/assets/root-4.js" suppressHydrationWarning/><script suppressHydrationWarning type="module" async>import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  it("drops the preload links and loads every module after the first paint, the entry last", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    const script = html.slice(html.indexOf("<script"));
    const waits = script.indexOf("first-contentful-paint");
    const loads = script.indexOf(
      'await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/shared-3.js")])',
    );
    const registers = script.indexOf("window.__reactRouterRouteModules");
    const entry = script.indexOf('import("/assets/entry.client-2.js")');
    expect(waits).toBeGreaterThan(0);
    expect(loads).toBeGreaterThan(waits);
    expect(script).toContain("const [, route0, ] = await");
    expect(registers).toBeGreaterThan(loads);
    expect(entry).toBeGreaterThan(registers);
  });

  it("fails the build when React Router's bootstrap script changes shape", () => {
    expect(() => scriptsAfterFirstPaint("<html><body><main>Halo</main></body></html>")).toThrow(
      /scripts-after-first-paint/,
    );
  });
});
