import { useCallback, useRef } from "react";
import { GalleryCarousel } from "../features/gallery/gallery-carousel";
import { ArchiveLinks, archivedEditions } from "../features/results/archive-links";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/gallery-throwback";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.gallery.meta, location.pathname);
};

/**
 * The gallery's texts, and the archived editions whose announced results the page links to:
 * only their names and years reach the browser, never the whole archive's rankings. The
 * links' heading is in the results page's section (pages.results.archive).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["gallery", "results"]),
    archived: archivedEditions(source.archive),
  };
}

export default function GalleryThrowback({ loaderData }: Route.ComponentProps) {
  const { pages } = useContent();
  const text = pages.gallery;
  const goToPrevious = useRef<() => void>(() => {});
  const onReady = useCallback((previous: () => void) => {
    goToPrevious.current = previous;
  }, []);
  return (
    <article className="page gallery">
      {/* The specification's shortcut: clicking the heading shows the previous photo. The
          named "Foto sebelumnya" button does the same for keyboards and screen readers. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button below is the keyboard way */}
      <h1 className="page__title gallery__title" onClick={() => goToPrevious.current()}>
        {text.title}
      </h1>
      <p className="page__intro">{text.intro}</p>
      <GalleryCarousel onReady={onReady} />
      <ArchiveLinks editions={loaderData.archived} id="galeri-hasil-sebelumnya" />
    </article>
  );
}
