import { images as brand } from "../../generated/images/brand";
import { pictureOf } from "./asset-types";

/**
 * The festival mark (content/assets/brand/logo.svg). Decorative wherever the festival name
 * stands beside it, which is everywhere it is used.
 */
export function FestivalLogo({ size = 40 }: { size?: number }) {
  const logo = pictureOf(brand, "logo");
  return (
    <img
      className="festival-logo"
      src={logo.src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
    />
  );
}
