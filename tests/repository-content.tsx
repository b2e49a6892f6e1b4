import type { ReactNode } from "react";
import type { ContentView } from "../app/site-content/content-view";
import { ContentProvider } from "../app/site-content/use-content";
import { archive, dishes, festival, pages } from "../content";

/**
 * The repository's content as every route's loaders together would give it, for screen tests
 * that render a component outside its route. Pages themselves get it from their loaders.
 */
export const repositoryContent: ContentView = {
  festival,
  pages,
  dishes,
  dishNames: dishes,
  archive,
  preview: false,
  publicUrl: "https://fb8.example",
};

export function WithContent({
  children,
  content = repositoryContent,
}: {
  children: ReactNode;
  content?: ContentView;
}) {
  return <ContentProvider content={content}>{children}</ContentProvider>;
}
