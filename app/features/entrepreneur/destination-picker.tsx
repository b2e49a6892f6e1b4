import { Link } from "react-router";
import { type CatalogueDish, dishesOf } from "../../../common/catalogue";
import { fillIn } from "../../../common/content-placeholders";
import type { MapMarker } from "../../../common/map-markers";
import { paths } from "../../../common/paths";
import type { VoteCategory } from "../../../common/vote-category";
import { pictureOf } from "../../components/ui/asset-types";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as entrepreneurArt } from "../../generated/images/entrepreneur";
import { images as flags } from "../../generated/images/flags";
import { maps } from "../../generated/maps";
import { useContent } from "../../site-content/use-content";

function MarkerSymbol({ dish }: { dish: CatalogueDish }) {
  if (dish.origin.flag) {
    const flag = pictureOf(flags, dish.origin.flag);
    return <img className="map-marker__flag" src={flag.src} width={36} height={27} alt="" />;
  }
  return <span className="map-marker__pin" aria-hidden="true" />;
}

const at = ({ left, top }: { left: number; top: number }) => ({ left: `${left}%`, top: `${top}%` });

/** Each dish's marker by slug, placed by the route's loader (common/map-markers.ts). */
export type Markers = Record<string, MapMarker>;

/**
 * Where two places are too close for both flags, the loader (common/map-labels.ts) draws a
 * flag beside its place: a dot marks the true place and a thin line leads to the flag. The
 * positions are numbers from the render, so the browser lays nothing out.
 */
function Callouts({ markers }: { markers: Markers }) {
  const moved = Object.entries(markers).filter(
    ([, { point, label }]) => point.left !== label.left || point.top !== label.top,
  );
  if (moved.length === 0) return null;
  return (
    <div className="destination-map__callouts" aria-hidden="true">
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {moved.map(([slug, { point, label }]) => (
          <line
            key={slug}
            x1={point.left}
            y1={point.top}
            x2={label.left}
            y2={label.top}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {moved.map(([slug, { point }]) => (
        <span key={slug} className="destination-map__place" style={at(point)} />
      ))}
    </div>
  );
}

/**
 * The destinations of one category on a map built from real geography, each marker a real
 * link named after its place and its dish. The same destinations follow as a list, which is
 * what a thumb on a 360 px phone can hit comfortably. The route's loader gives the category's
 * dishes, without their descriptions, and their markers.
 */
export function DestinationPicker({
  category,
  markers,
}: {
  category: VoteCategory;
  markers: Markers;
}) {
  const { pages, dishes } = useContent();
  const text = pages.picker[category];
  const map = maps[category];
  const destinations = dishesOf(dishes, category);
  const markerLabel = (dish: CatalogueDish) => `${dish.origin.name}: ${dish.name}`;
  return (
    <article className={`page picker picker--${category}`}>
      <div className="picker__header">
        <ResponsiveImage
          className="picker__ticket"
          asset={pictureOf(entrepreneurArt, `ticket-${category}`)}
          alt=""
          eager
        />
        <div>
          <p className="picker__kicker">{text.title}</p>
          <h1 className="page__title">{pages.picker.heading}</h1>
          <p className="page__intro">{text.intro}</p>
        </div>
        <ResponsiveImage
          className="picker__plane"
          asset={pictureOf(entrepreneurArt, "plane")}
          alt=""
        />
      </div>
      <div className="destination-map">
        <img
          className="destination-map__land"
          src={map.src}
          width={map.width}
          height={map.height}
          alt=""
        />
        <Callouts markers={markers} />
        {/* On a phone the markers are too close together to tap, so there the map only shows
            where each dish comes from, and the list below takes the taps. */}
        <ul className="destination-map__pins" aria-hidden="true">
          {destinations.map((dish) => {
            const marker = markers[dish.slug];
            if (!marker) return null;
            return (
              <li key={dish.slug} style={at(marker.label)}>
                <MarkerSymbol dish={dish} />
              </li>
            );
          })}
        </ul>
        <ul
          className="destination-map__markers"
          aria-label={fillIn(pages.picker.mapLabel, { name: text.title })}
        >
          {destinations.map((dish) => {
            const marker = markers[dish.slug];
            if (!marker) return null;
            return (
              <li key={dish.slug} style={at(marker.label)}>
                <Link
                  className="map-marker"
                  to={paths.dish(category, dish.slug)}
                  aria-label={markerLabel(dish)}
                  title={markerLabel(dish)}
                >
                  <MarkerSymbol dish={dish} />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <h2 className="picker__list-title">{pages.picker.listTitle}</h2>
      <ul className="destination-list">
        {destinations.map((dish) => (
          <li key={dish.slug}>
            <Link className="destination-card" to={paths.dish(category, dish.slug)}>
              <MarkerSymbol dish={dish} />
              <span className="destination-card__text">
                <span className="destination-card__place">{dish.origin.name}</span>
                <span className="destination-card__dish">{dish.name}</span>
                <span className="destination-card__class">{dish.classLabel}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
