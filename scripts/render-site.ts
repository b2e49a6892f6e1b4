import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { storedSiteContentSchema } from "../common/content-schema";
import { publicUrl } from "../common/public-url";
import { archive } from "../content";
import { readContentFolder } from "../content/content-folder.server";
import { artInputsFileOf, artInputsOf } from "../server/content/art-inputs";
import { clientBuildDir, rendererEntryOf } from "../server/render/code-build";
import { renderRelease } from "../server/render/render-release";

/**
 * The build's last step: renders the repository's content (the first edition) into
 * build/client with the very renderer the server renders every release with, so that
 * `npm run serve` and the audits have a whole site without a database.
 */
const root = resolve(".");
const content = storedSiteContentSchema.parse(await readContentFolder(resolve(root, "content")));
const outcome = await renderRelease({
  serverEntry: rendererEntryOf(root),
  codeDir: resolve(root, clientBuildDir),
  outDir: resolve(root, clientBuildDir),
  // The whole build of a preview (server/content/release-build.ts) says so on every page.
  source: {
    content,
    archive,
    preview: process.env.CONTENT_PREVIEW === "1",
    ...(process.env.CONTENT_PREVIEW_REVISION
      ? { previewRevision: Number(process.env.CONTENT_PREVIEW_REVISION) }
      : {}),
    publicUrl: publicUrl(),
  },
});
console.log(`render: ${outcome.pages} pages in ${outcome.ms} ms`);
// What the code's pictures and maps were made from: a release with the same renders in a second.
writeFileSync(artInputsFileOf(root), artInputsOf(content));
