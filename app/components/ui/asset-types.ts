/** A picture or video produced by scripts/build-images.ts from content/assets/. */
export type GeneratedAsset =
  | {
      kind: "picture";
      src: string;
      /** Only for photos, which come in several widths. */
      srcSet?: string;
      width: number;
      height: number;
    }
  | { kind: "video"; src: string };

export type PictureAsset = Extract<GeneratedAsset, { kind: "picture" }>;

/**
 * One picture of a generated folder. A missing name throws, which stops the build's
 * prerendering: a page never ships with a broken image.
 */
export function pictureOf(images: Record<string, GeneratedAsset>, name: string): PictureAsset {
  const asset = images[name];
  if (asset?.kind !== "picture") throw new Error(`No picture named "${name}" in content/assets`);
  return asset;
}

/** A video of a generated folder if there is one: a sponsor may have only one format. */
export function videoIfAny(images: Record<string, GeneratedAsset>, name: string) {
  const asset = images[name];
  return asset?.kind === "video" ? asset.src : undefined;
}
