import { writeCspManifest } from "../server/render/csp-manifest";

/**
 * A build step: hashes every inline script and style block of the built pages for their
 * Content-Security-Policy. It runs after every step that writes or changes HTML in
 * build/client, and before the precompression, so that what is hashed is what is served.
 */
const root = "build/client";
const manifest = writeCspManifest(root);
const pages = Object.values(manifest);
const distinct = new Set(pages.flatMap((page) => [...page.scripts, ...page.styles]));
console.log(
  `csp: ${pages.length} pages, ${distinct.size} distinct inline hashes (at most ${Math.max(
    ...pages.map((page) => page.scripts.length + page.styles.length),
  )} on one page)`,
);
