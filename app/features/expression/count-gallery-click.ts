import { apiPaths } from "../../../common/paths";

/**
 * Adds one to the Expression click counter. The link opens its new tab by itself, whatever
 * happens here; `keepalive` lets the request finish even if this page is left at once.
 * A failure is only logged, in the specification's words: the visitor has their gallery.
 */
export function countGalleryClick(): void {
  fetch(apiPaths.expressionClicks, { method: "POST", keepalive: true })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    })
    .catch((error: unknown) => {
      console.error("Error adding document: ", error);
    });
}
