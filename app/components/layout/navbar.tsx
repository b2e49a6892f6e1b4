import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isExternalLink } from "../../../common/menu-links";
import { paths } from "../../../common/paths";
import { useContent } from "../../site-content/use-content";
import { FestivalLogo } from "../ui/festival-logo";
import { trapTabKey } from "../ui/focus-trap";
import { useNativeDialog } from "../ui/use-native-dialog";
import { useScrolledPast } from "./use-scrolled-past";

/** The specification: the bar turns solid after 80 px of scroll. */
const solidAfterPixels = 80;

function NavigationLinks({ onFollow }: { onFollow?: () => void }) {
  const { pages } = useContent();
  return (
    <ul className="nav-links">
      {pages.navigation.links.map((item) => (
        <li key={item.to}>
          {isExternalLink(item.to) ? (
            // Another site: a new tab, as the social links open, and said before it is followed.
            <a
              href={item.to}
              target="_blank"
              rel="noopener noreferrer"
              className="nav-links__link nav-links__link--external"
              onClick={onFollow}
            >
              {item.label} <ExternalLinkIcon />
              <span className="visually-hidden">(tautan luar)</span>
            </a>
          ) : (
            // NavLink sets aria-current="page" on the current link by itself.
            <NavLink to={item.to} end className="nav-links__link" onClick={onFollow}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function ExternalLinkIcon() {
  return (
    <svg
      className="nav-links__external-icon"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Navbar() {
  const { festival, pages } = useContent();
  const solid = useScrolledPast(solidAfterPixels);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useNativeDialog(menuOpen);
  const location = useLocation();

  // Back and forward buttons navigate without a click on a menu link; close the menu then too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={solid ? "navbar navbar--solid" : "navbar"}>
      <div className="navbar__inner">
        <Link to={paths.home} className="navbar__brand">
          <FestivalLogo size={36} />
          <span>{festival.product}</span>
        </Link>
        <nav aria-label={pages.navigation.label} className="navbar__desktop">
          <NavigationLinks />
        </nav>
        <button
          type="button"
          className="navbar__menu-button"
          aria-label={pages.navigation.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <dialog
        id="mobile-menu"
        ref={menuRef}
        className="mobile-menu"
        aria-label={pages.navigation.menu}
        onClose={closeMenu}
        onKeyDown={(event) => trapTabKey(event, event.currentTarget)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) closeMenu();
        }}
      >
        <div className="mobile-menu__panel">
          <button
            type="button"
            className="mobile-menu__close"
            aria-label={pages.navigation.closeMenu}
            onClick={closeMenu}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <nav aria-label={pages.navigation.menuLabel}>
            <NavigationLinks onFollow={closeMenu} />
          </nav>
        </div>
      </dialog>
    </header>
  );
}
