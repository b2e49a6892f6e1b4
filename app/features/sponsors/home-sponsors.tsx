import { assetName } from "../../../common/asset-names";
import { fillIn } from "../../../common/content-placeholders";
import { pictureOf, videoIfAny } from "../../components/ui/asset-types";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as partners } from "../../generated/images/partners";
import { useContent } from "../../site-content/use-content";
import { SponsorVideo } from "./sponsor-video";

/**
 * A sponsor's clip in whichever formats there are: a console upload is one MP4 (or WebM).
 * None at all stops the build with the sponsor's name, not a page of HTML.
 */
function videosOf(name: string, file: string) {
  const webm = videoIfAny(partners, `${file}.webm`);
  const mp4 = videoIfAny(partners, `${file}.mp4`);
  if (!webm && !mp4) throw new Error(`Sponsor "${name}" is a video without a video file`);
  return { webm, mp4 };
}

/** The drawn poster frame if there is one, else the sponsor's logo, else none. */
function posterOf(file: string) {
  for (const name of [`${file}-poster`, file]) {
    const asset = partners[name];
    if (asset?.kind === "picture") return asset.src;
  }
  return undefined;
}

/** 'Sponsor & Media partner' on Home: logos and short looping videos, in content order. */
export function HomeSponsors() {
  const { pages } = useContent();
  const { title, items } = pages.home.sponsors;
  return (
    <section className="section sponsors" aria-labelledby="sponsors-title">
      <h2 id="sponsors-title" className="section__title">
        {title}
      </h2>
      <ul className="three-column-grid sponsors__grid">
        {items.map((sponsor) => {
          const file = assetName(sponsor.name);
          return (
            <li key={sponsor.name} className={`sponsor-card sponsor-card--${sponsor.kind}`}>
              {sponsor.kind === "video" ? (
                <SponsorVideo
                  {...videosOf(sponsor.name, file)}
                  poster={posterOf(file)}
                  label={fillIn(pages.partners.videoLabel, { name: sponsor.name })}
                />
              ) : (
                <ResponsiveImage
                  className="sponsor-card__logo"
                  asset={pictureOf(partners, file)}
                  alt={fillIn(pages.partners.logoAlt, { name: sponsor.name })}
                />
              )}
              <span className="sponsor-card__name">{sponsor.name}</span>
              <span className="sponsor-card__label">{sponsor.classLabel}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
