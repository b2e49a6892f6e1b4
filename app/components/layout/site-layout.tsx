import { Outlet } from "react-router";
import { useContent } from "../../site-content/use-content";
import { Footer } from "./footer";
import { HydrateInTurn } from "./hydrate-in-turn";
import { Navbar } from "./navbar";
import { PreviewBanner } from "./preview-banner";

export default function SiteLayout() {
  // A preview of the committee's draft says so on every page; only signed-in committee
  // members are ever served one (server/content/preview.ts).
  const { pages, preview: isPreview } = useContent();
  return (
    <>
      <a className="skip-link" href="#konten">
        {pages.navigation.skipToContent}
      </a>
      {isPreview && <PreviewBanner />}
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
