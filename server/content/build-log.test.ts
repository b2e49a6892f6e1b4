import { describe, expect, it } from "vitest";
import { createBuildLog } from "./build-log";

/** A prerender that fails as React Router's does: the cause once, then pages of HTML. */
function failedPrerender() {
  const progress = Array.from(
    { length: 40 },
    (_, index) => `build/client/assets/chunk-${index}.js   ${index}.12 kB │ gzip: 1.0 kB`,
  );
  const page = `<!DOCTYPE html><html lang="id"><head><title>Unexpected Server Error</title>${"<style>.x{}</style>".repeat(400)}</head>\n<body>${"<div>Unexpected Server Error</div>\n".repeat(600)}</body></html>`;
  return [
    "> fb8@1.0.0 build",
    ...progress,
    'Error: No video named "mitra-baru.webm" in content/assets',
    "    at videoOf (file:///src/build/server/index.js:101:11)",
    "Prerender (html): Received a 500 status code from `entry.server.tsx` while prerendering the `/` path.",
    "/",
    page,
    page,
    "npm ERR! code 1",
    "npm ERR! command failed",
  ].join("\n");
}

describe("a build's log", () => {
  it("keeps the line that names the error and the tail, without the HTML, within 16 KB", () => {
    const output = failedPrerender();
    expect(output.length).toBeGreaterThan(50_000);
    // The way it was kept before: the last 16 KB, all of it HTML.
    expect(output.slice(-16_000)).not.toContain("No video named");

    const log = createBuildLog(16_000);
    // In chunks that cut lines and the HTML anywhere, as a pipe delivers them.
    for (let at = 0; at < output.length; at += 997) log.append(output.slice(at, at + 997));
    const kept = log.text();
    expect(kept.length).toBeLessThanOrEqual(16_000);
    expect(kept).toContain('Error: No video named "mitra-baru.webm" in content/assets');
    expect(kept).toContain("Prerender (html): Received a 500 status code");
    expect(kept).toContain("npm ERR! command failed");
    expect(kept).not.toContain("<div>");
    expect(kept).not.toContain("<!DOCTYPE");
    expect(kept).toMatch(/\[halaman HTML, \d+ karakter, dihapus\]/);
  });

  it("keeps an error line that scrolled out of the tail", () => {
    const log = createBuildLog(2_000);
    log.append("Error: the cause\n");
    for (let index = 0; index < 500; index += 1) log.append(`progress line ${index}\n`);
    const kept = log.text();
    expect(kept.length).toBeLessThanOrEqual(2_000);
    expect(kept.startsWith("Error: the cause\n")).toBe(true);
    expect(kept).toContain("progress line 499");
  });

  it("a successful build's short log is kept whole", () => {
    const log = createBuildLog(16_000);
    log.append("✓ built in 12.3s\nprerendered 31 pages\n");
    expect(log.text()).toBe("✓ built in 12.3s\nprerendered 31 pages");
  });
});
