import { join } from "node:path";

/**
 * What `npm run build` makes once per version of the code: the client's scripts, styles and
 * pictures in build/client, and React Router's server build in build/renderer, with which the
 * running server renders every release's pages (render-release.ts).
 */
export const clientBuildDir = "build/client";
export const rendererBuildDir = "build/renderer";

/** The server build's entry, from the project's root. */
export const rendererEntryOf = (projectRoot: string) =>
  join(projectRoot, rendererBuildDir, "index.js");
