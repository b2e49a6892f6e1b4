import { Outlet } from "react-router";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#konten">
        Langsung ke konten
      </a>
      <Navbar />
      <main id="konten" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
