import { sharingCards } from "./generated/images/sharing";
import type { ContentView } from "./site-content/content-view";

/** An absolute URL on the published site: PUBLIC_URL, as the root's loader gives it. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/**
 * Title, description, canonical link and link-preview tags of one page. The texts arrive with
 * the festival's name already filled in (site-content/render-source.server.ts). `card` names a picture from
 * app/generated/images/sharing.
 */
export function pageMeta(
  site: Pick<ContentView, "festival" | "publicUrl">,
  meta: { title: string; description: string },
  path: string,
  card = "default",
) {
  const { title, description } = meta;
  const image = sharingCards[card] ?? sharingCards.default;
  const url = absoluteUrl(site.publicUrl, path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "id_ID" },
    { property: "og:site_name", content: site.festival.product },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(site.publicUrl, image) },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:image", content: absoluteUrl(site.publicUrl, image) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
