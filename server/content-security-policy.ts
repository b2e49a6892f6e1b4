import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The build writes this beside the pages (scripts/write-csp-hashes.ts): for each HTML file,
 * the hashes of its inline scripts and style blocks. The server reads it at start-up and never
 * serves it.
 */
export const cspManifestFile = "/__csp-hashes.json";

/** What the build found in one HTML file; hashes are CSP sources, `'sha256-…'`. */
export type InlineHashes = {
  /** SHA-256 (hex) of the whole file, so a page changed after the build is caught at start-up. */
  file: string;
  scripts: string[];
  styles: string[];
};

/** HTML file path (`/about/index.html`) → what its inline code hashes to. */
export type CspManifest = Record<string, InlineHashes>;

/** A CSP hash source for a script's or style block's text, as the browser hashes it (UTF-8). */
export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export const fileDigest = (content: Buffer) => createHash("sha256").update(content).digest("hex");

/**
 * Every page's policy, before its own hashes are added. No third party anywhere: fonts,
 * pictures, videos and the proof-of-work worker are our own files. Style attributes stay
 * allowed because prerendered markup carries them (the maps' markers are placed by
 * `style="left:…;top:…"`, the console's loading line too); a style attribute cannot run code.
 * Style blocks and scripts are allowed by hash only (docs/decisions/0025).
 */
const baseDirectives: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["connect-src", ["'self'"]],
  ["font-src", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
  ["img-src", ["'self'", "data:"]],
  ["media-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["script-src", ["'self'"]],
  ["script-src-attr", ["'none'"]],
  ["style-src", ["'self'"]],
  ["style-src-elem", ["'self'"]],
  ["style-src-attr", ["'unsafe-inline'"]],
];

/**
 * The Content-Security-Policy header of a page whose inline scripts and style blocks hash to
 * `hashes`; without them, the policy of everything else the site serves (pictures, the SVG
 * maps opened on their own), which allows no inline script at all.
 */
export function contentSecurityPolicy(hashes?: Pick<InlineHashes, "scripts" | "styles">): string {
  const extra: Record<string, readonly string[]> = {
    "script-src": hashes?.scripts ?? [],
    "style-src-elem": hashes?.styles ?? [],
  };
  return baseDirectives
    .map(([name, sources]) => {
      const all = [...sources, ...new Set(extra[name] ?? [])];
      return `${name} ${all.join(" ")}`;
    })
    .join("; ");
}

/**
 * Each HTML file of the build in `root` → its header. Refuses to start, with the command that
 * fixes it, when the manifest is missing, lacks a page, or was written for other HTML than the
 * files there now: a page served with hashes of older scripts would not hydrate.
 */
export function loadPagePolicies(root: string, htmlFiles: Iterable<string>): Map<string, string> {
  let manifest: CspManifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, cspManifestFile), "utf8"));
  } catch (error) {
    throw new Error(`No readable ${cspManifestFile} in ${root}: run "npm run build" first.`, {
      cause: error,
    });
  }
  const policies = new Map<string, string>();
  for (const file of htmlFiles) {
    const hashes = manifest[file];
    const actual = fileDigest(readFileSync(join(root, file)));
    if (!hashes || hashes.file !== actual) {
      throw new Error(
        `${file} in ${root} is not the page ${cspManifestFile} was written for: run "npm run build" (or "tsx scripts/write-csp-hashes.ts" after changing built pages).`,
      );
    }
    policies.set(file, contentSecurityPolicy(hashes));
  }
  return policies;
}
