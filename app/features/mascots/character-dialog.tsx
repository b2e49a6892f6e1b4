import { useState } from "react";
import { fillIn } from "../../../common/content-placeholders";
import type { Pages } from "../../../common/content-schema";
import { ArtDirectedPicture } from "../../components/ui/art-directed-picture";
import { pictureOf } from "../../components/ui/asset-types";
import { CarouselButton } from "../../components/ui/carousel-button";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { images as mascotImages } from "../../generated/images/mascots";
import { useContent } from "../../site-content/use-content";

export type Mascot = Pages["guestStar"]["mascots"][number];

/** The main picture: the portrait-shaped variant up to 820 px, the wide one above. */
function MainPicture({ mascot, index }: { mascot: Mascot; index: number }) {
  const { pages } = useContent();
  const text = pages.guestStar.character;
  return (
    <ArtDirectedPicture
      className="character__main"
      alternative={pictureOf(mascotImages, `${mascot.id}-${index + 1}-mobile`)}
      media="(max-width: 820px)"
      fallback={pictureOf(mascotImages, `${mascot.id}-${index + 1}-desktop`)}
      alt={fillIn(text.imageAlt, {
        name: mascot.title,
        current: index + 1,
        total: mascot.imageCount,
      })}
      eager
    />
  );
}

/** One character's pictures and story; its carousel starts at the first picture. */
function CharacterContent({ mascot }: { mascot: Mascot }) {
  const { pages } = useContent();
  const text = pages.guestStar.character;
  const [index, setIndex] = useState(0);
  const count = mascot.imageCount;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  return (
    <div className="character">
      <MainPicture mascot={mascot} index={index} />
      <div className="character__story">
        {mascot.description.split("\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="character__thumbnails">
        <CarouselButton direction="previous" label={text.previous} onClick={() => step(-1)} />
        <ul
          className="character__thumbnail-list"
          style={{ gridTemplateColumns: `repeat(${mascot.slidesToShow}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: count }, (_, thumbnail) => {
            const picture = pictureOf(mascotImages, `${mascot.id}-${thumbnail + 1}-desktop`);
            return (
              <li key={picture.src}>
                <button
                  type="button"
                  className="character__thumbnail"
                  aria-label={fillIn(text.thumbnail, { current: thumbnail + 1, total: count })}
                  aria-pressed={thumbnail === index}
                  onClick={() => setIndex(thumbnail)}
                >
                  <img src={picture.src} width={120} height={80} alt="" loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
        <CarouselButton direction="next" label={text.next} onClick={() => step(1)} />
      </div>
    </div>
  );
}

/** The character dialog: closes with its control or Escape, and has no footer. */
export default function CharacterDialog({
  mascot,
  onClose,
}: {
  mascot: Mascot | null;
  onClose: () => void;
}) {
  const { pages } = useContent();
  const text = pages.guestStar.character;
  return (
    <ModalDialog
      open={mascot !== null}
      title={mascot?.title ?? ""}
      closeLabel={text.close}
      onClose={onClose}
      className="character-dialog"
    >
      {/* A new character mounts anew, so its carousel returns to the first picture. */}
      {mascot ? <CharacterContent key={mascot.id} mascot={mascot} /> : null}
    </ModalDialog>
  );
}
