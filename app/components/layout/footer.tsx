import { festival, pages } from "../../../content";
import { FestivalLogo } from "../ui/festival-logo";
import { InstagramIcon, YouTubeIcon } from "../ui/social-icons";

export function Footer() {
  const { youtube, instagram } = festival.socials;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <FestivalLogo size={56} />
          <div>
            <p className="site-footer__name">{festival.fullName}</p>
            <p className="site-footer__tagline">{pages.footer.tagline}</p>
          </div>
        </div>
        <div className="site-footer__follow">
          <p className="site-footer__follow-title">{pages.footer.follow}</p>
          <ul className="site-footer__socials">
            <li>
              <a href={youtube.url} target="_blank" rel="noopener noreferrer">
                <YouTubeIcon />
                <span>{youtube.label}</span>
              </a>
            </li>
            <li>
              <a href={instagram.url} target="_blank" rel="noopener noreferrer">
                <InstagramIcon />
                <span>{instagram.label}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">
        © {festival.year} {festival.fullName}
      </p>
    </footer>
  );
}
