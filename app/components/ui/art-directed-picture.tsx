import { type GeneratedAsset, type PictureAsset, pictureOf } from "./asset-types";
import { loadingAttributes } from "./responsive-image";

type Props = {
  /** The picture for screens matching `media`. */
  alternative: PictureAsset;
  media: string;
  /** The picture otherwise. */
  fallback: PictureAsset;
  alt: string;
  eager?: boolean;
  className?: string;
};

/**
 * Two drawings of one picture, each composed for its screen (not one picture cropped). The
 * browser downloads only the one whose media query matches.
 */
export function ArtDirectedPicture({ alternative, media, fallback, alt, eager, className }: Props) {
  return (
    <picture className={className}>
      <source
        media={media}
        srcSet={alternative.srcSet ?? alternative.src}
        width={alternative.width}
        height={alternative.height}
      />
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        {...loadingAttributes(eager ?? false)}
      />
    </picture>
  );
}

/**
 * The decorative backdrop of a page's first screen, drawn twice: `name` for wide screens and
 * `name-mobile` for phones. It is the page's first picture, so it loads at once.
 */
export function FirstScreenArt({
  images,
  name,
  className,
}: {
  images: Record<string, GeneratedAsset>;
  name: string;
  className: string;
}) {
  return (
    <ArtDirectedPicture
      className={className}
      alternative={pictureOf(images, `${name}-mobile`)}
      media="(max-width: 767px)"
      fallback={pictureOf(images, name)}
      alt=""
      eager
    />
  );
}
