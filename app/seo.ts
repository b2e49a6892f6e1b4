import { festival } from "../content";
import { sharingCards } from "./generated/images/sharing";

/** An absolute URL on the published site (PUBLIC_URL at build time). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${__PUBLIC_URL__}/`).toString();
}

/**
 * Title, description, canonical link and link-preview tags of one page. The texts arrive with
 * the festival's name already filled in (content/index.ts). `card` names a picture from
 * app/generated/images/sharing.
 */
export function pageMeta(
  meta: { title: string; description: string },
  path: string,
  card = "default",
) {
  const { title, description } = meta;
  const image = sharingCards[card] ?? sharingCards.default;
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "id_ID" },
    { property: "og:site_name", content: festival.product },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(image) },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:image", content: absoluteUrl(image) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
