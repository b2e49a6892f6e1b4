import { Outlet } from "react-router";
import consoleStylesheetUrl from "../features/console/console.css?url";
import { ConsoleShell } from "../features/console/console-shell";
import { SessionProvider } from "../features/console/session";
import { texts } from "../features/console/texts";

/**
 * The committee's console: outside the public layout (no site navbar or footer), never
 * prerendered; the server answers every /panitia path with the build's SPA fallback page.
 * Its stylesheet is linked here, so no public page downloads it.
 */
export const links = () => [{ rel: "stylesheet", href: consoleStylesheetUrl }];

export const meta = () => [
  { title: texts.metaTitle },
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
