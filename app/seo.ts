import { withProduct } from "../common/catalogue";

/** Title and description of one page, with {product} filled in from the festival content. */
export function pageMeta(meta: { title: string; description: string }) {
  const title = withProduct(meta.title);
  const description = withProduct(meta.description);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "id_ID" },
  ];
}
