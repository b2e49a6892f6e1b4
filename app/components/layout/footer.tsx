import { useContent } from "../../site-content/use-content";
import { FestivalLogo } from "../ui/festival-logo";
import { SocialLinks } from "../ui/social-links";

export function Footer() {
  const { festival, pages } = useContent();
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
          <SocialLinks className="site-footer__socials pill-list" linkClassName="pill-link" />
        </div>
      </div>
      <p className="site-footer__copyright">
        © {festival.year} {festival.fullName}
      </p>
    </footer>
  );
}
