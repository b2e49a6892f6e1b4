import { pages } from "../../content/pages";
import { pictureOf } from "../components/ui/asset-types";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { images as gallery } from "../generated/images/gallery";
import { pageMeta } from "../seo";
import type { Route } from "./+types/gallery-throwback";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.gallery.meta, location.pathname);

export default function GalleryThrowback() {
  const text = pages.gallery;
  return (
    <article className="page gallery">
      <h1 className="page__title">{text.title}</h1>
      <p className="page__intro">{text.intro}</p>
      <ul className="gallery__strip" aria-label="Foto Festival Budaya tahun-tahun sebelumnya">
        {text.photos.map((photo, index) => (
          <li key={`${photo.year}-${photo.caption}`} className="gallery__slide">
            <figure className="gallery__photo">
              <ResponsiveImage
                asset={pictureOf(gallery, `throwback-${index + 1}`)}
                alt={photo.caption}
                sizes="(min-width: 720px) 640px, 80vw"
              />
              <figcaption>
                <span className="gallery__year">{photo.year}</span> {photo.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </article>
  );
}
