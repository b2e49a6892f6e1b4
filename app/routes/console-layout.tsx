import { Outlet } from "react-router";
import consoleStylesheetUrl from "../features/console/console.css?url";
import consoleFormsStylesheetUrl from "../features/console/console-forms.css?url";
import { ConsoleShell } from "../features/console/console-shell";
import { SessionProvider } from "../features/console/session";
import { texts } from "../features/console/texts";
import { contentOfMatches } from "../site-content/use-content";
import type { Route } from "./+types/console-layout";

/**
 * The committee's console: outside the public layout (no site navbar or footer), never
 * prerendered; the server answers every /panitia path with the build's SPA fallback page.
 * Its stylesheets are linked here, so no public page downloads them.
 */
export const links = () => [
  { rel: "stylesheet", href: consoleStylesheetUrl },
  { rel: "stylesheet", href: consoleFormsStylesheetUrl },
];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: texts.metaTitle(contentOfMatches(matches).festival.product) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConsoleLayout() {
  return (
    <SessionProvider>
      <ConsoleShell>
        <Outlet />
      </ConsoleShell>
    </SessionProvider>
  );
}
