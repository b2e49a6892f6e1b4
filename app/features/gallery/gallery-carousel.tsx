import { useCallback, useEffect, useState } from "react";
import { fillIn } from "../../../common/content-placeholders";
import { pictureOf } from "../../components/ui/asset-types";
import { CarouselButton } from "../../components/ui/carousel-button";
import { prefersReducedMotion } from "../../components/ui/reduced-motion";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as gallery } from "../../generated/images/gallery";
import { useContent } from "../../site-content/use-content";
import { useDeferredCarousel } from "./use-deferred-carousel";

/**
 * Embla's `duration` is a speed, not milliseconds; 30 makes a one-slide move take about
 * 500 ms, the specification's transition. With reduced motion the buttons jump instead: a
 * tiny duration does not, as Embla's spring then overshoots and the slide shakes into place.
 */
const slideDuration = 30;

/**
 * The throwback photos, one at a time, looping. From 720 px the neighbours peek in beside the
 * centred slide (60 px of centre padding); below that the slide fills the width.
 */
export function GalleryCarousel({ onReady }: { onReady?: (previous: () => void) => void }) {
  const { pages } = useContent();
  const photos = pages.gallery.photos;
  const [viewportRef, carousel] = useDeferredCarousel({
    loop: true,
    align: "center",
    duration: slideDuration,
  });
  const [selected, setSelected] = useState(0);

  const previous = useCallback(() => carousel?.scrollPrev(prefersReducedMotion()), [carousel]);
  const next = useCallback(() => carousel?.scrollNext(prefersReducedMotion()), [carousel]);

  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => setSelected(carousel.selectedScrollSnap());
    onSelect();
    carousel.on("select", onSelect);
    onReady?.(previous);
    return () => {
      carousel.off("select", onSelect);
    };
  }, [carousel, onReady, previous]);

  return (
    // The arrow keys move the carousel while one of its buttons has focus.
    <section
      className="gallery-carousel"
      aria-roledescription="carousel"
      aria-label={pages.gallery.carouselLabel}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          previous();
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          next();
        }
      }}
    >
      <div className="gallery-carousel__viewport" ref={viewportRef}>
        <ul className="gallery-carousel__track">
          {photos.map((photo, index) => (
            <li
              key={`${photo.year}-${photo.caption}`}
              className="gallery-carousel__slide"
              aria-roledescription="slide"
              aria-label={fillIn(pages.gallery.position, {
                current: index + 1,
                total: photos.length,
              })}
              aria-hidden={index !== selected}
            >
              <figure className="gallery__photo">
                <ResponsiveImage
                  asset={pictureOf(gallery, `throwback-${index + 1}`)}
                  alt={photo.caption}
                  sizes="(min-width: 1120px) 1000px, 100vw"
                  eager={index === 0}
                />
                <figcaption>
                  <span className="gallery__year">{photo.year}</span> {photo.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="gallery-carousel__controls">
        <CarouselButton direction="previous" label={pages.gallery.previous} onClick={previous} />
        <p className="gallery-carousel__position" role="status" aria-live="polite">
          {selected + 1} / {photos.length}
        </p>
        <CarouselButton direction="next" label={pages.gallery.next} onClick={next} />
      </div>
    </section>
  );
}
