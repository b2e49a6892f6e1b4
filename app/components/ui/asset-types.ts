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

export function videoOf(images: Record<string, GeneratedAsset>, name: string): string {
  const asset = images[name];
  if (asset?.kind !== "video") throw new Error(`No video named "${name}" in content/assets`);
  return asset.src;
}
