import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { allTurnsTaken } from "./components/layout/hydrate-in-turn";
import { ErrorPage, NotFoundPage } from "./features/not-found/not-found-page";
import bodyFontUrl from "./generated/fonts/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { contentPart, sourceOf } from "./site-content/render-source.server";
import { sharedSections } from "./site-content/shared-sections";
import { ContentFromRoutes } from "./site-content/use-content";
import { InlineStylesheet } from "./styles/inline-stylesheet";

// The Latin subset of the font, which is all an Indonesian page needs: preloading it lets the
// text render in the festival's typeface without waiting for the stylesheet to ask for it.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: bodyFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * What every page shows of the release: the festival, the menu, the footer and the words of
 * the error pages. Each route's own loader adds its page's sections.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, sharedSections, {
      festival: source.content.festival,
      preview: source.preview,
      publicUrl: source.publicUrl,
    }),
  };
}

/**
 * A page without a title of its own: the console's fallback page (/panitia) before its screen
 * renders, which would otherwise have none (axe: document-title).
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.content.festival?.fullName ?? "Festival Budaya" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#140b2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <InlineStylesheet />
        <Links />
      </head>
      <body>
        <ContentFromRoutes>{children}</ContentFromRoutes>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests wait for this marker: a click before hydration would be lost.
  useEffect(() => {
    allTurnsTaken().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return <Outlet />;
}

/**
 * What the one page that is not prerendered, the committee's console (/panitia), shows while
 * its code loads. Every public page is prerendered and never shows it.
 */
export function HydrateFallback() {
  return (
    <p role="status" style={{ padding: "var(--space-6)", color: "var(--color-text)" }}>
      Memuat…
    </p>
  );
}

/**
 * Last line of defence: a visitor gets a way home in Indonesian, never a stack trace. An
 * unknown address gets the very not-found page that every other unknown path gets.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorPage />;
}
