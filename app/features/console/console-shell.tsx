import type { ReactNode } from "react";
import { Link, Navigate, NavLink, useLocation } from "react-router";
import { type CommitteeAccess, mayAccess } from "../../../common/committee-api";
import { consolePaths } from "../../../common/paths";
import { FestivalLogo } from "../../components/ui/festival-logo";
import { useContent } from "../../site-content/use-content";
import { useSessionContext } from "./session";
import { SignInForm } from "./sign-in-form";
import { texts } from "./texts";

/** Each screen with what its role must be allowed (common/committee-api.ts's table). */
const navItems: { path: string; label: string; access: CommitteeAccess }[] = [
  { path: consolePaths.home, label: texts.nav.home, access: "read" },
  { path: consolePaths.votes, label: texts.nav.votes, access: "read" },
  { path: consolePaths.invalidations, label: texts.nav.invalidations, access: "read" },
  { path: consolePaths.defences, label: texts.nav.defences, access: "read" },
  { path: consolePaths.audit, label: texts.nav.audit, access: "read" },
  { path: consolePaths.settings, label: texts.nav.settings, access: "read" },
  { path: consolePaths.editions, label: texts.nav.editions, access: "read" },
  { path: consolePaths.content, label: texts.nav.content, access: "content-read" },
  { path: consolePaths.posters, label: texts.nav.posters, access: "content-edit" },
];

/**
 * Every console screen's frame: the sign-in form until the server knows the member, then
 * the header (name, navigation, who is signed in, Keluar) around the screen itself.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { festival } = useContent();
  const { state, editionName, signIn, signOut } = useSessionContext();
  const { pathname } = useLocation();

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
          {texts.title(festival.product)}
        </p>
        <SignInForm signIn={signIn} />
      </main>
    );
  }

  const { session } = state;
  // An editor can do nothing on the results screen: the console's own address opens Konten.
  // Replacing the entry keeps Back from returning to /panitia and bouncing forward again.
  if (session.role === "editor" && pathname.replace(/\/$/, "") === consolePaths.home) {
    return <Navigate to={consolePaths.content} replace />;
  }
  const shownItems = navItems.filter((item) => mayAccess(session.role, item.access));
  // A screen the role may not use (an editor at a typed vote address) says where to go
  // instead of redirecting, so the back button never bounces.
  const screen = navItems.find((item) => item.path === pathname.replace(/\/$/, ""));
  const screenAllowed = !screen || mayAccess(session.role, screen.access);
  return (
    <>
      <a className="skip-link" href="#konten">
        {texts.skipToContent}
      </a>
      <header className="console-header">
        <p className="console-brand">
          <FestivalLogo size={32} />
          {editionName ? texts.titleOf(editionName) : texts.title(festival.product)}
        </p>
        <nav aria-label={texts.nav.label} className="console-nav">
          <ul>
            {shownItems.map(({ path, label }) => (
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
        {screenAllowed ? (
          children
        ) : session.role !== "editor" ? (
          // A viewer at an editing screen (typed or bookmarked): nothing to do there.
          <ElsewhereNotice
            id="bukan-bagianmu"
            title={texts.roles[session.role]}
            {...texts.notForRole}
            to={consolePaths.home}
          />
        ) : (
          <ElsewhereNotice
            id="hanya-konten"
            title={texts.roles[session.role]}
            {...texts.editorHome}
            to={consolePaths.content}
          />
        )}
      </main>
    </>
  );
}

/** A screen this role may not use: why, and the link to the one it may. */
function ElsewhereNotice(props: {
  id: string;
  title: string;
  note: string;
  link: string;
  to: string;
}) {
  return (
    <section className="console-card" aria-labelledby={props.id}>
      <h1 id={props.id}>{props.title}</h1>
      <p>{props.note}</p>
      <Link className="console-button console-button--primary" to={props.to}>
        {props.link}
      </Link>
    </section>
  );
}
