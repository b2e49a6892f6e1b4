import { join } from "node:path";
import type { SiteContent } from "../../common/content-schema";
import { clientBuildDir, rendererEntryOf } from "../render/code-build";
import { type Renderer, RenderStopped } from "../render/renderer";
import { artInputsOf, builtArtInputs } from "./art-inputs";
import type { SiteBuilder } from "./builder";
import { buildStoppedText, builtSiteOf } from "./release-build";
import { missingDrawings } from "./release-media";

/**
 * Makes a release's site by rendering its pages with the code built once per version
 * (server/render), in a worker thread: a second, where the whole build took a minute. A
 * release whose pictures differ from the ones the code was built with (an upload, a flag no
 * dish flew) still takes the whole build (`wholeBuild`), which renders its pages the same way
 * at its end (docs/decisions/0042-content-through-loaders.md). Map markers are placed by the
 * pickers' loaders, so a new dish or a moved origin is rendered.
 */
export function createRenderBuilder(options: {
  projectRoot: string;
  renderer: Renderer;
  /** PUBLIC_URL: the canonical links, link previews, sitemap and QR code. */
  publicUrl: string;
  wholeBuild: SiteBuilder;
  /** The site served now, whose unchanged pages a new release links instead of writing. */
  servedSite: () => string | undefined;
  timeoutMs: number;
}): SiteBuilder {
  const codeArt = builtArtInputs(options.projectRoot);
  const rendersWithCode = async (content: SiteContent) => (await codeArt) === artInputsOf(content);
  return {
    async build(request) {
      if (!(await rendersWithCode(request.content))) {
        const outcome = await options.wholeBuild.build(request);
        const why = "Gambar atau peta berubah: seluruh situs dibangun ulang.";
        return { ...outcome, log: `${why}\n${outcome.log}` };
      }
      const missing = missingDrawings(request.content, join(options.projectRoot, "content/assets"));
      if (missing.length > 0) return { ok: false, log: missing.join("\n") };
      try {
        const outcome = await options.renderer.render(
          {
            serverEntry: rendererEntryOf(options.projectRoot),
            codeDir: join(options.projectRoot, clientBuildDir),
            outDir: builtSiteOf(request.dir),
            previousDir: request.reuseFrom ?? options.servedSite(),
            compress: !request.preview,
            source: {
              content: request.content,
              archive: request.archive,
              preview: request.preview ?? false,
              ...(request.previewRevision === undefined
                ? {}
                : { previewRevision: request.previewRevision }),
              publicUrl: options.publicUrl,
            },
          },
          { signal: request.signal, timeoutMs: options.timeoutMs },
        );
        return {
          ok: true,
          log: `${outcome.pages} halaman dalam ${outcome.ms} ms: ${outcome.rendered} dirender ulang, ${outcome.written} berkas berubah.`,
        };
      } catch (error) {
        if (error instanceof RenderStopped && request.signal?.aborted) {
          return { ok: false, log: buildStoppedText };
        }
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, log: `Render gagal: ${message}` };
      }
    },
  };
}
