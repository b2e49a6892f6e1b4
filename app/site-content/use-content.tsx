import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useMatches } from "react-router";
import { type ContentView, contentPartOf, mergeContent } from "./content-view";

const ContentContext = createContext<ContentView | null>(null);

/** The release's content for the page being shown (content-view.ts). */
export function useContent(): ContentView {
  const content = useContext(ContentContext);
  if (!content)
    throw new Error("useContent() needs a ContentFromRoutes or ContentProvider above it");
  return content;
}

/** Gives every component the content that the matched routes' loaders returned. */
export function ContentFromRoutes({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const content = useMemo(
    () => mergeContent(matches.map((match) => contentPartOf(match.loaderData))),
    [matches],
  );
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>;
}

/** A given view, for components rendered outside a route (screen tests). */
export function ContentProvider({
  content,
  children,
}: {
  content: ContentView;
  children: ReactNode;
}) {
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>;
}

/** The content in a route's `meta`, which runs outside the component tree. */
export function contentOfMatches(matches: readonly ({ loaderData?: unknown } | undefined)[]) {
  return mergeContent(matches.map((match) => contentPartOf(match?.loaderData)));
}
