import { useCallback, useRef } from "react";
import { pages } from "../../content";
import { GalleryCarousel } from "../features/gallery/gallery-carousel";
import { ArchiveLinks, archivedEditions } from "../features/results/archive-links";
import { pageMeta } from "../seo";
import type { Route } from "./+types/gallery-throwback";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.gallery.meta, location.pathname);

/** At build time: the archived editions whose announced results the page links to. */
export function loader() {
  return { archived: archivedEditions() };
}

export default function GalleryThrowback({ loaderData }: Route.ComponentProps) {
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
