import { Outlet } from "react-router";
import { pages } from "../../../content";
import { Footer } from "./footer";
import { HydrateInTurn } from "./hydrate-in-turn";
import { Navbar } from "./navbar";

export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#konten">
        {pages.navigation.skipToContent}
      </a>
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
