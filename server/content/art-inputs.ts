import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteContent } from "../../common/content-schema";
import { rendererBuildDir } from "../render/code-build";
import { mediaPlacements } from "./release-media";

/**
 * What of the content the code's build turns into pictures (scripts/build-images.ts): the
 * uploads placed among the drawings, the results' link-preview title and the flags the dishes
 * fly. A release whose inputs equal the build's is rendered with it in a second; any other
 * still needs the whole build (server/content/render-builder.ts), until pictures are processed
 * at upload. The dishes' map markers are not among them: the maps are drawn without them, and
 * the pickers' loaders place each release's markers when it is rendered
 * (common/map-markers.ts), where a marker off its map fails the render with the dish's slug.
 */
export function artInputsOf(content: SiteContent): string {
  return JSON.stringify({
    media: mediaPlacements(content),
    resultsCard: content.pages.results.card,
    flags: [...new Set(content.dishes.flatMap((dish) => dish.origin.flag ?? []))].sort(),
  });
}

/** Written beside the server build by `npm run build` (scripts/render-site.ts). */
export const artInputsFileOf = (projectRoot: string) =>
  join(projectRoot, rendererBuildDir, "art-inputs.json");

export async function builtArtInputs(projectRoot: string): Promise<string | undefined> {
  return readFile(artInputsFileOf(projectRoot), "utf8").catch(() => undefined);
}
