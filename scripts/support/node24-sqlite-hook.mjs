/**
 * Loaded with `--import` by scripts/test-node24.sh, into Node 24 and every process it starts
 * (NODE_OPTIONS): better-sqlite3 resolves to the copy of the package built for Node 24
 * (FB8_NODE24_SQLITE), so that the suites on Node 20 can keep the project's own build while
 * both run side by side. A path into node_modules/better-sqlite3/ (Vitest resolves packages to
 * their files before importing them) is turned into the same path in the copy.
 */
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

const copy = process.env.FB8_NODE24_SQLITE;
if (!copy) throw new Error("FB8_NODE24_SQLITE must name the better-sqlite3 built for Node 24");
const copyUrl = `${pathToFileURL(copy).href}/`;
const marker = "/node_modules/better-sqlite3/";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const at = resolved.url.lastIndexOf(marker);
    if (at === -1) return resolved;
    return { ...resolved, url: copyUrl + resolved.url.slice(at + marker.length) };
  },
});
