import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteContent } from "../../common/content-schema";
import { rendererBuildDir } from "../render/code-build";
import { mediaPlacements } from "./release-media";

/**
 * What of the content the code's build turns into pictures and maps (scripts/build-images.ts,
 * scripts/build-maps.ts): the uploads placed among the drawings, the results' link-preview
 * title, the flags the dishes fly and the dishes' map markers. A release whose inputs equal
 * the build's is rendered with it in a second; any other still needs the whole build
 * (server/content/render-builder.ts), until pictures are processed at upload.
 */
export function artInputsOf(content: SiteContent): string {
  const dishes = [...content.dishes].sort((a, b) => a.slug.localeCompare(b.slug));
  return JSON.stringify({
    media: mediaPlacements(content),
    resultsCard: content.pages.results.card,
    flags: [...new Set(dishes.flatMap((dish) => dish.origin.flag ?? []))].sort(),
    markers: dishes.map((dish) => [
      dish.category,
      dish.slug,
      dish.image.file,
      dish.origin.marker.longitude,
      dish.origin.marker.latitude,
    ]),
  });
}

/** Written beside the server build by `npm run build` (scripts/render-site.ts). */
export const artInputsFileOf = (projectRoot: string) =>
  join(projectRoot, rendererBuildDir, "art-inputs.json");

export async function builtArtInputs(projectRoot: string): Promise<string | undefined> {
  return readFile(artInputsFileOf(projectRoot), "utf8").catch(() => undefined);
}
