import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { consolePaths } from "../../../common/paths";
import { FestivalLogo } from "../../components/ui/festival-logo";
import { useSessionContext } from "./session";
import { SignInForm } from "./sign-in-form";
import { texts } from "./texts";

const navItems = [
  [consolePaths.home, texts.nav.home],
  [consolePaths.votes, texts.nav.votes],
  [consolePaths.invalidations, texts.nav.invalidations],
  [consolePaths.defences, texts.nav.defences],
  [consolePaths.audit, texts.nav.audit],
  [consolePaths.settings, texts.nav.settings],
] as const;

/**
 * Every console screen's frame: the sign-in form until the server knows the member, then
 * the header (name, navigation, who is signed in, Keluar) around the screen itself.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { state, signIn, signOut } = useSessionContext();

  if (state.kind === "loading") {
    return (
      <main id="konten" className="console-main console-main--narrow">
        <p>{texts.loading}</p>
      </main>
    );
  }
  if (state.kind === "signed_out") {
    return (
      <main id="konten" className="console-main console-main--narrow">
        <p className="console-brand console-brand--standalone">
          <FestivalLogo size={40} />
          {texts.title}
        </p>
        <SignInForm signIn={signIn} />
      </main>
    );
  }

  const { session } = state;
  return (
    <>
      <a className="skip-link" href="#konten">
        {texts.skipToContent}
      </a>
      <header className="console-header">
        <p className="console-brand">
          <FestivalLogo size={32} />
          {texts.title}
        </p>
        <nav aria-label={texts.nav.label} className="console-nav">
          <ul>
            {navItems.map(([path, label]) => (
              <li key={path}>
                <NavLink to={path} end>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-user">
          <span>
            <span className="visually-hidden">{texts.signedInAs} </span>
            <strong>{session.username}</strong>{" "}
            <span className="console-role">{texts.roles[session.role]}</span>
          </span>
          <button type="button" className="console-button console-button--quiet" onClick={signOut}>
            {texts.signOut}
          </button>
        </div>
      </header>
      <main id="konten" className="console-main" tabIndex={-1}>
        {session.role === "viewer" && <p className="console-hint">{texts.readOnly}</p>}
        {children}
      </main>
    </>
  );
}
