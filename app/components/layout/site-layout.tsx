import { Outlet } from "react-router";
import { pages } from "../../../content";
import { Footer } from "./footer";
import { HydrateInTurn } from "./hydrate-in-turn";
import { Navbar } from "./navbar";

/**
 * A preview build of the committee's draft (server/content/release-build.ts) says so on
 * every page; only signed-in committee members are ever served one.
 */
const isPreview = import.meta.env.VITE_CONTENT_PREVIEW === "1";

export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#konten">
        {pages.navigation.skipToContent}
      </a>
      {isPreview && (
        <p className="preview-banner" role="status">
          <strong>Pratinjau draf</strong> · belum terbit, hanya panitia yang melihat halaman ini.
        </p>
      )}
      <HydrateInTurn part="navbar">
        <Navbar />
      </HydrateInTurn>
      <HydrateInTurn part="main">
        <main id="konten" tabIndex={-1}>
          <Outlet />
        </main>
      </HydrateInTurn>
      <HydrateInTurn part="footer">
        <Footer />
      </HydrateInTurn>
    </>
  );
}
