import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState } from "react";

/**
 * Embla, fetched after the page has painted and hydrated: the first photo is in the
 * prerendered HTML, so the carousel's 8 KB need not hold up the first paint. Until it
 * arrives (or if the network drops it) the first photo stays in view and the arrows do nothing.
 * The viewport gets `data-carousel="started"` once Embla runs.
 *
 * `options` are read once, when the viewport mounts.
 */
export function useDeferredCarousel(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read once, on mount
  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let unmounted = false;
    import("embla-carousel")
      .then(({ default: createCarousel }) => {
        if (unmounted) return;
        // The stylesheet holds the track where Embla will put it until this attribute is set.
        // Embla measures the slides with that offset gone, in this same task: nothing is
        // painted in between, so the first photo does not move.
        viewport.dataset.carousel = "started";
        instance = createCarousel(viewport, options);
        setCarousel(instance);
      })
      .catch(() => {
        // Nothing to tell the visitor: the photo on screen stays readable.
      });
    return () => {
      unmounted = true;
      instance?.destroy();
      delete viewport.dataset.carousel;
      setCarousel(undefined);
    };
  }, [viewport]);

  return [setViewport, carousel] as const;
}
