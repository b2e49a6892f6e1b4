import type { PictureAsset } from "./asset-types";

type Props = {
  asset: PictureAsset;
  /** Indonesian description; empty ("") for a purely decorative picture. */
  alt: string;
  /** How wide the picture is shown, for photos in several widths. */
  sizes?: string;
  /** Only the first picture a visitor sees is loaded eagerly; all others wait for scrolling. */
  eager?: boolean;
  className?: string;
};

/** Only the first picture a visitor sees loads at once, first in line; the others wait. */
export function loadingAttributes(eager: boolean) {
  return {
    loading: eager ? "eager" : "lazy",
    decoding: eager ? "sync" : "async",
    fetchPriority: eager ? "high" : undefined,
  } as const;
}

/** An <img> that reserves its space (width and height) and loads lazily unless told not to. */
export function ResponsiveImage({ asset, alt, sizes = "100vw", eager = false, className }: Props) {
  return (
    <img
      className={className}
      src={asset.src}
      srcSet={asset.srcSet}
      sizes={asset.srcSet ? sizes : undefined}
      width={asset.width}
      height={asset.height}
      alt={alt}
      {...loadingAttributes(eager)}
    />
  );
}
