import { pages } from "../../content/pages";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.gallery.meta);

export default function GalleryThrowback() {
  const gallery = pages.gallery;
  return (
    <article className="page gallery">
      <h1 className="page__title">{gallery.title}</h1>
      <p className="page__intro">{gallery.intro}</p>
      <ul className="gallery__strip" aria-label="Foto Festival Budaya tahun-tahun sebelumnya">
        {gallery.photos.map((photo, index) => (
          <li key={`${photo.year}-${photo.caption}`} className="gallery__slide">
            <figure className={`gallery__photo gallery__photo--${(index % 3) + 1}`}>
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
