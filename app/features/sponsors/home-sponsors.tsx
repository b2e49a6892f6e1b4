import { assetName } from "../../../common/asset-names";
import { fillIn, pages } from "../../../content";
import { pictureOf, videoOf } from "../../components/ui/asset-types";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { images as partners } from "../../generated/images/partners";
import { SponsorVideo } from "./sponsor-video";

/** 'Sponsor & Media partner' on Home: logos and short looping videos, in content order. */
export function HomeSponsors() {
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
                  webm={videoOf(partners, `${file}.webm`)}
                  mp4={videoOf(partners, `${file}.mp4`)}
                  poster={pictureOf(partners, `${file}-poster`).src}
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
